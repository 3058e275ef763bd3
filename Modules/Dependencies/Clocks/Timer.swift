extension Clock where Duration: Hashable {
  /// Ticks every `interval` of this clock's time: an async sequence of the moments it ticked at.
  ///
  /// A timer on the clock dependency ticks in real time in a running program and when a test
  /// says so with a ``TestClock``:
  ///
  /// ```swift
  /// @MainActor
  /// @Observable
  /// final class CronometroModel {
  ///   var segundos = 0
  ///   @ObservationIgnored @Dependency(\.continuousClock) var clock
  ///
  ///   func empezar() async {
  ///     for await _ in clock.timer(interval: .seconds(1)) {
  ///       segundos += 1
  ///     }
  ///   }
  /// }
  ///
  /// @MainActor
  /// @Test func cuentaLosSegundos() async {
  ///   let clock = TestClock()
  ///   let model = withDependencies { $0.continuousClock = clock } operation: { CronometroModel() }
  ///   let tarea = Task { await model.empezar() }
  ///   await clock.advance(by: .seconds(3))
  ///   #expect(model.segundos == 3)
  ///   tarea.cancel()
  /// }
  /// ```
  ///
  /// The ticks keep to the clock's grid: the first comes `interval` after the first request for
  /// one, and every later one a whole number of intervals after that. A consumer that falls
  /// behind skips the ticks it missed instead of receiving them late, one after another. The
  /// sequence ends when the task iterating it is cancelled (or the clock's sleep throws).
  ///
  /// It is available on every clock measured in a `Hashable` duration, including an
  /// `any Clock<Duration>`: the ticks are read through an ``AnyClock`` of this clock.
  ///
  /// - Parameters:
  ///   - interval: The time between ticks.
  ///   - tolerance: How late each tick may come, passed on to the clock's sleeps. Defaults to
  ///     none.
  /// - Returns: The sequence of ticks.
  public func timer(
    interval: Duration,
    tolerance: Duration? = nil
  ) -> _AsyncTimerSequence<AnyClock<Duration>> {
    _AsyncTimerSequence(interval: interval, tolerance: tolerance, clock: AnyClock(self))
  }
}

/// The ticks of `timer(interval:tolerance:)` on a clock: an async sequence of the
/// moments a clock ticked at, every interval of its time.
///
/// Spelled as swift-dependencies spells it, so code that names the type compiles here too; you
/// need not name it:
///
/// ```swift
/// for await instante in clock.timer(interval: .milliseconds(500)) {
///   print("tic", instante)
/// }
/// ```
public struct _AsyncTimerSequence<C: Clock>: AsyncSequence, Sendable {
  /// A moment the clock ticked at, read from the clock when the tick is delivered.
  public typealias Element = C.Instant

  private let clock: C
  private let interval: C.Duration
  private let tolerance: C.Duration?

  init(interval: C.Duration, tolerance: C.Duration?, clock: C) {
    self.clock = clock
    self.interval = interval
    self.tolerance = tolerance
  }

  /// Starts a run of ticks; each iterator keeps its own grid.
  ///
  /// ```swift
  /// var ticks = clock.timer(interval: .seconds(1)).makeAsyncIterator()
  /// let primero = await ticks.next()
  /// ```
  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, interval: interval, tolerance: tolerance)
  }

  /// Waits for the ticks of an ``_AsyncTimerSequence``, one at a time.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    /// The clock to sleep on; `nil` once a sleep threw and the sequence ended.
    private var clock: C?
    private let interval: C.Duration
    private let tolerance: C.Duration?
    /// The deadline of the latest tick, the point of the grid the next one counts from.
    private var previous: C.Instant?

    fileprivate init(clock: C, interval: C.Duration, tolerance: C.Duration?) {
      self.clock = clock
      self.interval = interval
      self.tolerance = tolerance
    }

    /// Sleeps until the next tick and returns the clock's time then; `nil` once the task is
    /// cancelled.
    ///
    /// ```swift
    /// var ticks = clock.timer(interval: .seconds(1)).makeAsyncIterator()
    /// while let instante = await ticks.next() { print(instante) }
    /// ```
    public mutating func next() async -> C.Instant? {
      guard let clock else { return nil }
      let deadline = nextDeadline(now: clock.now)
      do {
        try await clock.sleep(until: deadline, tolerance: tolerance)
      } catch {
        self.clock = nil
        return nil
      }
      previous = deadline
      return clock.now
    }

    /// The first point of the grid after the previous tick that is not already past.
    private func nextDeadline(now: C.Instant) -> C.Instant {
      guard let previous else { return now.advanced(by: interval) }
      let next = previous.advanced(by: interval)
      guard next < now else { return next }
      // Behind: skip to the first point of the grid at or after `now`.
      let missed = (next.duration(to: now) / interval).rounded(.up)
      return next.advanced(by: interval * Int(missed))
    }
  }
}
