import Synchronization

/// A value that test tasks share, behind a lock.
///
/// A `Mutex` cannot be captured by the escaping closures tests hand to tasks; a class that holds
/// one can.
///
/// ```swift
/// let woken = SharedState<[Int]>([])
/// group.addTask { woken.withLock { $0.append(1) } }
/// #expect(woken.withLock { $0 } == [1])
/// ```
final class SharedState<Value: Sendable>: Sendable {
  private let state: Mutex<Value>

  init(_ value: Value) {
    self.state = Mutex(value)
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    state.withLock { value in body(&value) }
  }
}
