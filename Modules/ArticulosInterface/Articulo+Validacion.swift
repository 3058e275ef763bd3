import Foundation

extension Articulo {
  /// The longest title accepted, in characters.
  ///
  /// ```swift
  /// let demasiado = String(repeating: "a", count: Articulo.longitudMaximaTitulo + 1)
  /// ```
  public static let longitudMaximaTitulo = 200
  /// The longest body accepted, in bytes of UTF-8: 1 MiB, which one server write carries
  /// even with every byte escaped. The same rule holds on every path (save, import, copy), so
  /// what an export holds imports again.
  ///
  /// ```swift
  /// let cabe = articulo.cuerpo.utf8.count <= Articulo.longitudMaximaCuerpo
  /// ```
  public static let longitudMaximaCuerpo = 1_048_576
  /// The most tags an article may have.
  ///
  /// ```swift
  /// articulo.etiquetas = (0...Articulo.maximoEtiquetas).map { "e\($0)" }  // 21: one too many
  /// ```
  public static let maximoEtiquetas = 20
  /// The longest tag accepted, in characters.
  ///
  /// ```swift
  /// let demasiadoLarga = etiqueta.count > Articulo.longitudMaximaEtiqueta
  /// ```
  public static let longitudMaximaEtiqueta = 50

  /// What is wrong with this article, empty when it can be saved.
  ///
  /// Clients and features check it before any request, so a bad article never costs a round
  /// trip and every problem is named at once.
  ///
  /// ```swift
  /// var borrador = Articulo.muestra[0]
  /// borrador.titulo = "  "
  /// borrador.problemas  // [.tituloVacio]
  /// ```
  public var problemas: [ProblemaDeArticulo] {
    var problemas: [ProblemaDeArticulo] = []
    if id.rawValue.isEmpty || id.rawValue.count > 200 { problemas.append(.idInvalido) }
    if titulo.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      problemas.append(.tituloVacio)
    } else if titulo.count > Self.longitudMaximaTitulo {
      problemas.append(.tituloDemasiadoLargo(longitud: titulo.count))
    }
    if cuerpo.utf8.count > Self.longitudMaximaCuerpo {
      problemas.append(.cuerpoDemasiadoLargo(longitud: cuerpo.utf8.count))
    }
    if etiquetas.count > Self.maximoEtiquetas {
      problemas.append(.demasiadasEtiquetas(cantidad: etiquetas.count))
    }
    var vistas: Set<String> = []
    for etiqueta in etiquetas {
      let limpia = etiqueta.trimmingCharacters(in: .whitespacesAndNewlines)
      if limpia.isEmpty {
        problemas.append(.etiquetaVacia)
      } else if limpia.count > Self.longitudMaximaEtiqueta {
        problemas.append(.etiquetaDemasiadoLarga(limpia))
      } else if !vistas.insert(TextoNormalizado.clave(limpia)).inserted {
        problemas.append(.etiquetaRepetida(limpia))
      }
    }
    return problemas
  }

  /// Throws ``ErrorArticulos/articuloInvalido(_:)`` listing every problem, if there is any.
  ///
  /// ```swift
  /// try articulo.validar()
  /// ```
  public func validar() throws(ErrorArticulos) {
    let problemas = self.problemas
    if !problemas.isEmpty { throw .articuloInvalido(problemas) }
  }
}

/// One reason an article cannot be saved.
///
/// ```swift
/// ProblemaDeArticulo.tituloVacio.description  // "the title is empty"
/// ```
public enum ProblemaDeArticulo: Hashable, Sendable, CustomStringConvertible {
  /// The id is empty or longer than 200 characters.
  case idInvalido
  /// The title is empty or only spaces.
  case tituloVacio
  /// The title is longer than ``Articulo/longitudMaximaTitulo``.
  ///
  /// ```swift
  /// ProblemaDeArticulo.tituloDemasiadoLargo(longitud: 201).description
  /// // "the title has 201 characters, more than 200"
  /// ```
  case tituloDemasiadoLargo(longitud: Int)
  /// The body has more bytes of UTF-8 than ``Articulo/longitudMaximaCuerpo``.
  case cuerpoDemasiadoLargo(longitud: Int)
  /// More tags than ``Articulo/maximoEtiquetas``.
  ///
  /// ```swift
  /// ProblemaDeArticulo.demasiadasEtiquetas(cantidad: 21).description
  /// // "it has 21 tags, more than 20"
  /// ```
  case demasiadasEtiquetas(cantidad: Int)
  /// A tag is empty or only spaces.
  case etiquetaVacia
  /// A tag is longer than ``Articulo/longitudMaximaEtiqueta``.
  ///
  /// ```swift
  /// ProblemaDeArticulo.etiquetaDemasiadoLarga(String(repeating: "x", count: 51)).description
  /// // "the tag 'xxxxxxxxxxxxxxxxxxxx…' is longer than 50 characters": its first 20 only
  /// ```
  case etiquetaDemasiadoLarga(String)
  /// A tag appears twice (ignoring case and accents).
  ///
  /// ```swift
  /// articulo.etiquetas = ["Café", "recetas", "cafe"]
  /// articulo.problemas  // [.etiquetaRepetida("cafe")]: the second spelling
  /// ```
  case etiquetaRepetida(String)
  /// The server refused the article and said why.
  ///
  /// ```swift
  /// ErrorArticulos.articuloInvalido([.rechazadoPorElServidor("HTTP 400")]).description
  /// // "The article cannot be saved: the server refused it: HTTP 400."
  /// ```
  case rechazadoPorElServidor(String)

  /// The problem in words, to follow "cannot be saved: ".
  ///
  /// ```swift
  /// ProblemaDeArticulo.etiquetaRepetida("cafe").description  // "the tag 'cafe' appears twice"
  /// ```
  public var description: String {
    switch self {
    case .idInvalido: "the id must be 1 to 200 characters"
    case .tituloVacio: "the title is empty"
    case .tituloDemasiadoLargo(let longitud):
      "the title has \(longitud) characters, more than \(Articulo.longitudMaximaTitulo)"
    case .cuerpoDemasiadoLargo(let longitud):
      "the body has \(longitud) bytes, more than \(Articulo.longitudMaximaCuerpo) (1 MiB)"
    case .demasiadasEtiquetas(let cantidad):
      "it has \(cantidad) tags, more than \(Articulo.maximoEtiquetas)"
    case .etiquetaVacia: "a tag is empty"
    case .etiquetaDemasiadoLarga(let etiqueta):
      "the tag '\(etiqueta.prefix(20))…' is longer than \(Articulo.longitudMaximaEtiqueta) characters"
    case .etiquetaRepetida(let etiqueta): "the tag '\(etiqueta)' appears twice"
    case .rechazadoPorElServidor(let motivo): "the server refused it: \(motivo)"
    }
  }
}
