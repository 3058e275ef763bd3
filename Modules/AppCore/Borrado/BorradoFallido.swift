import ArticulosInterface

/// An article a deletion of several could not delete, with the error and how many tries it took.
///
/// ```swift
/// for fallido in resultado.fallidos {
///   print("\(fallido.id) not deleted after \(fallido.intentos) tries: \(fallido.error)")
/// }
/// ```
public struct BorradoFallido: Hashable, Sendable {
  /// The article that is still there (or may be: see ``ResultadoDeBorradoMasivo``).
  ///
  /// ```swift
  /// let porIntentar = resultado.fallidos.map(\.id) + resultado.pendientes
  /// ```
  public var id: Articulo.ID
  /// The last error the server gave.
  ///
  /// ```swift
  /// if case .sinPermiso = fallido.error { print("The token may not delete.") }
  /// ```
  public var error: ErrorArticulos
  /// How many times the deletion was tried.
  ///
  /// ```swift
  /// fallido.intentos  // 1 for a refused token; up to reintentos.intentos for a 503
  /// ```
  public var intentos: Int

  /// Makes the report of one failed deletion.
  ///
  /// ```swift
  /// let fallido = BorradoFallido(id: "a1", error: .sinToken, intentos: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The article.
  ///   - error: The last error.
  ///   - intentos: How many times it was tried.
  public init(id: Articulo.ID, error: ErrorArticulos, intentos: Int) {
    self.id = id
    self.error = error
    self.intentos = intentos
  }
}
