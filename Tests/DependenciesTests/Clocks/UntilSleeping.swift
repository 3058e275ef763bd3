@testable import Dependencies
import Testing

extension TestClock {
  /// Waits until `count` tasks sleep on this clock, for up to five seconds of real time.
  ///
  /// A task started with `Task { }` begins sleeping a moment later, on another thread. A test
  /// that advances the clock must know its tasks already sleep, or a sleep that starts after the
  /// advance would wait for the next one.
  ///
  /// ```swift
  /// let task = Task { try await clock.sleep(for: .seconds(1)) }
  /// await clock.untilSleeping(1)
  /// await clock.advance(by: .seconds(1))
  /// ```
  func untilSleeping(
    _ count: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    // Generous: a precondition, not a measurement; it returns as soon as it holds.
    let giveUp = ContinuousClock.now.advanced(by: .seconds(60))
    while sleeperCount < count {
      guard ContinuousClock.now < giveUp else {
        Issue.record(
          "Expected \(count) tasks sleeping on the test clock, found \(sleeperCount).",
          sourceLocation: sourceLocation)
        return
      }
      await yieldToOtherTasks(rounds: 1)
    }
  }
}
