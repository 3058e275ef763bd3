/// A clock that hides the type of the clock it wraps.
///
/// `any Clock<Duration>` is an existential, and an API that is generic over `some Clock` cannot
/// take it. `AnyClock` is a concrete clock that forwards to any clock measured in the same
/// duration:
///
/// ```swift
/// @Dependency(\.continuousClock) var clock
///
/// func esperar<C: Clock>(_ duration: C.Duration, on clock: C) async throws {
///   try await clock.sleep(for: duration)
/// }
/// try await esperar(.seconds(1), on: AnyClock(clock))
/// ```
///
/// Its instants count from the wrapped clock's time when the `AnyClock` was made.
public final class AnyClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A moment of an ``AnyClock``: the time since the wrapped clock's time at wrapping.
  ///
  /// The same ``OffsetInstant`` that ``TestClock`` and ``ImmediateClock`` count in, with the
  /// moment of wrapping as its origin.
  ///
  /// ```swift
  /// let clock = AnyClock(ImmediateClock())
  /// let luego = clock.now.advanced(by: .seconds(1))
  /// clock.now.duration(to: luego)  // 1 second
  /// ```
  public typealias Instant = OffsetInstant<Duration>

  private let readNow: @Sendable () -> Instant
  private let readMinimumResolution: @Sendable () -> Duration
  private let sleepUntil: @Sendable (Instant, Duration?) async throws -> Void

  /// Wraps `clock`.
  ///
  /// ```swift
  /// let reloj = AnyClock(ContinuousClock())
  /// ```
  ///
  /// - Parameter clock: The clock to forward to. Its time is read once, now, as the origin.
  public init<Wrapped: Clock>(_ clock: Wrapped) where Wrapped.Duration == Duration {
    let origin = clock.now
    self.readNow = { Instant(offset: origin.duration(to: clock.now)) }
    self.readMinimumResolution = { clock.minimumResolution }
    self.sleepUntil = { deadline, tolerance in
      try await clock.sleep(until: origin.advanced(by: deadline.offset), tolerance: tolerance)
    }
  }

  /// The wrapped clock's time, as an offset from its time when it was wrapped.
  ///
  /// ```swift
  /// let clock = AnyClock(ImmediateClock())
  /// try await clock.sleep(for: .seconds(2))
  /// clock.now  // 2 seconds after the origin
  /// ```
  public var now: Instant {
    readNow()
  }

  /// The wrapped clock's minimum resolution.
  ///
  /// ```swift
  /// AnyClock(ContinuousClock()).minimumResolution
  /// ```
  public var minimumResolution: Duration {
    readMinimumResolution()
  }

  /// Sleeps on the wrapped clock until `deadline`.
  ///
  /// ```swift
  /// let clock = AnyClock(ContinuousClock())
  /// try await clock.sleep(until: clock.now.advanced(by: .milliseconds(10)))
  /// ```
  ///
  /// - Parameters:
  ///   - deadline: The moment to wake at.
  ///   - tolerance: Passed to the wrapped clock.
  /// - Throws: What the wrapped clock throws, like `CancellationError`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleepUntil(deadline, tolerance)
  }
}
