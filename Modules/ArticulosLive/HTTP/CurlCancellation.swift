import Synchronization

/// A flag that the cancelling task sets and the transfer thread reads.
///
/// The flag is the only thing the two threads share while a transfer runs: the task's
/// cancellation handler sets it (and wakes the transfer's poll), and libcurl's progress
/// callback and ``CurlConnection``'s transfer loop read it, aborting the transfer when set.
///
/// ```swift
/// let cancellation = CurlCancellation()
/// cancellation.cancel()
/// cancellation.isCancelled  // true
/// ```
final class CurlCancellation: Sendable {
  private let flag = Atomic(false)

  /// Creates a flag that is not set.
  init() {}

  /// Whether ``cancel()`` was called.
  var isCancelled: Bool {
    flag.load(ordering: .acquiring)
  }

  /// Sets the flag; calling it again has no further effect.
  func cancel() {
    flag.store(true, ordering: .releasing)
  }
}
