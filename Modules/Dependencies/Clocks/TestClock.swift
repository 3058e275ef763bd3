import Synchronization

/// A clock whose time moves only when a test says so, to test time-based code deterministically.
///
/// A sleep on a `TestClock` suspends until the test advances the clock to its deadline. Timers,
/// debounces, timeouts and delays can then be checked step by step, without waiting for real
/// time to pass:
///
/// ```swift
/// @MainActor
/// @Observable
/// final class TemporizadorModel {
///   var ticks = 0
///   @ObservationIgnored @Dependency(\.continuousClock) var clock
///
///   func empezar() async throws {
///     while true {
///       try await clock.sleep(for: .seconds(1))
///       ticks += 1
///     }
///   }
/// }
///
/// @MainActor
/// @Test func cuentaCadaSegundo() async {
///   let clock = TestClock()
///   let model = withDependencies {
///     $0.continuousClock = clock
///   } operation: {
///     TemporizadorModel()
///   }
///   let tarea = Task { try await model.empezar() }
///
///   await clock.advance(by: .seconds(1))
///   #expect(model.ticks == 1)
///   await clock.advance(by: .seconds(4))
///   #expect(model.ticks == 5)
///
///   tarea.cancel()
///   await clock.run()
/// }
/// ```
///
/// Advancing wakes the sleepers whose deadlines it reaches one at a time, in deadline order (in
/// the order they started sleeping for equal deadlines), with ``now`` set to each one's deadline.
/// Before waking the next one, the clock waits until the woken task has left `sleep`, then yields
/// on the caller's actor, on the main actor and to the global executor, so that the woken task
/// runs to its next suspension point (often its next sleep, which the same advance then reaches
/// in turn). Swift offers no way to observe that point, so this is a strong heuristic rather than
/// a proof: it holds for code on the caller's actor or on the main actor that reacts without
/// waiting for other work. Start the tasks that sleep before advancing, as above.
///
/// A sleep whose deadline is not before ``now`` suspends, even a zero-length one: advance by
/// zero (``advance(by:isolation:)`` with no argument) to let it go. Cancelling a sleeping task ends
/// its sleep at once with `CancellationError`.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A moment of a ``TestClock``: an offset from the clock's origin.
  ///
  /// ```swift
  /// let inicio = TestClock<Duration>.Instant()
  /// inicio.advanced(by: .seconds(2)).offset  // 2 seconds
  /// ```
  public typealias Instant = OffsetInstant<Duration>

  /// A task suspended in ``sleep(until:tolerance:)``.
  private struct Sleeper {
    let id: Int
    let deadline: Instant
    /// Resumed with `true` when the clock wakes the sleeper.
    let continuation: CheckedContinuation<Bool, any Error>
  }

  /// Everything that changes, behind one lock.
  private struct State {
    var now: Instant
    var minimumResolution: Duration = .zero
    var nextID = 0
    /// Suspended sleepers, in the order they started sleeping.
    var sleepers: [Sleeper] = []
    /// Sleeps cancelled before they could suspend.
    var cancelledIDs: Set<Int> = []
    /// For each sleeper being woken, what to resume once it has left `sleep`.
    var wakeAcknowledgements: [Int: CheckedContinuation<Bool, Never>] = [:]

    /// The earliest deadline of a suspended sleeper.
    var earliestDeadline: Instant? {
      sleepers.lazy.map(\.deadline).min()
    }

    /// The sleeper to wake first: the earliest deadline, then the earliest to start sleeping.
    func nextSleeper(upTo limit: Instant) -> Int? {
      var best: Int?
      for index in sleepers.indices where sleepers[index].deadline <= limit {
        if let current = best, sleepers[current].deadline <= sleepers[index].deadline {
          continue
        }
        best = index
      }
      return best
    }
  }

  private let state: Mutex<State>

  /// Makes a clock whose time starts at `now` and moves only when advanced.
  ///
  /// ```swift
  /// let clock = TestClock<Duration>(now: .init(offset: .seconds(100)))
  /// ```
  ///
  /// - Parameter now: The clock's starting time. Defaults to the origin.
  public convenience init(now: Instant = .init()) {
    self.init(startingAt: now)
  }

  private init(startingAt now: Instant) {
    self.state = Mutex(State(now: now))
  }

  /// The clock's time: where the latest advance, or the sleeper being woken, left it.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// await clock.advance(by: .seconds(3))
  /// clock.now  // 3 seconds after the origin
  /// ```
  public var now: Instant {
    state.withLock { $0.now }
  }

  /// The smallest time the clock tells apart. Zero unless a test sets it.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// clock.minimumResolution = .milliseconds(1)
  /// ```
  public var minimumResolution: Duration {
    get { state.withLock { $0.minimumResolution } }
    set { state.withLock { $0.minimumResolution = newValue } }
  }

  /// How many tasks sleep on the clock now.
  ///
  /// A test that starts sleeping tasks can wait for this count before it advances the clock, so
  /// that no sleep starts after the advance it was meant for.
  var sleeperCount: Int {
    state.withLock { $0.sleepers.count }
  }

  /// Suspends until the clock is advanced to `deadline`.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(1))) }
  /// await clock.advance(by: .seconds(1))  // the task above wakes up
  /// ```
  ///
  /// A deadline before ``now`` returns at once. Cancelling the task ends the sleep at once.
  ///
  /// - Parameters:
  ///   - deadline: The moment to wake at.
  ///   - tolerance: Ignored: the clock wakes sleepers exactly at their deadlines.
  /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    defer {
      // The cancellation handler may have run after the sleep ended; forget what it left.
      state.withLock { _ = $0.cancelledIDs.remove(id) }
    }
    let slept = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Bool, any Error>) in
        let start = state.withLock { state -> SleepStart in
          if state.cancelledIDs.contains(id) { return .cancelled }
          if deadline < state.now { return .passed }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .suspended
        }
        switch start {
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .passed: continuation.resume(returning: false)
        case .suspended: break
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
          return state.sleepers.remove(at: index)
        }
        state.cancelledIDs.insert(id)
        return nil
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
    if slept {
      let acknowledgement = state.withLock { $0.wakeAcknowledgements.removeValue(forKey: id) }
      acknowledgement?.resume(returning: true)
    }
    try Task.checkCancellation()
  }

  /// Throws when a task is still sleeping on this clock.
  ///
  /// Call it at the end of a test to prove the feature does not wait for more time to pass:
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let tarea = Task { try await clock.sleep(for: .seconds(1)) }
  /// await clock.advance(by: .seconds(1))
  /// try await clock.checkSuspension()  // passes: the sleep has ended
  /// ```
  ///
  /// It first lets ready tasks run, so a sleep that is about to start is seen.
  ///
  /// - Parameter isolation: The caller's actor, on which the clock yields to let ready tasks
  ///   run. Defaults to the caller's.
  /// - Throws: ``SuspensionError`` when at least one task sleeps on the clock.
  public func checkSuspension(isolation: isolated (any Actor)? = #isolation) async throws {
    await yieldToOtherTasks()
    if state.withLock({ !$0.sleepers.isEmpty }) {
      throw SuspensionError()
    }
  }

  /// Moves the clock's time forward by `duration`, waking every sleeper it reaches.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// Task { try await clock.sleep(for: .seconds(1)) }
  /// await clock.advance(by: .seconds(1))
  /// ```
  ///
  /// With no argument it advances by zero: sleepers whose deadline is ``now`` wake up, time
  /// stays where it is.
  ///
  /// - Parameters:
  ///   - duration: How much time passes. Defaults to zero.
  ///   - isolation: The caller's actor, on which the clock yields to let woken tasks run.
  ///     Defaults to the caller's.
  public func advance(
    by duration: Duration = .zero, isolation: isolated (any Actor)? = #isolation
  ) async {
    _ = await advance(to: now.advanced(by: duration), giveUpAt: nil)
  }

  /// Moves the clock's time forward to `deadline`, waking every sleeper it reaches.
  ///
  /// Sleepers wake one by one in deadline order, each with ``now`` at its own deadline, and a
  /// sleep started by a woken task is woken too when its deadline is reached. The clock ends at
  /// `deadline`; a deadline before ``now`` wakes nothing and leaves the time where it is.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let inicio = clock.now
  /// await clock.advance(to: inicio.advanced(by: .seconds(5)))
  /// ```
  ///
  /// - Parameters:
  ///   - deadline: The moment to move to.
  ///   - isolation: The caller's actor, on which the clock yields to let woken tasks run.
  ///     Defaults to the caller's.
  public func advance(to deadline: Instant, isolation: isolated (any Actor)? = #isolation) async {
    _ = await advance(to: deadline, giveUpAt: nil)
  }

  /// Advances to the next deadline again and again, until no task sleeps on the clock.
  ///
  /// Useful to let a feature run to its end without counting its sleeps:
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let tarea = Task {
  ///   for _ in 1...10 { try await clock.sleep(for: .seconds(1)) }
  /// }
  /// await clock.run()
  /// clock.now  // 10 seconds after the origin
  /// ```
  ///
  /// A feature that never stops sleeping (an endless timer) would keep it running forever: after
  /// `timeout` of real time it reports an issue, ends every remaining sleep with
  /// `CancellationError`, and returns.
  ///
  /// - Parameters:
  ///   - timeout: The real time to allow. Defaults to half a second.
  ///   - fileID: The file ID of the place to blame. Defaults to the caller's.
  ///   - filePath: The file path of the place to blame. Defaults to the caller's.
  ///   - line: The line of the place to blame. Defaults to the caller's.
  ///   - column: The column of the place to blame. Defaults to the caller's.
  ///   - isolation: The caller's actor, on which the clock yields to let woken tasks run.
  ///     Defaults to the caller's.
  public func run(
    timeout: Swift.Duration = .milliseconds(500),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    let giveUpAt = ContinuousClock.now.advanced(by: timeout)
    await yieldToOtherTasks()
    while let next = await nextDeadlineOnceSettled() {
      var advanced = false
      if ContinuousClock.now < giveUpAt {
        advanced = await advance(to: next, giveUpAt: giveUpAt)
      }
      guard advanced else {
        let abandoned = state.withLock { state -> [Sleeper] in
          defer { state.sleepers.removeAll() }
          return state.sleepers
        }
        for sleeper in abandoned {
          sleeper.continuation.resume(throwing: CancellationError())
        }
        reportIssue(
          """
          Expected every sleep on the test clock to end within \(timeout), but some were still \
          sleeping; they were cancelled.

          The feature may sleep forever (an endless timer, a loop that never stops), or it may \
          need more real time than that: advance the clock with 'advance(by:)' instead, stop the \
          feature before calling 'run', or give 'run' a longer 'timeout'.
          """,
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
    }
  }

  /// Wakes, in order, the sleepers up to `deadline`, then moves the time to `deadline`.
  ///
  /// - Returns: `false` when `giveUpAt` passed before every sleeper up to `deadline` woke.
  private func advance(
    to deadline: Instant,
    giveUpAt: ContinuousClock.Instant?,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    await yieldToOtherTasks()
    while await wakeNextSleeperOnceSettled(upTo: deadline) {
      if let giveUpAt, ContinuousClock.now >= giveUpAt {
        return false
      }
    }
    state.withLock { state in
      if state.now < deadline { state.now = deadline }
    }
    await yieldToOtherTasks()
    return true
  }

  /// Wakes the first sleeper due by `limit`, waits until it has left `sleep`, and lets it run.
  ///
  /// When no sleeper is due, it lets ready tasks run and looks once more before giving up: a task
  /// woken a moment ago may be about to sleep again.
  ///
  /// - Returns: Whether there was a sleeper to wake.
  private func wakeNextSleeperOnceSettled(
    upTo limit: Instant, isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    if await wakeNextSleeper(upTo: limit) {
      await yieldToOtherTasks()
      return true
    }
    await yieldToOtherTasks()
    guard await wakeNextSleeper(upTo: limit) else { return false }
    await yieldToOtherTasks()
    return true
  }

  /// The earliest deadline of a sleeper, looking once more after letting ready tasks run when
  /// nothing sleeps.
  private func nextDeadlineOnceSettled(
    isolation: isolated (any Actor)? = #isolation
  ) async -> Instant? {
    if let deadline = state.withLock({ $0.earliestDeadline }) { return deadline }
    await yieldToOtherTasks()
    return state.withLock { $0.earliestDeadline }
  }

  /// Wakes the first sleeper due by `limit` and waits until it has left `sleep`.
  ///
  /// - Returns: Whether there was a sleeper to wake.
  private func wakeNextSleeper(
    upTo limit: Instant, isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    await withCheckedContinuation { (acknowledged: CheckedContinuation<Bool, Never>) in
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.nextSleeper(upTo: limit) else { return nil }
        let sleeper = state.sleepers.remove(at: index)
        if state.now < sleeper.deadline { state.now = sleeper.deadline }
        state.wakeAcknowledgements[sleeper.id] = acknowledged
        return sleeper
      }
      guard let sleeper else {
        acknowledged.resume(returning: false)
        return
      }
      sleeper.continuation.resume(returning: true)
    }
  }
}

extension TestClock where Duration == Swift.Duration {
  /// Makes a clock measured in `Duration`, starting at its origin.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let model = withDependencies {
  ///   $0.continuousClock = clock
  /// } operation: {
  ///   TemporizadorModel()
  /// }
  /// ```
  public convenience init() {
    self.init(now: .init())
  }

  // NB: the generic initializer cannot infer `Duration` from `.init(offset: .seconds(10))`;
  // this overload pins it, so the type need not be spelled out.
  /// Makes a clock measured in `Duration`, starting at `now`.
  ///
  /// ```swift
  /// let clock = TestClock(now: .init(offset: .seconds(10)))
  /// ```
  ///
  /// - Parameter now: The clock's starting time.
  public convenience init(now: Instant) {
    self.init(startingAt: now)
  }
}

/// How a sleep on a ``TestClock`` begins.
private enum SleepStart {
  /// The task was cancelled before it could suspend.
  case cancelled
  /// The deadline is already past: no need to suspend.
  case passed
  /// The task waits for the clock to reach its deadline.
  case suspended
}
