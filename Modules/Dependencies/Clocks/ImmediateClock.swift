import Synchronization

/// A clock whose sleeps return at once, moving its time forward to their deadlines.
///
/// Use it where time only has to pass, not be watched: previews, demos, and tests that do not
/// care about the moments in between. A feature that waits five seconds before it shows a
/// message shows it right away:
///
/// ```swift
/// @Observable
/// final class BienvenidaModel {
///   var mensaje: String?
///   @ObservationIgnored @Dependency(\.continuousClock) var clock
///
///   func aparecer() async throws {
///     try await clock.sleep(for: .seconds(5))
///     mensaje = "¡Bienvenido!"
///   }
/// }
///
/// let model = withDependencies {
///   $0.continuousClock = ImmediateClock()
/// } operation: {
///   BienvenidaModel()
/// }
/// try await model.aparecer()  // returns at once
/// ```
///
/// Each sleep checks for cancellation, moves ``now`` to its deadline (never backwards) and lets
/// other ready tasks run before it returns. To control when sleeps end, use ``TestClock``.
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A moment of a ``ImmediateClock``: an offset from the clock's origin.
  ///
  /// ```swift
  /// let inicio = ImmediateClock<Duration>.Instant()
  /// inicio.advanced(by: .seconds(2)).offset  // 2 seconds
  /// ```
  public typealias Instant = OffsetInstant<Duration>

  private let current: Mutex<Instant>

  /// The smallest time this clock tells apart: zero, it has no granularity.
  ///
  /// ```swift
  /// ImmediateClock().minimumResolution  // .zero
  /// ```
  public let minimumResolution: Duration = .zero

  /// Makes a clock whose time starts at `now`.
  ///
  /// ```swift
  /// let clock = ImmediateClock<Duration>(now: .init(offset: .seconds(10)))
  /// ```
  ///
  /// - Parameter now: The clock's time before its first sleep. Defaults to the origin.
  public convenience init(now: Instant = .init()) {
    self.init(startingAt: now)
  }

  private init(startingAt now: Instant) {
    self.current = Mutex(now)
  }

  /// The clock's time: where its latest deadline left it.
  ///
  /// ```swift
  /// let clock = ImmediateClock()
  /// try await clock.sleep(for: .seconds(3))
  /// clock.now  // 3 seconds after the origin
  /// ```
  public var now: Instant {
    current.withLock { $0 }
  }

  /// Moves the clock's time to `deadline` and returns without waiting.
  ///
  /// ```swift
  /// let clock = ImmediateClock()
  /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)), tolerance: nil)
  /// ```
  ///
  /// A deadline in the past leaves the time where it is.
  ///
  /// - Parameters:
  ///   - deadline: The moment to move to.
  ///   - tolerance: Ignored: this clock is exact.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in now = Swift.max(now, deadline) }
    await yieldToOtherTasks()
  }
}

extension ImmediateClock where Duration == Swift.Duration {
  /// Makes a clock measured in `Duration`, starting at its origin.
  ///
  /// ```swift
  /// let clock: any Clock<Duration> = ImmediateClock()
  /// ```
  public convenience init() {
    self.init(now: .init())
  }

  // NB: the generic initializer cannot infer `Duration` from `.init(offset: .seconds(10))`;
  // this overload pins it, so the type need not be spelled out.
  /// Makes a clock measured in `Duration`, starting at `now`.
  ///
  /// ```swift
  /// let clock = ImmediateClock(now: .init(offset: .seconds(10)))
  /// ```
  ///
  /// - Parameter now: The clock's starting time.
  public convenience init(now: Instant) {
    self.init(startingAt: now)
  }
}

extension Clock where Self == ImmediateClock<Swift.Duration> {
  /// A clock whose sleeps return at once: an ``ImmediateClock``.
  ///
  /// ```swift
  /// func esperar(_ clock: some Clock<Duration>) async throws {
  ///   try await clock.sleep(for: .seconds(5))
  /// }
  /// try await esperar(.immediate)
  /// ```
  public static var immediate: Self {
    ImmediateClock()
  }
}
