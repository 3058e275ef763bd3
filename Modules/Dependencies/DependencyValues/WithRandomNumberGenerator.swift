extension DependencyValues {
  /// Lends a random number generator to a closure: the system's in a running program, a seeded
  /// one in tests.
  ///
  /// ```swift
  /// @Observable
  /// final class DadosModel {
  ///   var tirada = (1, 1)
  ///   @ObservationIgnored @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  ///
  ///   func tirar() {
  ///     tirada = withRandomNumberGenerator { generator in
  ///       (Int.random(in: 1...6, using: &generator), Int.random(in: 1...6, using: &generator))
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The live value lends a `SystemRandomNumberGenerator`. The test value fails the test when it
  /// is called (`Unimplemented: @Dependency(\.withRandomNumberGenerator)`), because random
  /// results cannot be asserted on: give it a generator with a fixed seed.
  ///
  /// ```swift
  /// @Test func tiraDosDados() {
  ///   let model = withDependencies {
  ///     $0.withRandomNumberGenerator = WithRandomNumberGenerator(GeneradorConSemilla(semilla: 0))
  ///   } operation: {
  ///     DadosModel()
  ///   }
  ///   model.tirar()
  ///   #expect(model.tirada == (1, 3))  // whatever the seed gives, every time
  /// }
  /// ```
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
  static var testValue: WithRandomNumberGenerator {
    WithRandomNumberGenerator(SystemRandomNumberGenerator()) {
      reportIssue(#"Unimplemented: @Dependency(\.withRandomNumberGenerator)"#)
    }
  }
}

/// Lends one random number generator to closures, one at a time: the value of
/// ``DependencyValues/withRandomNumberGenerator``.
///
/// The generator keeps its state between calls, so a seeded generator gives the same sequence
/// across calls as it would in one. Calls from several threads take turns.
///
/// ```swift
/// let conSemilla = WithRandomNumberGenerator(GeneradorConSemilla(semilla: 42))
/// let dado = conSemilla { Int.random(in: 1...6, using: &$0) }
/// ```
public final class WithRandomNumberGenerator: Sendable {
  private let generator: Locked<any RandomNumberGenerator & Sendable>
  private let onUse: (@Sendable () -> Void)?

  /// Makes a value that lends `generator`.
  ///
  /// ```swift
  /// let sistema = WithRandomNumberGenerator(SystemRandomNumberGenerator())
  /// ```
  ///
  /// - Parameter generator: The generator to lend. It is used by one closure at a time.
  public init<Generator: RandomNumberGenerator & Sendable>(_ generator: Generator) {
    self.generator = Locked(generator)
    self.onUse = nil
  }

  /// Makes a value that lends `generator` and runs `onUse` first at each call.
  init<Generator: RandomNumberGenerator & Sendable>(
    _ generator: Generator, onUse: @escaping @Sendable () -> Void
  ) {
    self.generator = Locked(generator)
    self.onUse = onUse
  }

  /// Runs `work` with exclusive use of the generator.
  ///
  /// ```swift
  /// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  /// let carta = withRandomNumberGenerator { baraja.randomElement(using: &$0)! }
  /// ```
  ///
  /// The closure may spell its parameter's type, as swift-dependencies does:
  ///
  /// ```swift
  /// let dado = withRandomNumberGenerator {
  ///   (generator: inout any RandomNumberGenerator & Sendable) in
  ///   Int.random(in: 1...6, using: &generator)
  /// }
  /// ```
  ///
  /// - Parameter work: Draws what it needs from the generator.
  /// - Returns: What `work` returns.
  public func callAsFunction<Result>(
    _ work: (inout any RandomNumberGenerator & Sendable) throws -> Result
  ) rethrows -> Result {
    onUse?()
    return try generator.withLock { try work(&$0) }
  }

  // NB: disfavoured, so that a closure that does not spell its parameter's type picks the form
  // above, as it would with swift-dependencies, instead of being ambiguous.
  /// Runs `work` with exclusive use of the generator, seen as any `RandomNumberGenerator`.
  ///
  /// For closures that spell their parameter without `Sendable`, which swift-dependencies does
  /// not accept:
  ///
  /// ```swift
  /// let dado = withRandomNumberGenerator { (generator: inout any RandomNumberGenerator) in
  ///   Int.random(in: 1...6, using: &generator)
  /// }
  /// ```
  ///
  /// - Parameter work: Draws what it needs from the generator.
  /// - Returns: What `work` returns.
  @_disfavoredOverload
  public func callAsFunction<Result>(
    _ work: (inout any RandomNumberGenerator) throws -> Result
  ) rethrows -> Result {
    onUse?()
    return try generator.withLock { generator in
      var lent: any RandomNumberGenerator = generator
      defer { generator = restored(generator, from: lent) }
      return try work(&lent)
    }
  }
}

/// The generator a closure handed back as `any RandomNumberGenerator`, as the `Sendable`
/// generator the lock keeps: `original`'s type again when it still is one.
private func restored<Original: RandomNumberGenerator & Sendable>(
  _ original: Original, from lent: any RandomNumberGenerator
) -> any RandomNumberGenerator & Sendable {
  if let same = lent as? Original { return same }
  // NB: the closure put a generator of another type in, which need not be `Sendable`; it is
  // only ever used under the lock, so it is kept, boxed.
  return LockedGenerator(lent)
}

/// A generator that is not `Sendable`, kept behind the lock of a ``WithRandomNumberGenerator``.
private struct LockedGenerator: RandomNumberGenerator, @unchecked Sendable {
  // NB: `@unchecked` because only the lock of the `WithRandomNumberGenerator` that holds it
  // reaches it, one closure at a time.
  var base: any RandomNumberGenerator

  init(_ base: any RandomNumberGenerator) { self.base = base }

  mutating func next() -> UInt64 { base.next() }
}
