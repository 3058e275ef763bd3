import Dependencies
import DependenciesTestSupport
import Testing

@Suite("ImmediateClock: sleeps return at once and move the time to their deadlines")
struct ImmediateClockTests {
  @Test("A sleep returns at once and moves now by its duration")
  func sleepReturnsAtOnce() async throws {
    let clock = ImmediateClock()
    let start = ContinuousClock.now
    try await clock.sleep(for: .seconds(3_600))
    // NB: A minute of slack, for a machine busy with the other suites: still 1/60 of the sleep.
    #expect(ContinuousClock.now - start < .seconds(60))
    #expect(clock.now == .init(offset: .seconds(3_600)))
  }

  @Test("Consecutive sleeps add up")
  func sleepsAddUp() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(1))
    try await clock.sleep(for: .milliseconds(500))
    try await clock.sleep(for: .seconds(2))
    #expect(clock.now == .init(offset: .milliseconds(3_500)))
    #expect(clock.now != .init(offset: .seconds(2)))
  }

  @Test("A deadline in the past leaves the time where it is")
  func pastDeadlineDoesNotGoBack() async throws {
    let clock = ImmediateClock(now: .init(offset: .seconds(10)))
    try await clock.sleep(until: .init(offset: .seconds(4)), tolerance: nil)
    #expect(clock.now == .init(offset: .seconds(10)))
  }

  @Test("init(now:) sets where the time starts")
  func startsWhereToldTo() async throws {
    let clock = ImmediateClock(now: .init(offset: .seconds(100)))
    #expect(clock.now.offset == .seconds(100))
    try await clock.sleep(for: .seconds(1))
    #expect(clock.now.offset == .seconds(101))
    #expect(ImmediateClock().now.offset == .zero)
  }

  @Test("A cancelled task's sleep throws CancellationError and leaves the time alone")
  func cancelledSleepThrows() async {
    let clock = ImmediateClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now == .init())
  }

  @Test("Concurrent sleeps leave the time at the latest deadline")
  func concurrentSleeps() async throws {
    let clock = ImmediateClock()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for second in (1...50).shuffled() {
        group.addTask { try await clock.sleep(until: .init(offset: .seconds(second))) }
      }
      try await group.waitForAll()
    }
    #expect(clock.now == .init(offset: .seconds(50)))
  }

  @Test("Instants add, subtract and compare by their offsets")
  func instantArithmetic() {
    let start = ImmediateClock<Duration>.Instant()
    let later = start.advanced(by: .seconds(3))
    #expect(later.offset == .seconds(3))
    #expect(start.duration(to: later) == .seconds(3))
    #expect(later.duration(to: start) == .seconds(-3))
    #expect(start < later)
    #expect(!(later < start))
    #expect(later == .init(offset: .seconds(3)))
  }

  @Test("It works with any duration type, and has no minimum resolution")
  func customDuration() async throws {
    let clock = ImmediateClock<Duration>(now: .init(offset: .milliseconds(1)))
    #expect(clock.minimumResolution == .zero)
    try await clock.sleep(until: clock.now.advanced(by: .milliseconds(2)), tolerance: .seconds(1))
    #expect(clock.now.offset == .milliseconds(3))
  }

  @Test(".immediate makes an ImmediateClock where a clock is expected")
  func immediateShorthand() async throws {
    func wait(on clock: some Clock<Duration>) async throws -> Duration {
      let start = clock.now
      try await clock.sleep(for: .seconds(5))
      return start.duration(to: clock.now)
    }
    #expect(try await wait(on: .immediate) == .seconds(5))
  }
}
