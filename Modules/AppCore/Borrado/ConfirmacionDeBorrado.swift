import ArticulosInterface

/// What a deletion will remove, the question to ask, and which answers say yes.
///
/// The feature decides: ``pregunta`` names the article, and ``acepta(_:)`` takes only an
/// explicit yes (`y`, `yes`, `s`, `si`, `sí`, in any case); anything else, an empty line or no
/// answer at all (end of input) keeps the article.
///
/// ```swift
/// let confirmacion = try await borrado.preparar(id)
/// print(confirmacion.pregunta, terminator: "")
/// if confirmacion.acepta(readLine()) { ... }
/// ```
public struct ConfirmacionDeBorrado: Hashable, Sendable {
  /// The article that will be deleted, as it is now.
  ///
  /// ```swift
  /// print("\(confirmacion.articulo.titulo), last saved \(confirmacion.articulo.actualizado)")
  /// ```
  public var articulo: Articulo

  /// Describes the deletion of `articulo`.
  ///
  /// ```swift
  /// let confirmacion = ConfirmacionDeBorrado(articulo: Articulo.muestra[0])
  /// ```
  ///
  /// - Parameter articulo: The article to delete.
  public init(articulo: Articulo) {
    self.articulo = articulo
  }

  /// The question for a person, ending in `[y/N] `.
  ///
  /// ```swift
  /// ConfirmacionDeBorrado(articulo: Articulo.muestra[0]).pregunta
  /// // Delete "Café de especialidad en casa" (00000000-0000-0000-0000-000000000001)?
  /// //   This cannot be undone. [y/N]    (one line, cut here to fit)
  /// ```
  public var pregunta: String {
    "Delete \"\(articulo.titulo)\" (\(articulo.id))? This cannot be undone. [y/N] "
  }

  /// The answers that confirm, compared without case or accents.
  ///
  /// ```swift
  /// ConfirmacionDeBorrado.respuestasAfirmativas.contains("si")  // "Sí" folds to it
  /// ```
  public static let respuestasAfirmativas: Set<String> = ["y", "yes", "s", "si"]

  /// Whether `respuesta` (a line a person typed, or `nil` at end of input) confirms.
  ///
  /// ```swift
  /// confirmacion.acepta("Sí")  // true
  /// confirmacion.acepta("")    // false
  /// confirmacion.acepta(nil)   // false
  /// ```
  ///
  /// - Parameter respuesta: The answer, or `nil` when there is none.
  /// - Returns: `true` only for an explicit yes.
  public func acepta(_ respuesta: String?) -> Bool {
    Self.esAfirmativa(respuesta)
  }

  /// Whether `respuesta` is an explicit yes: the rule of every deletion's question, this one's
  /// and ``ConfirmacionDeBorradoMasivo``'s.
  ///
  /// ```swift
  /// ConfirmacionDeBorrado.esAfirmativa(" YES\n")  // true
  /// ConfirmacionDeBorrado.esAfirmativa("ok")       // false
  /// ```
  ///
  /// - Parameter respuesta: The answer, or `nil` when there is none.
  /// - Returns: `true` only for one of ``respuestasAfirmativas``, ignoring case, accents and
  ///   surrounding blanks.
  public static func esAfirmativa(_ respuesta: String?) -> Bool {
    guard let respuesta else { return false }
    let clave = TextoNormalizado.clave(respuesta.trimmingCharacters(in: .whitespacesAndNewlines))
    return respuestasAfirmativas.contains(clave)
  }
}
