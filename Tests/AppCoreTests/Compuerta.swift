import Synchronization

/// A gate that holds calls until it is opened; a cancelled caller leaves at once.
final class Compuerta: Sendable {
  private let abierta = Mutex(false)

  /// Lets every waiting and future caller through.
  func abrir() {
    abierta.withLock { $0 = true }
  }

  /// Waits until the gate is open; throws `CancellationError` if the task is cancelled.
  func pasar() async throws {
    while !abierta.withLock({ $0 }) {
      try await Task.sleep(for: .milliseconds(1))
    }
  }
}
