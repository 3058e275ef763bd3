/// How a feature retries a request that failed for a reason that may pass.
///
/// Only errors whose ``/ArticulosInterface/ErrorArticulos/esTransitorio`` is `true` are retried
/// (a server failure, a refused or interrupted connection, a timeout); everything else fails at
/// once. Between tries the feature sleeps on the `continuousClock` dependency, doubling the wait
/// each time up to ``esperaMaxima``, so tests observe the waits on a `TestClock` and never
/// really sleep.
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
  public init(
    intentos: Int = 5,
    esperaInicial: Duration = .milliseconds(500),
    esperaMaxima: Duration = .seconds(30)
  ) {
    self.intentos = max(1, intentos)
    self.esperaInicial = esperaInicial
    self.esperaMaxima = esperaMaxima
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
