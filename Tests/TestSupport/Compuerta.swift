/// A gate that holds callers until it is opened. Waiting callers are resumed by ``abrir()``, not by
/// polling; a cancelled caller leaves at once with `CancellationError`, as from a request that
/// was interrupted.
///
/// A gate that is never opened stands for a request that never answers:
///
/// ```swift
/// let compuerta = Compuerta()
/// $0.clienteArticulos.borrar = { _ in try await compuerta.pasar() }
/// ...
/// compuerta.abrir()  // every held deletion answers
/// ```
public final class Compuerta: Sendable {
  private let abierta = Vigilado(false)

  /// A closed gate.
  public init() {}

  /// Lets every waiting and future caller through.
  public func abrir() {
    abierta.cambiar { $0 = true }
  }

  /// Waits until the gate is open.
  ///
  /// - Throws: `CancellationError` if the task is cancelled first.
  public func pasar() async throws {
    try await abierta.esperar { $0 }
  }
}
