import Compartido

/// How import and copy send articles: batch size, batches in flight and retries.
///
/// A batch is one ``/ArticulosInterface/ClienteArticulos/guardarVarios`` call, all or nothing on
/// the server. Several batches travel at once, but never more than ``lotesSimultaneos``, so a
/// server is kept busy without being flooded.
///
/// ```swift
/// let importador = ImportadorModel(
///   opciones: OpcionesDeEnvio(tamanoLote: 50, lotesSimultaneos: 2))
/// ```
public struct OpcionesDeEnvio: Hashable, Sendable {
  /// The most articles a server write accepts at once (Datasette's default for `/-/upsert`).
  ///
  /// ```swift
  /// OpcionesDeEnvio(tamanoLote: 500).tamanoLote == OpcionesDeEnvio.tamanoLoteMaximo  // true
  /// ```
  public static let tamanoLoteMaximo = 100

  /// Articles per batch, from 1 to ``tamanoLoteMaximo``.
  ///
  /// ```swift
  /// OpcionesDeEnvio(tamanoLote: 0).tamanoLote  // 1
  /// ```
  public var tamanoLote: Int
  /// Batches sent at the same time, at least 1.
  ///
  /// ```swift
  /// OpcionesDeEnvio(lotesSimultaneos: 1)  // one batch in flight at a time
  /// ```
  public var lotesSimultaneos: Int
  /// How a batch that fails for a passing reason is tried again.
  ///
  /// ```swift
  /// OpcionesDeEnvio(reintentos: PoliticaDeReintentos(intentos: 10))
  /// ```
  public var reintentos: PoliticaDeReintentos

  /// Makes options; out-of-range numbers are brought into range.
  ///
  /// ```swift
  /// let opciones = OpcionesDeEnvio(tamanoLote: 100, lotesSimultaneos: 4, reintentos: .ninguno)
  /// ```
  ///
  /// - Parameters:
  ///   - tamanoLote: Articles per batch, clamped to 1...``tamanoLoteMaximo``.
  ///   - lotesSimultaneos: Batches in flight at once, at least 1.
  ///   - reintentos: The retry policy for transient failures.
  public init(
    tamanoLote: Int = OpcionesDeEnvio.tamanoLoteMaximo,
    lotesSimultaneos: Int = 4,
    reintentos: PoliticaDeReintentos = PoliticaDeReintentos()
  ) {
    self.tamanoLote = min(max(1, tamanoLote), Self.tamanoLoteMaximo)
    self.lotesSimultaneos = max(1, lotesSimultaneos)
    self.reintentos = reintentos
  }
}
