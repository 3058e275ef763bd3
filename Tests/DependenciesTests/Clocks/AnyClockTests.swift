import Dependencies
import DependenciesTestSupport
import Testing

@Suite("AnyClock: a concrete clock that forwards to another")
struct AnyClockTests {
  @Test("Time counts from the wrapped clock's time when it was wrapped")
  func timeCountsFromWrapping() async throws {
    let base = ImmediateClock(now: .init(offset: .seconds(100)))
    let clock = AnyClock(base)
    let start = clock.now
    try await base.sleep(for: .seconds(2))
    #expect(start.duration(to: clock.now) == .seconds(2))
  }

  @Test("Sleeping on it sleeps on the wrapped clock")
  func sleepForwards() async throws {
    let base = ImmediateClock(now: .init(offset: .seconds(100)))
    let clock = AnyClock(base)
    try await clock.sleep(for: .seconds(5))
    #expect(base.now == .init(offset: .seconds(105)))
    #expect(base.now != .init(offset: .seconds(5)))
  }

  @Test("A sleep through it waits until the wrapped test clock is advanced")
  func sleepWaitsForTheWrappedTestClock() async throws {
    let base = TestClock()
    let clock = AnyClock(base)
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    await base.untilSleeping(1)
    await base.advance(by: .milliseconds(999))
    await #expect(throws: SuspensionError.self) { try await base.checkSuspension() }
    await base.advance(by: .milliseconds(1))
    // NB: cancelling first makes a sleep that was never woken fail the test instead of hanging it.
    task.cancel()
    try await task.value
    try await base.checkSuspension()
  }

  @Test("minimumResolution comes from the wrapped clock")
  func minimumResolutionForwards() {
    let base = TestClock()
    base.minimumResolution = .milliseconds(15)
    #expect(AnyClock(base).minimumResolution == .milliseconds(15))
    #expect(AnyClock(ImmediateClock()).minimumResolution == .zero)
  }

  @Test("Its instants add, subtract and compare")
  func instantArithmetic() {
    let clock = AnyClock(ImmediateClock())
    let start = clock.now
    let later = start.advanced(by: .seconds(2))
    #expect(start.duration(to: later) == .seconds(2))
    #expect(start < later)
    #expect(later != start)
  }
}
