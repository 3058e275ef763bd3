import ArticulosInterface

/// How a feature retries a request that failed for a reason that may pass.
///
/// Only failures that may pass are retried: a server failure
/// (``/ArticulosInterface/ErrorArticulos/servidor(estado:mensaje:)``) and a connection that was
/// refused, cut or timed out (``/ArticulosInterface/ErrorArticulos/red(_:)``); everything else
/// fails at once. Between tries the feature sleeps on the `continuousClock` dependency, doubling
/// the wait each time up to ``esperaMaxima``, so tests observe the waits on a `TestClock` and
/// never really sleep. With a ``plazo``, a request and its retries never take longer than that
/// in all: no retry starts whose wait would end past it, and a timeout is never retried (it
/// already used the whole time).
///
/// ```swift
/// let politica = PoliticaDeReintentos(intentos: 4, esperaInicial: .seconds(1))
/// politica.espera(trasIntento: 1)  // 1 s
/// politica.espera(trasIntento: 2)  // 2 s
/// politica.espera(trasIntento: 3)  // 4 s
/// ```
public struct PoliticaDeReintentos: Hashable, Sendable {
  /// How many times a request is tried in all, the first one included; at least 1.
  ///
  /// ```swift
  /// PoliticaDeReintentos(intentos: 0).intentos  // 1
  /// ```
  public var intentos: Int
  /// The wait after the first failure.
  ///
  /// ```swift
  /// PoliticaDeReintentos(esperaInicial: .seconds(2)).espera(trasIntento: 1)  // 2 s
  /// ```
  public var esperaInicial: Duration
  /// The longest wait between two tries.
  ///
  /// ```swift
  /// PoliticaDeReintentos(esperaMaxima: .seconds(5)).espera(trasIntento: 10)  // 5 s
  /// ```
  public var esperaMaxima: Duration
  /// The longest one request may take with its retries and their waits, or `nil` for no limit
  /// beyond ``intentos``.
  ///
  /// ```swift
  /// PoliticaDeReintentos(plazo: .seconds(30))  // the tool's --timeout
  /// ```
  public var plazo: Duration?

  /// Makes a policy.
  ///
  /// ```swift
  /// let paciente = PoliticaDeReintentos(
  ///   intentos: 8, esperaInicial: .milliseconds(250), esperaMaxima: .seconds(10))
  /// ```
  ///
  /// - Parameters:
  ///   - intentos: Tries in all, the first included; values below 1 count as 1.
  ///   - esperaInicial: The wait after the first failure.
  ///   - esperaMaxima: The longest wait between two tries.
  ///   - plazo: The longest a request may take with its retries, or `nil` for no limit.
  public init(
    intentos: Int = 5,
    esperaInicial: Duration = .milliseconds(500),
    esperaMaxima: Duration = .seconds(30),
    plazo: Duration? = nil
  ) {
    self.intentos = max(1, intentos)
    self.esperaInicial = esperaInicial
    self.esperaMaxima = esperaMaxima
    self.plazo = plazo
  }

  /// Whether another try may follow a failure with `error`, `transcurrido` after the first
  /// try began, the next one waiting `espera` first.
  ///
  /// ```swift
  /// let politica = PoliticaDeReintentos(plazo: .seconds(10))
  /// politica.permiteOtroIntento(tras: .red(.conexionInterrumpida), intento: 1,
  ///   transcurrido: .seconds(2), espera: .seconds(1))  // true
  /// politica.permiteOtroIntento(tras: .red(.tiempoAgotado(segundos: 10)), intento: 1,
  ///   transcurrido: .seconds(10), espera: .seconds(1))  // false: the time is spent
  /// ```
  public func permiteOtroIntento(
    tras error: ErrorArticulos, intento: Int, transcurrido: Duration, espera: Duration
  ) -> Bool {
    guard error != .cancelado, error.esTransitorio, intento < intentos else { return false }
    guard let plazo else { return true }
    // NB: A timeout (of the answer or of the connection) already used the whole time.
    if case .red(.tiempoAgotado) = error { return false }
    if case .red(.conexionNoAbierta) = error { return false }
    return transcurrido + espera < plazo
  }

  /// One try and no retry.
  ///
  /// ```swift
  /// let opciones = OpcionesDeEnvio(reintentos: .ninguno)
  /// ```
  public static let ninguno = PoliticaDeReintentos(intentos: 1)

  /// The wait before try `intento + 1`: ``esperaInicial`` doubled `intento - 1` times, at most
  /// ``esperaMaxima``.
  ///
  /// ```swift
  /// PoliticaDeReintentos(esperaInicial: .seconds(1)).espera(trasIntento: 3)  // 4 s
  /// ```
  ///
  /// - Parameter intento: The try that just failed, from 1.
  /// - Returns: How long to wait before the next try.
  public func espera(trasIntento intento: Int) -> Duration {
    var espera = esperaInicial
    var duplicaciones = max(0, intento - 1)
    while duplicaciones > 0, espera < esperaMaxima {
      espera *= 2
      duplicaciones -= 1
    }
    return min(espera, esperaMaxima)
  }
}
