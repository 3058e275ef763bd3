/// A moment of one of this library's clocks: an offset from the clock's origin.
///
/// The library's one instant type. ``ImmediateClock`` and ``TestClock`` measure time from an
/// origin of their own, and ``AnyClock`` (with ``UnimplementedClock``, which wraps one) from the
/// wrapped clock's time when it was wrapped, so all their instants are plain offsets; each of
/// them names this type its `Instant`. Not in swift-dependencies, whose clocks each nest an
/// instant type of their own; `TestClock<Duration>.Instant` names this one here.
///
/// ```swift
/// let inicio = TestClock<Duration>.Instant()
/// let luego = inicio.advanced(by: .seconds(3))
/// inicio.duration(to: luego)  // 3 seconds
/// ```
public struct OffsetInstant<Duration: DurationProtocol & Hashable>: InstantProtocol {
  /// How far this moment is from the clock's origin.
  ///
  /// ```swift
  /// let clock = TestClock(now: .init(offset: .seconds(5)))
  /// clock.now.offset  // 5 seconds
  /// ```
  public var offset: Duration

  /// Makes the moment `offset` after the clock's origin.
  ///
  /// ```swift
  /// let clock = ImmediateClock(now: .init(offset: .seconds(60)))
  /// ```
  ///
  /// - Parameter offset: The distance from the origin. Defaults to zero, the origin itself.
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  /// The moment `duration` after this one.
  ///
  /// ```swift
  /// clock.now.advanced(by: .milliseconds(300))
  /// ```
  public func advanced(by duration: Duration) -> Self {
    Self(offset: offset + duration)
  }

  /// The time from this moment to `other`, negative when `other` is earlier.
  ///
  /// ```swift
  /// let inicio = clock.now
  /// await clock.advance(by: .seconds(2))
  /// inicio.duration(to: clock.now)  // 2 seconds
  /// ```
  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  /// Whether `lhs` comes before `rhs`.
  ///
  /// ```swift
  /// clock.now < clock.now.advanced(by: .seconds(1))  // true
  /// ```
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }
}
