import Foundation

/// A value behind a lock, for state that several threads share.
///
/// Unlike `Mutex`, it accepts values that are not `Sendable` (like `AnyHashable` keys), which is
/// safe here because the value never leaves the lock except as a copy made inside it.
final class Locked<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  init(_ state: State) { self.state = state }

  /// Runs `body` with exclusive access to the state.
  @inline(__always)
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
