extension DependencyValues {
  /// The clock to use where a `ContinuousClock` would do: time that keeps passing while the
  /// machine sleeps.
  ///
  /// It is type-erased, so tests and previews can swap in ``TestClock``, ``ImmediateClock`` or
  /// any other clock measured in `Duration`:
  ///
  /// ```swift
  /// @Observable
  /// final class BusquedaModel {
  ///   @ObservationIgnored @Dependency(\.continuousClock) var clock
  ///
  ///   func buscar(_ texto: String) async throws -> [Articulo] {
  ///     try await clock.sleep(for: .milliseconds(300))  // debounce
  ///     return try await cliente.buscar(texto)
  ///   }
  /// }
  ///
  /// let model = withDependencies {
  ///   $0.continuousClock = ImmediateClock()
  /// } operation: {
  ///   BusquedaModel()
  /// }
  /// ```
  ///
  /// The live value is a `ContinuousClock`. The test value is an ``UnimplementedClock`` named
  /// `ContinuousClock`: reading its time or sleeping on it fails the test, then it acts like an
  /// ``ImmediateClock``. See ``suspendingClock`` for a `SuspendingClock`.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(name: "ContinuousClock")
}
