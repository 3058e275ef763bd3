import Foundation
import Synchronization

extension DependencyValues {
  /// Tells the current date: the system's in a running program, a fixed one in tests.
  ///
  /// Read the date through ``DateGenerator/now``:
  ///
  /// ```swift
  /// @Observable
  /// final class BorradorModel {
  ///   var guardadoEn: Date?
  ///   @ObservationIgnored @Dependency(\.date.now) var now
  ///
  ///   func guardar() {
  ///     guardadoEn = now
  ///   }
  /// }
  /// ```
  ///
  /// The live value calls `Date()`. The test value fails the test when it is asked for the
  /// date (`Unimplemented: @Dependency(\.date)`), because the real date cannot be asserted on:
  /// set a fixed one instead.
  ///
  /// ```swift
  /// @Test func guardaLaFecha() {
  ///   let model = withDependencies {
  ///     $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
  ///   } operation: {
  ///     BorradorModel()
  ///   }
  ///   model.guardar()
  ///   #expect(model.guardadoEn == Date(timeIntervalSince1970: 1_234_567_890))
  /// }
  /// ```
  public var date: DateGenerator {
    get {
      let date = self[DateGeneratorKey.self]
      // NB: a key-path write such as the trait `.dependency(\.date.now, fecha)` reads `now`
      // before it sets it. That read, made while dependencies are being assigned, is not a use.
      return isSetting ? date.withoutReporting : date
    }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static let testValue = DateGenerator(
    generate: { Date() },
    onUse: { reportIssue(#"Unimplemented: @Dependency(\.date)"#) })
}

/// Tells the current date each time it is asked: the value of ``DependencyValues/date``.
///
/// ```swift
/// let fecha = DateGenerator.constant(Date(timeIntervalSince1970: 0))
/// fecha.now  // 1970-01-01 00:00:00 +0000
/// fecha()    // the same
/// ```
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date
  /// Runs before each date is told; the test value reports there.
  private var onUse: (@Sendable () -> Void)?

  /// Makes a generator that calls `generate` for each date.
  ///
  /// ```swift
  /// let reloj = DateGenerator { Date() }
  /// ```
  ///
  /// - Parameter generate: Returns the current date. It may be called from any thread.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
    self.onUse = nil
  }

  /// Makes a generator that runs `onUse`, then `generate`, for each date.
  init(generate: @escaping @Sendable () -> Date, onUse: @escaping @Sendable () -> Void) {
    self.generate = generate
    self.onUse = onUse
  }

  /// A generator that always tells `now`.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.date = .constant(Date(timeIntervalSince1970: 0))
  /// } operation: {
  ///   BorradorModel()
  /// }
  /// ```
  ///
  /// - Parameter now: The date to tell.
  /// - Returns: The generator.
  public static func constant(_ now: Date) -> Self {
    Self { now }
  }

  /// A generator that starts at `offset` seconds after the reference date (1 January 2001,
  /// UTC) and moves on by `delta` seconds at each date it tells.
  ///
  /// Each call of this function makes a generator of its own. It is safe to call from several
  /// threads: every call gets the next date exactly once.
  ///
  /// ```swift
  /// let reloj = DateGenerator.incrementing(by: 60, offset: 0)
  /// reloj()  // 2001-01-01 00:00:00 +0000
  /// reloj()  // 2001-01-01 00:01:00 +0000
  /// ```
  ///
  /// - Parameters:
  ///   - delta: Seconds between one date and the next.
  ///   - offset: Seconds after the reference date of the first date.
  /// - Returns: The generator.
  public static func incrementing(by delta: TimeInterval, offset: TimeInterval) -> Self {
    let count = Mutex(0)
    return Self {
      let step = count.withLock { count in
        defer { count += 1 }
        return count
      }
      return Date(timeIntervalSinceReferenceDate: offset + Double(step) * delta)
    }
  }

  /// The current date; setting it makes this generator always tell the new date.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.date.now = Date(timeIntervalSince1970: 0)  // like `$0.date = .constant(...)`
  /// } operation: {
  ///   @Dependency(\.date.now) var now
  ///   print(now)  // 1970-01-01 00:00:00 +0000
  /// }
  /// ```
  public var now: Date {
    get {
      onUse?()
      return generate()
    }
    set {
      generate = { newValue }
      onUse = nil
    }
  }

  /// Tells the current date, like ``now``.
  ///
  /// ```swift
  /// @Dependency(\.date) var date
  /// let ahora = date()
  /// ```
  public func callAsFunction() -> Date {
    onUse?()
    return generate()
  }

  /// This generator, telling dates without running its `onUse`.
  var withoutReporting: Self {
    var generator = self
    generator.onUse = nil
    return generator
  }
}
