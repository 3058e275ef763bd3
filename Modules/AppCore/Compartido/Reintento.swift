import ArticulosInterface

/// A request that failed for a passing reason and is about to be tried again.
///
/// ```swift
/// case .reintentando(let reintento):
///   print("retry \(reintento.intento) in \(reintento.espera): \(reintento.error)")
/// ```
public struct Reintento: Hashable, Sendable {
  /// The ids of the batch being retried; empty when the retried request is a read.
  ///
  /// ```swift
  /// reintento.ids.isEmpty  // true when a page read is retried
  /// ```
  public var ids: [Articulo.ID]
  /// The try about to be made, from 2.
  ///
  /// ```swift
  /// print("try \(reintento.intento) of \(opciones.reintentos.intentos)")
  /// ```
  public var intento: Int
  /// How long the feature waits before it, on the `continuousClock` dependency.
  ///
  /// ```swift
  /// print("retrying in \(reintento.espera)")
  /// ```
  public var espera: Duration
  /// The error of the try that failed.
  ///
  /// ```swift
  /// reintento.error  // .servidor or .red: nothing else is retried
  /// ```
  public var error: ErrorArticulos

  /// Makes the notice of one retry.
  ///
  /// ```swift
  /// let reintento = Reintento(
  ///   ids: ["a1"], intento: 2, espera: .seconds(1), error: .servidor(estado: 503, mensaje: ""))
  /// ```
  ///
  /// - Parameters:
  ///   - ids: The ids of the batch, or none for a read.
  ///   - intento: The try about to be made.
  ///   - espera: The wait before it.
  ///   - error: The error of the failed try.
  public init(ids: [Articulo.ID], intento: Int, espera: Duration, error: ErrorArticulos) {
    self.ids = ids
    self.intento = intento
    self.espera = espera
    self.error = error
  }
}
