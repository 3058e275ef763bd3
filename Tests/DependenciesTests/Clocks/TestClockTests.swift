import Dependencies
import DependenciesTestSupport
import Testing

/// What the tasks of a test did, in order, on the main actor.
@MainActor
private final class Timeline {
  var events: [String] = []
}

/// A feature that ticks every second, for as many ticks as it is told (forever by default).
@MainActor
private final class Ticker {
  var ticks = 0
  @Dependency(\.continuousClock) var clock

  func start(ticks limit: Int = .max) async throws {
    while ticks < limit {
      try await clock.sleep(for: .seconds(1))
      ticks += 1
    }
  }
}

// NB: these tests cancel a task before awaiting its value: a task that already finished is not
// affected, and a sleep that was wrongly never woken then fails the test instead of hanging it.
@Suite("TestClock: time moves only when the test advances it")
struct TestClockTests {
  @MainActor
  @Test("A sleep waits until the clock reaches its deadline, and not a moment earlier")
  func sleepWaitsForTheDeadline() async throws {
    let clock = TestClock()
    let timeline = Timeline()
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      timeline.events.append("woke")
    }
    await clock.untilSleeping(1)
    await clock.advance(by: .milliseconds(999))
    #expect(timeline.events == [])
    await clock.advance(by: .milliseconds(1))
    #expect(timeline.events == ["woke"])
    task.cancel()
    try await task.value
  }

  @MainActor
  @Test("One advance wakes sleepers in deadline order, each seeing now at its own deadline")
  func sleepersWakeInDeadlineOrder() async throws {
    let clock = TestClock()
    let timeline = Timeline()
    var tasks: [Task<Void, any Error>] = []
    for seconds in [3, 1, 2] {
      tasks.append(
        Task {
          try await clock.sleep(for: .seconds(seconds))
          timeline.events.append("\(seconds)s at \(clock.now.offset)")
        })
    }
    await clock.untilSleeping(3)
    await clock.advance(by: .seconds(10))
    #expect(timeline.events == ["1s at 1.0 seconds", "2s at 2.0 seconds", "3s at 3.0 seconds"])
    #expect(clock.now.offset == .seconds(10))
    for task in tasks {
      task.cancel()
      try await task.value
    }
  }

  @MainActor
  @Test("Equal deadlines wake in the order the sleeps started")
  func equalDeadlinesWakeInStartOrder() async throws {
    let clock = TestClock()
    let timeline = Timeline()
    let deadline = TestClock<Duration>.Instant(offset: .seconds(1))
    let first = Task {
      try await clock.sleep(until: deadline)
      timeline.events.append("first")
    }
    await clock.untilSleeping(1)
    let second = Task {
      try await clock.sleep(until: deadline)
      timeline.events.append("second")
    }
    await clock.untilSleeping(2)
    await clock.advance(by: .seconds(1))
    #expect(timeline.events == ["first", "second"])
    first.cancel()
    try await first.value
    second.cancel()
    try await second.value
  }

  @MainActor
  @Test("advance(to:) wakes the sleepers up to its deadline and stops there")
  func advanceToStopsAtTheDeadline() async throws {
    let clock = TestClock()
    let timeline = Timeline()
    let early = Task {
      try await clock.sleep(for: .seconds(2))
      timeline.events.append("2s")
    }
    let late = Task {
      try await clock.sleep(for: .seconds(5))
      timeline.events.append("5s")
    }
    await clock.untilSleeping(2)
    await clock.advance(to: .init(offset: .seconds(4)))
    #expect(timeline.events == ["2s"])
    #expect(clock.now == .init(offset: .seconds(4)))
    await clock.advance(to: .init(offset: .seconds(5)))
    #expect(timeline.events == ["2s", "5s"])
    early.cancel()
    try await early.value
    late.cancel()
    try await late.value
  }

  @Test("Advancing to a moment before now wakes nothing and leaves the time alone")
  func advancingBackwardsDoesNothing() async {
    let clock = TestClock(now: .init(offset: .seconds(10)))
    await clock.advance(to: .init(offset: .seconds(3)))
    #expect(clock.now == .init(offset: .seconds(10)))
    await clock.advance(by: .seconds(-5))
    #expect(clock.now == .init(offset: .seconds(10)))
  }

  @MainActor
  @Test("A zero-length sleep waits for an advance by zero, which leaves the time alone")
  func zeroLengthSleepWaitsForAdvance() async throws {
    let clock = TestClock()
    let timeline = Timeline()
    let task = Task {
      try await clock.sleep(for: .zero)
      timeline.events.append("woke")
    }
    await clock.untilSleeping(1)
    await #expect(throws: SuspensionError.self) { try await clock.checkSuspension() }
    #expect(timeline.events == [])
    await clock.advance()
    #expect(timeline.events == ["woke"])
    #expect(clock.now == .init())
    task.cancel()
    try await task.value
  }

  @Test("A sleep until a moment already past returns without an advance")
  func pastDeadlineReturnsAtOnce() async throws {
    let clock = TestClock(now: .init(offset: .seconds(10)))
    try await clock.sleep(until: .init(offset: .seconds(5)))
    #expect(clock.now == .init(offset: .seconds(10)))
    try await clock.checkSuspension()
  }

  @MainActor
  @Test("A task woken by an advance that sleeps again is woken again by the same advance")
  func repeatedSleepsWithinOneAdvance() async throws {
    let clock = TestClock()
    let ticker = withDependencies {
      $0.continuousClock = clock
    } operation: {
      Ticker()
    }
    let task = Task { try await ticker.start(ticks: 5) }
    await clock.untilSleeping(1)
    await clock.advance(by: .seconds(3))
    #expect(ticker.ticks == 3)
    await clock.advance(by: .milliseconds(1_500))
    #expect(ticker.ticks == 4)
    await clock.advance(by: .milliseconds(500))
    #expect(ticker.ticks == 5)
    task.cancel()
    try await task.value
    try await clock.checkSuspension()
  }

  @MainActor
  @Test("Cancelling a sleeping task ends its sleep with CancellationError, without an advance")
  func cancellingASleeperThrows() async throws {
    let clock = TestClock()
    let timeline = Timeline()
    let task = Task {
      do {
        try await clock.sleep(for: .seconds(1))
        timeline.events.append("woke")
      } catch {
        timeline.events.append("\(type(of: error))")
        throw error
      }
    }
    await clock.untilSleeping(1)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(timeline.events == ["CancellationError"])
    try await clock.checkSuspension()
    await clock.advance(by: .seconds(1))
    #expect(timeline.events == ["CancellationError"])
  }

  @Test("A task cancelled before it sleeps throws CancellationError at once")
  func cancelledBeforeSleeping() async throws {
    let clock = TestClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    try await clock.checkSuspension()
  }

  @Test("checkSuspension throws while a task sleeps, and not once the sleep has ended")
  func checkSuspensionReportsSleepers() async throws {
    let clock = TestClock()
    try await clock.checkSuspension()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.untilSleeping(1)
    await #expect(throws: SuspensionError.self) { try await clock.checkSuspension() }
    await clock.advance(by: .seconds(1))
    task.cancel()
    try await task.value
    try await clock.checkSuspension()
  }

  @MainActor
  @Test("run() advances from deadline to deadline until nothing sleeps")
  func runDrivesAFiniteTimer() async throws {
    let clock = TestClock()
    let ticker = withDependencies {
      $0.continuousClock = clock
    } operation: {
      Ticker()
    }
    let task = Task { try await ticker.start(ticks: 10) }
    await clock.untilSleeping(1)
    // NB: a generous real-time allowance: the suites run in parallel on shared machines, and
    // this test is about which deadlines run() visits, not how fast it gets there. Each visit
    // lets every ready task run first, down to the background priority, so a loaded pool slows
    // it: a clean-clone CI run, with the live and tool suites' servers busy, reached 7 of the 10
    // ticks in 30 s.
    await clock.run(timeout: .seconds(180))
    #expect(ticker.ticks == 10)
    #expect(clock.now == .init(offset: .seconds(10)))
    task.cancel()
    try await task.value
  }

  @MainActor
  @Test("run() on an endless timer reports an issue after its timeout and cancels the sleeps")
  func runGivesUpOnAnEndlessTimer() async throws {
    let clock = TestClock()
    let ticker = withDependencies {
      $0.continuousClock = clock
    } operation: {
      Ticker()
    }
    let task = Task { try await ticker.start() }
    await clock.untilSleeping(1)
    let reports = Reports()
    let start = ContinuousClock.now
    await withKnownIssue {
      await clock.run(timeout: .milliseconds(200))
    } matching: {
      reports.record($0, containing: "Expected every sleep on the test clock")
    }
    #expect(ContinuousClock.now - start < .seconds(60))
    #expect(reports.count == 1)
    #expect(reports.messages.first?.hasPrefix("Expected every sleep on the test clock") == true)
    try await clock.checkSuspension()
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test("Sleepers on many threads all wake, and the time ends at the target")
  func manyThreads() async throws {
    let clock = TestClock()
    let woken = SharedState<[Int]>([])
    try await withThrowingTaskGroup(of: Void.self) { group in
      for second in (1...100).shuffled() {
        group.addTask {
          try await clock.sleep(for: .seconds(second))
          woken.withLock { $0.append(second) }
        }
      }
      await clock.untilSleeping(100)
      await clock.advance(by: .seconds(50))
      await clock.advance(by: .seconds(50))
      group.cancelAll()
      try await group.waitForAll()
    }
    #expect(woken.withLock { $0.sorted() } == Array(1...100))
    #expect(clock.now == .init(offset: .seconds(100)))
    try await clock.checkSuspension()
  }

  @Test("init(now:) sets where the time starts, and minimumResolution can be set")
  func startAndResolution() {
    let clock = TestClock(now: .init(offset: .seconds(42)))
    #expect(clock.now.offset == .seconds(42))
    #expect(clock.minimumResolution == .zero)
    clock.minimumResolution = .milliseconds(1)
    #expect(clock.minimumResolution == .milliseconds(1))
    #expect(TestClock().now.offset == .zero)
  }

  @Test("Instants add, subtract and compare by their offsets")
  func instantArithmetic() {
    let start = TestClock<Duration>.Instant()
    let later = start.advanced(by: .seconds(2))
    #expect(start.duration(to: later) == .seconds(2))
    #expect(later.duration(to: start) == .seconds(-2))
    #expect(start < later)
    #expect(!(later < start))
    #expect(later == .init(offset: .seconds(2)))
  }

  @Test("SuspensionError explains what to do")
  func suspensionErrorDescription() {
    #expect(SuspensionError().description.contains("Advance the clock"))
  }
}
