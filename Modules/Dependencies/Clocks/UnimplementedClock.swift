/// A clock that reports an issue whenever it is used: proof that a test does not touch time.
///
/// It is the test value of ``DependencyValues/continuousClock`` and
/// ``DependencyValues/suspendingClock``. Give it to code whose tested path should not sleep or
/// read the time; if it ever does, the test fails with `Unimplemented: <name>.now`,
/// `Unimplemented: <name>.sleep` or `Unimplemented: <name>.minimumResolution`:
///
/// ```swift
/// @Test func incrementarNoEspera() {
///   let model = withDependencies {
///     $0.continuousClock = UnimplementedClock(name: "Reloj del contador")
///   } operation: {
///     ContadorModel()
///   }
///   model.incrementar()  // fails the test if it reads or sleeps on the clock
///   #expect(model.cuenta == 1)
/// }
/// ```
///
/// After reporting, it behaves like the clock it wraps: an ``ImmediateClock`` by default, so
/// sleeps return at once and the test goes on.
public struct UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock {
  /// A moment of an ``UnimplementedClock``: the wrapped clock's time since it was wrapped.
  ///
  /// Doing arithmetic on instants reports nothing; only reading ``now`` does.
  ///
  /// ```swift
  /// let clock = UnimplementedClock()
  /// let luego = clock.now.advanced(by: .seconds(1))  // reports: the clock was read
  /// ```
  public typealias Instant = OffsetInstant<Duration>

  private let base: AnyClock<Duration>
  private let name: String
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// Makes a clock that reports every use, then forwards to `base`.
  ///
  /// ```swift
  /// let base = TestClock()
  /// let clock = UnimplementedClock(base, name: "Reloj")  // reports, then sleeps on `base`
  /// ```
  ///
  /// - Parameters:
  ///   - base: The clock that does the work after each report.
  ///   - name: The clock's name in messages. Defaults to the type of `base`.
  ///   - fileID: The file ID to blame. Defaults to the caller's.
  ///   - filePath: The file path to blame. Defaults to the caller's.
  ///   - line: The line to blame. Defaults to the caller's.
  ///   - column: The column to blame. Defaults to the caller's.
  public init<Base: Clock>(
    _ base: Base,
    name: String = "\(Base.self)",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Base.Duration == Duration {
    self.base = AnyClock(base)
    self.name = name
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Makes a clock that reports every use, then acts like an ``ImmediateClock`` starting at `now`.
  ///
  /// ```swift
  /// let clock = UnimplementedClock<Duration>(name: "Reloj", now: .init(offset: .seconds(5)))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The clock's name in messages. Defaults to `"Clock"`.
  ///   - now: Where the immediate clock behind it starts.
  ///   - fileID: The file ID to blame. Defaults to the caller's.
  ///   - filePath: The file path to blame. Defaults to the caller's.
  ///   - line: The line to blame. Defaults to the caller's.
  ///   - column: The column to blame. Defaults to the caller's.
  public init(
    name: String = "Clock",
    now: ImmediateClock<Duration>.Instant = .init(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      ImmediateClock(now: now), name: name, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// The wrapped clock's time, after reporting `Unimplemented: <name>.now`.
  ///
  /// ```swift
  /// let inicio = UnimplementedClock().now  // fails the running test
  /// ```
  public var now: Instant {
    report("now")
    return base.now
  }

  /// The wrapped clock's resolution, after reporting `Unimplemented: <name>.minimumResolution`.
  ///
  /// ```swift
  /// let resolucion = UnimplementedClock().minimumResolution  // fails the running test
  /// ```
  public var minimumResolution: Duration {
    report("minimumResolution")
    return base.minimumResolution
  }

  /// Sleeps on the wrapped clock, after reporting `Unimplemented: <name>.sleep`.
  ///
  /// ```swift
  /// try await UnimplementedClock().sleep(for: .seconds(1))  // fails the test, returns at once
  /// ```
  ///
  /// - Parameters:
  ///   - deadline: The moment to wake at.
  ///   - tolerance: Passed to the wrapped clock.
  /// - Throws: What the wrapped clock throws, like `CancellationError`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    report("sleep")
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  private func report(_ member: String) {
    reportIssue(
      "Unimplemented: \(name).\(member)", fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

extension UnimplementedClock where Duration == Swift.Duration {
  /// Makes a clock measured in `Duration` that reports every use.
  ///
  /// ```swift
  /// let clock: any Clock<Duration> = UnimplementedClock(name: "ContinuousClock")
  /// ```
  ///
  /// - Parameters:
  ///   - name: The clock's name in messages. Defaults to `"Clock"`.
  ///   - fileID: The file ID to blame. Defaults to the caller's.
  ///   - filePath: The file path to blame. Defaults to the caller's.
  ///   - line: The line to blame. Defaults to the caller's.
  ///   - column: The column to blame. Defaults to the caller's.
  public init(
    name: String = "Clock",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name: name, now: .init(), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Clock where Self == UnimplementedClock<Swift.Duration> {
  /// A clock that reports an issue whenever it is used: an ``UnimplementedClock``.
  ///
  /// ```swift
  /// func esperar(_ clock: some Clock<Duration>) async throws {
  ///   try await clock.sleep(for: .seconds(5))
  /// }
  /// try await esperar(.unimplemented(name: "Reloj"))  // fails the running test
  /// ```
  ///
  /// - Parameters:
  ///   - name: The clock's name in messages. Defaults to `"Clock"`.
  ///   - fileID: The file ID to blame. Defaults to the caller's.
  ///   - filePath: The file path to blame. Defaults to the caller's.
  ///   - line: The line to blame. Defaults to the caller's.
  ///   - column: The column to blame. Defaults to the caller's.
  /// - Returns: The clock.
  public static func unimplemented(
    name: String = "Clock",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    UnimplementedClock(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
