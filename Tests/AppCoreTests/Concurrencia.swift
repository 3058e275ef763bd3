import Synchronization

/// Counts calls in flight and the most ever in flight at once.
final class Concurrencia: Sendable {
  private let estado = Mutex((actual: 0, maximo: 0))

  /// Marks a call as started.
  func entrar() {
    estado.withLock {
      $0.actual += 1
      $0.maximo = max($0.maximo, $0.actual)
    }
  }

  /// Marks a call as finished.
  func salir() {
    estado.withLock { $0.actual -= 1 }
  }

  /// Calls in flight now.
  var actual: Int { estado.withLock { $0.actual } }
  /// The most calls ever in flight at once.
  var maximo: Int { estado.withLock { $0.maximo } }
}
