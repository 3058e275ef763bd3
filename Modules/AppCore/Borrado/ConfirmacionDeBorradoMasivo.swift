import ArticulosInterface

/// What a deletion of several articles will remove, and the one question it asks.
///
/// Asking about each of thousands of articles helps nobody, and loading each one to show its
/// title would double the requests, so the question names how many articles and the first few
/// ids. The answers that confirm are those of a single deletion
/// (``ConfirmacionDeBorrado/esAfirmativa(_:)``).
///
/// ```swift
/// let confirmacion = ConfirmacionDeBorradoMasivo(ids: ["a1", "a2", "a3", "a4"])
/// confirmacion.pregunta
/// // Delete 4 articles (a1, a2, a3, …)? This cannot be undone. [y/N]
/// confirmacion.acepta("sí")  // true
/// ```
public struct ConfirmacionDeBorradoMasivo: Hashable, Sendable {
  /// How many ids the question names before `…`.
  ///
  /// ```swift
  /// let nombrados = confirmacion.ids.prefix(ConfirmacionDeBorradoMasivo.idsNombrados)
  /// ```
  public static let idsNombrados = 3

  /// The ids to delete, each once, in the order given.
  ///
  /// ```swift
  /// borrado.preparar(["a1", "a2", "a1"]).ids  // ["a1", "a2"]
  /// ```
  public var ids: [Articulo.ID]

  /// Describes the deletion of `ids`.
  ///
  /// ```swift
  /// let confirmacion = ConfirmacionDeBorradoMasivo(ids: ["a1", "a2"])
  /// ```
  ///
  /// - Parameter ids: The ids to delete, without repetitions.
  public init(ids: [Articulo.ID]) {
    self.ids = ids
  }

  /// The question for a person, ending in `[y/N] `.
  ///
  /// ```swift
  /// ConfirmacionDeBorradoMasivo(ids: ["a1"]).pregunta
  /// // Delete 1 article (a1)? This cannot be undone. [y/N]
  /// ```
  public var pregunta: String {
    let nombrados = ids.prefix(Self.idsNombrados).map(\.rawValue).joined(separator: ", ")
    let resto = ids.count > Self.idsNombrados ? ", …" : ""
    let articulos = ids.count == 1 ? "article" : "articles"
    return "Delete \(ids.count) \(articulos) (\(nombrados)\(resto))? This cannot be undone. [y/N] "
  }

  /// Whether `respuesta` (a line a person typed, or `nil` at end of input) confirms.
  ///
  /// ```swift
  /// confirmacion.acepta("y")  // true
  /// confirmacion.acepta("")   // false
  /// ```
  ///
  /// - Parameter respuesta: The answer, or `nil` when there is none.
  /// - Returns: `true` only for an explicit yes.
  public func acepta(_ respuesta: String?) -> Bool {
    ConfirmacionDeBorrado.esAfirmativa(respuesta)
  }
}
