/// Counts the calls in flight and the most ever in flight at once, and lets a test wait until a
/// number of calls are inside.
///
/// ```swift
/// let enVuelo = Concurrencia()
/// $0.clienteArticulos.borrar = { _ in
///   enVuelo.entrar()
///   defer { enVuelo.salir() }
///   try await compuerta.pasar()
/// }
/// try await enVuelo.esperar(dentro: 3)
/// #expect(enVuelo.maximo == 3)
/// ```
public final class Concurrencia: Sendable {
  private let estado = Vigilado((actual: 0, maximo: 0))

  /// No call in flight yet.
  public init() {}

  /// Marks a call as started.
  public func entrar() {
    estado.cambiar {
      $0.actual += 1
      $0.maximo = max($0.maximo, $0.actual)
    }
  }

  /// Marks a call as finished.
  public func salir() {
    estado.cambiar { $0.actual -= 1 }
  }

  /// Calls in flight now.
  public var actual: Int { estado.valor.actual }
  /// The most calls ever in flight at once.
  public var maximo: Int { estado.valor.maximo }

  /// Returns once at least `cantidad` calls are in flight at the same time.
  ///
  /// - Throws: `CancellationError` if the waiting task is cancelled first.
  public func esperar(dentro cantidad: Int) async throws {
    try await estado.esperar { $0.actual >= cantidad }
  }
}
