import ArticulosInterface

/// A source entry that was not sent, and why.
///
/// Import and copy check every article before sending it; the ones that cannot be saved are
/// reported one by one and never reach the server.
///
/// ```swift
/// for invalido in resultado.invalidos {
///   print("\(invalido.ubicacion): \(invalido.motivo)")
/// }
/// ```
public struct ArticuloInvalido: Hashable, Sendable, CustomStringConvertible {
  /// Where the entry is: a file name, `#12` for the 13th entry of a JSON array, or the id.
  ///
  /// ```swift
  /// invalido.ubicacion  // "#12" for a JSON array's 13th entry, "nota.md" for a Markdown file
  /// ```
  public var ubicacion: String
  /// The entry's id, when it has one.
  ///
  /// ```swift
  /// print(invalido.id?.rawValue ?? "-")  // "-" when not even the id could be read
  /// ```
  public var id: Articulo.ID?
  /// The entry's title, when it has one.
  ///
  /// ```swift
  /// print(invalido.titulo ?? "(no title)")
  /// ```
  public var titulo: String?
  /// Why it was not sent.
  ///
  /// ```swift
  /// if case .problemas(let problemas) = invalido.motivo { problemas.forEach { print($0) } }
  /// ```
  public var motivo: MotivoDeRechazo

  /// Makes the report of one entry.
  ///
  /// ```swift
  /// let invalido = ArticuloInvalido(
  ///   ubicacion: "#3", id: "a3", titulo: "", motivo: .problemas([.tituloVacio]))
  /// ```
  ///
  /// - Parameters:
  ///   - ubicacion: Where the entry is.
  ///   - id: Its id, if any.
  ///   - titulo: Its title, if any.
  ///   - motivo: Why it was not sent.
  public init(ubicacion: String, id: Articulo.ID?, titulo: String?, motivo: MotivoDeRechazo) {
    self.ubicacion = ubicacion
    self.id = id
    self.titulo = titulo
    self.motivo = motivo
  }

  /// `ubicacion (id): motivo`, for a person.
  ///
  /// ```swift
  /// print(invalido)  // #3 (a3): the title is empty
  /// ```
  public var description: String {
    let id = self.id.map { " (\($0))" } ?? ""
    return "\(ubicacion)\(id): \(motivo)"
  }
}

/// Why a source entry was not sent.
///
/// ```swift
/// MotivoDeRechazo.problemas([.tituloVacio]).description  // "the title is empty"
/// ```
public enum MotivoDeRechazo: Hashable, Sendable, CustomStringConvertible {
  /// The article breaks the rules of ``/ArticulosInterface/Articulo/problemas``.
  case problemas([ProblemaDeArticulo])
  /// An earlier entry of the same source has this id; that one is sent, this one is not.
  ///
  /// ```swift
  /// print(invalido)  // #4 (ok): the id is already used by #0
  /// ```
  case idRepetido(primeraUbicacion: String)
  /// The entry could not be read (an unreadable file, text that is not UTF-8).
  ///
  /// ```swift
  /// MotivoDeRechazo.ilegible("the file is not UTF-8 text").description
  /// // "it cannot be read: the file is not UTF-8 text"
  /// ```
  case ilegible(String)

  /// The reason in words.
  ///
  /// ```swift
  /// print(MotivoDeRechazo.idRepetido(primeraUbicacion: "#0"))  // the id is already used by #0
  /// ```
  public var description: String {
    switch self {
    case .problemas(let problemas): problemas.map(\.description).joined(separator: "; ")
    case .idRepetido(let primera): "the id is already used by \(primera)"
    case .ilegible(let detalle): "it cannot be read: \(detalle)"
    }
  }
}
