import Synchronization

/// A thread-safe list of what happened, for tests to assert on.
final class Registro<Elemento: Sendable>: Sendable {
  private let elementos = Mutex<[Elemento]>([])

  /// Adds `elemento`.
  func anotar(_ elemento: Elemento) {
    elementos.withLock { $0.append(elemento) }
  }

  /// Everything added so far, in order.
  var todos: [Elemento] {
    elementos.withLock { $0 }
  }

  /// How many were added.
  var cuenta: Int {
    elementos.withLock { $0.count }
  }
}
