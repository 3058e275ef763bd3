extension DependencyValues {
  /// The clock to use where a `SuspendingClock` would do: time that stops while the machine
  /// sleeps.
  ///
  /// It is type-erased, so tests and previews can swap in ``TestClock``, ``ImmediateClock`` or
  /// any other clock measured in `Duration`:
  ///
  /// ```swift
  /// func animarCarga() async throws {
  ///   @Dependency(\.suspendingClock) var clock
  ///   for paso in 1...3 {
  ///     try await clock.sleep(for: .milliseconds(100))
  ///     print(String(repeating: ".", count: paso))
  ///   }
  /// }
  ///
  /// try await withDependencies {
  ///   $0.suspendingClock = ImmediateClock()
  /// } operation: {
  ///   try await animarCarga()
  /// }
  /// ```
  ///
  /// The live value is a `SuspendingClock`. The test value is an ``UnimplementedClock`` named
  /// `SuspendingClock`: reading its time or sleeping on it fails the test, then it acts like an
  /// ``ImmediateClock``. See ``continuousClock`` for a `ContinuousClock`.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(name: "SuspendingClock")
}
