import Synchronization

/// A clock whose sleeps return at once and are written down, for asserting backoff delays.
///
/// Installed as the `continuousClock` dependency, it lets a retry test check the exact waits
/// (`[.milliseconds(250), .milliseconds(500)]`) without waiting for them.
///
/// ```swift
/// let clock = RecordingClock()
/// try await withDependencies { $0.continuousClock = clock } operation: { ... }
/// #expect(clock.sleeps == [.milliseconds(250)])
/// ```
final class RecordingClock: Clock, Sendable {
  /// A point in this clock's time: an offset from its start.
  struct Instant: InstantProtocol {
    /// Time since the clock's start.
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleeps: [Duration] = []
  }

  private let state = Mutex(State())

  /// The clock's current time; each sleep moves it forward.
  var now: Instant { state.withLock { $0.now } }
  /// The resolution: any duration is kept exactly.
  var minimumResolution: Duration { .zero }
  /// Every sleep asked for, in order.
  var sleeps: [Duration] { state.withLock { $0.sleeps } }

  /// Records the wait and returns at once (throwing if the task is cancelled).
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    state.withLock { state in
      state.sleeps.append(state.now.duration(to: deadline))
      state.now = deadline
    }
  }
}
