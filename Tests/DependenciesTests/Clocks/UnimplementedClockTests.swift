import Dependencies
import DependenciesTestSupport
import Testing

@Suite("UnimplementedClock: reports every use, then acts like the clock it wraps")
struct UnimplementedClockTests {
  @Test("Reading now reports 'Unimplemented: <name>.now'")
  func nowReports() {
    let clock = UnimplementedClock(name: "Reloj")
    let reports = Reports()
    withKnownIssue {
      _ = clock.now
    } matching: {
      reports.record($0, containing: "Unimplemented: Reloj.now")
    }
    #expect(reports.messages == ["Unimplemented: Reloj.now"])
  }

  @Test("Reading minimumResolution reports 'Unimplemented: <name>.minimumResolution'")
  func minimumResolutionReports() {
    let clock = UnimplementedClock(name: "Reloj")
    let reports = Reports()
    var resolution: Duration?
    withKnownIssue {
      resolution = clock.minimumResolution
    } matching: {
      reports.record($0, containing: "Unimplemented: Reloj.minimumResolution")
    }
    #expect(resolution == .zero)
    #expect(reports.messages == ["Unimplemented: Reloj.minimumResolution"])
  }

  @Test("A sleep reports, then returns at once and moves the time like an ImmediateClock")
  func sleepReportsThenActsImmediately() async throws {
    let clock = UnimplementedClock()
    let reports = Reports()
    let start = ContinuousClock.now
    var slept: Duration?
    try await withKnownIssue {
      let before = clock.now
      try await clock.sleep(until: before.advanced(by: .seconds(3_600)), tolerance: nil)
      slept = before.duration(to: clock.now)
    } matching: {
      reports.record($0, containing: "Unimplemented: Clock.")
    }
    #expect(slept == .seconds(3_600))
    // NB: A minute of slack, for a machine busy with the other suites: still 1/60 of the sleep.
    #expect(ContinuousClock.now - start < .seconds(60))
    #expect(
      reports.messages == [
        "Unimplemented: Clock.now", "Unimplemented: Clock.sleep", "Unimplemented: Clock.now",
      ])
  }

  @Test("Issues point at the line that made the clock")
  func issuesPointAtTheDefinition() {
    let clock = UnimplementedClock(name: "Reloj")
    let line = #line - 1
    let reports = Reports()
    withKnownIssue {
      _ = clock.now
    } matching: {
      reports.record($0, containing: "Unimplemented: Reloj.now")
    }
    #expect(reports.lines == [line])
    #expect(reports.fileIDs == [#fileID])
  }

  @Test("A sleep on a cancelled task reports, then throws CancellationError")
  func cancelledSleepThrows() async {
    let clock = UnimplementedClock(name: "Reloj")
    let reports = Reports()
    var outcome: Result<Void, any Error>?
    await withKnownIssue {
      let task = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        try await clock.sleep(until: clock.now.advanced(by: .seconds(1)), tolerance: nil)
      }
      outcome = await task.result
    } matching: {
      reports.record($0, containing: "Unimplemented: Reloj.")
    }
    #expect(throws: CancellationError.self) { try outcome?.get() }
    #expect(reports.messages == ["Unimplemented: Reloj.now", "Unimplemented: Reloj.sleep"])
  }

  @Test("Wrapping a test clock: a sleep reports, then waits until that clock is advanced")
  func wrappingATestClock() async throws {
    let base = TestClock()
    let clock = UnimplementedClock(base, name: "Reloj de prueba")
    let reports = Reports()
    var halfway: (any Error)?
    var outcome: Result<Void, any Error>?
    await withKnownIssue {
      let task = Task { try await clock.sleep(for: .seconds(2)) }
      await base.untilSleeping(1)
      await base.advance(by: .seconds(1))
      do { try await base.checkSuspension() } catch { halfway = error }
      await base.advance(by: .seconds(1))
      // NB: cancelling first makes a sleep that was never woken fail the test, not hang it.
      task.cancel()
      outcome = await task.result
    } matching: {
      reports.record($0, containing: "Unimplemented: Reloj de prueba.")
    }
    #expect(halfway is SuspensionError)
    try outcome?.get()
    #expect(
      reports.messages == [
        "Unimplemented: Reloj de prueba.now", "Unimplemented: Reloj de prueba.sleep",
      ])
  }

  @Test("Wrapping a clock without a name uses the clock's type as the name")
  func defaultNameIsTheWrappedType() {
    let clock = UnimplementedClock(ImmediateClock())
    let reports = Reports()
    withKnownIssue {
      _ = clock.now
    } matching: {
      reports.record($0, containing: "Unimplemented: ImmediateClock<Duration>.now")
    }
    #expect(reports.messages == ["Unimplemented: ImmediateClock<Duration>.now"])
  }

  @Test(".unimplemented(name:) makes an UnimplementedClock where a clock is expected")
  func unimplementedShorthand() async throws {
    func wait(on clock: some Clock<Duration>) async throws {
      try await clock.sleep(for: .seconds(5))
    }
    let reports = Reports()
    try await withKnownIssue {
      try await wait(on: .unimplemented(name: "Atajo"))
    } matching: {
      reports.record($0, containing: "Unimplemented: Atajo.")
    }
    #expect(reports.messages == ["Unimplemented: Atajo.now", "Unimplemented: Atajo.sleep"])
  }

  @Test("Its instants add, subtract and compare without reporting")
  func instantArithmetic() throws {
    let clock = UnimplementedClock(name: "Reloj")
    let reports = Reports()
    var origin: UnimplementedClock<Duration>.Instant?
    withKnownIssue {
      origin = clock.now
    } matching: {
      reports.record($0, containing: "Unimplemented: Reloj.now")
    }
    let start = try #require(origin)
    let later = start.advanced(by: .seconds(2))
    #expect(start.duration(to: later) == .seconds(2))
    #expect(start < later)
    #expect(later != start)
    #expect(reports.count == 1)
  }
}
