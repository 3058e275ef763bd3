import Synchronization

/// Remembers values handed to an endpoint, so a test can check what a method passed on.
final class Recorder<Value: Sendable>: Sendable {
  private let storage = Mutex<[Value]>([])

  /// Everything recorded so far, oldest first.
  var values: [Value] {
    storage.withLock { $0 }
  }

  func record(_ value: Value) {
    storage.withLock { $0.append(value) }
  }
}
