import Dependencies
import DependenciesTestSupport
import Testing

@Suite("continuousClock and suspendingClock: real clocks live, unimplemented clocks in tests")
struct ClockDependencyTests {
  @Test("The live continuousClock is a ContinuousClock, the live suspendingClock a SuspendingClock")
  func liveValuesAreRealClocks() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.continuousClock) var continuousClock
      @Dependency(\.suspendingClock) var suspendingClock
      #expect(continuousClock is ContinuousClock)
      #expect(!(continuousClock is SuspendingClock))
      #expect(suspendingClock is SuspendingClock)
      #expect(!(suspendingClock is ContinuousClock))
    }
  }

  @Test("The live continuousClock really sleeps")
  func liveContinuousClockSleeps() async throws {
    try await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.continuousClock) var clock
      let start = ContinuousClock.now
      try await clock.sleep(for: .milliseconds(50))
      #expect(ContinuousClock.now - start >= .milliseconds(50))
    }
  }

  @Test("The preview clocks are the live ones")
  func previewValuesAreLive() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.continuousClock) var continuousClock
      @Dependency(\.suspendingClock) var suspendingClock
      #expect(continuousClock is ContinuousClock)
      #expect(suspendingClock is SuspendingClock)
    }
  }

  @Test("The test continuousClock reports 'Unimplemented: ContinuousClock.now' when read")
  func testContinuousClockReportsNow() {
    @Dependency(\.continuousClock) var clock
    let reports = Reports()
    withKnownIssue {
      _ = clock.now
    } matching: {
      reports.record($0, containing: "Unimplemented: ContinuousClock.")
    }
    #expect(reports.messages == ["Unimplemented: ContinuousClock.now"])
  }

  @Test("The test continuousClock reports a sleep, then returns without waiting")
  func testContinuousClockReportsSleep() async throws {
    @Dependency(\.continuousClock) var clock
    let reports = Reports()
    let start = ContinuousClock.now
    try await withKnownIssue {
      try await clock.sleep(for: .seconds(3_600))
    } matching: {
      reports.record($0, containing: "Unimplemented: ContinuousClock.")
    }
    // NB: A minute of slack, for a machine busy with the other suites: still 1/60 of the sleep.
    #expect(ContinuousClock.now - start < .seconds(60))
    #expect(
      reports.messages == [
        "Unimplemented: ContinuousClock.now", "Unimplemented: ContinuousClock.sleep",
      ]
    )
  }

  @Test("The test suspendingClock reports with its own name")
  func testSuspendingClockReports() async throws {
    @Dependency(\.suspendingClock) var clock
    let reports = Reports()
    try await withKnownIssue {
      _ = clock.minimumResolution
      try await clock.sleep(for: .seconds(30))
    } matching: {
      reports.record($0, containing: "Unimplemented: SuspendingClock.")
    }
    #expect(
      reports.messages == [
        "Unimplemented: SuspendingClock.minimumResolution",
        "Unimplemented: SuspendingClock.now",
        "Unimplemented: SuspendingClock.sleep",
      ])
  }

  @Test("Reading the test clocks without using them reports nothing")
  func readingTheTestClocksIsSilent() {
    @Dependency(\.continuousClock) var continuousClock
    @Dependency(\.suspendingClock) var suspendingClock
    let clocks: [any Clock<Duration>] = [continuousClock, suspendingClock]
    #expect(clocks.count == 2)
  }

  @Test("An overriding ImmediateClock is used, and nothing is reported")
  func overrideWithImmediateClock() async throws {
    let immediate = ImmediateClock()
    try await withDependencies {
      $0.continuousClock = immediate
      $0.suspendingClock = immediate
    } operation: {
      @Dependency(\.continuousClock) var continuousClock
      @Dependency(\.suspendingClock) var suspendingClock
      try await continuousClock.sleep(for: .seconds(3))
      try await suspendingClock.sleep(for: .seconds(4))
    }
    #expect(immediate.now == .init(offset: .seconds(7)))
  }
}
