import ArticulosInterface

/// A batch the server did not save, or may not have saved (``incierto``), with every article id
/// in it and the error.
///
/// Nothing is lost: the ids are here, so the tool can list them and a later run (or a resumed
/// one) sends them again.
///
/// ```swift
/// for lote in resultado.fallidos {
///   print("\(lote.ids.count) articles not saved after \(lote.intentos) tries: \(lote.error)")
/// }
/// ```
public struct LoteFallido: Hashable, Sendable {
  /// The ids of the articles in the batch, in the order they were sent.
  ///
  /// ```swift
  /// lote.ids.count  // at most opciones.tamanoLote
  /// ```
  public var ids: [Articulo.ID]
  /// The last error the server gave.
  ///
  /// ```swift
  /// if lote.error == .sinToken { print("Pass --token to write.") }
  /// ```
  public var error: ErrorArticulos
  /// How many times the batch was tried.
  ///
  /// ```swift
  /// lote.intentos  // 1 for a refused token; up to reintentos.intentos for a 503
  /// ```
  public var intentos: Int
  /// Whether the server may have saved these articles after all: the answer was lost, and
  /// reading them back failed too, so nobody knows. Sending them again is safe (saving is an
  /// upsert by id); reading them (`obtener`) tells.
  ///
  /// ```swift
  /// if lote.incierto { print("May have been saved: \(lote.ids)") }
  /// ```
  public var incierto: Bool

  /// Makes the report of one failed batch.
  ///
  /// ```swift
  /// let fallido = LoteFallido(ids: ["a1"], error: .sinToken, intentos: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - ids: The ids in the batch.
  ///   - error: The last error.
  ///   - intentos: How many times it was tried.
  ///   - incierto: Whether the server may have saved them after all.
  public init(ids: [Articulo.ID], error: ErrorArticulos, intentos: Int, incierto: Bool = false) {
    self.ids = ids
    self.error = error
    self.intentos = intentos
    self.incierto = incierto
  }
}
