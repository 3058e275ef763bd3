import Dependencies
import DependenciesTestSupport
import Synchronization
import Testing

/// A seeded generator (SplitMix64): the same seed gives the same numbers.
private struct SeededGenerator: RandomNumberGenerator, Sendable {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// A generator that returns 0, 1, 2, ...: every draw can be told apart.
private struct CountingGenerator: RandomNumberGenerator, Sendable {
  var count: UInt64 = 0

  mutating func next() -> UInt64 {
    defer { count += 1 }
    return count
  }
}

private struct Broken: Error {}

@Suite("withRandomNumberGenerator: one generator lent to one closure at a time")
struct WithRandomNumberGeneratorTests {
  @Test("A seeded generator gives the numbers the generator gives on its own")
  func seededGeneratorIsReproducible() {
    var reference = SeededGenerator(state: 42)
    let expected = (0..<10).map { _ in Int.random(in: 1...6, using: &reference) }

    let withRandomNumberGenerator = WithRandomNumberGenerator(SeededGenerator(state: 42))
    let rolled = withRandomNumberGenerator { generator in
      (0..<10).map { _ in Int.random(in: 1...6, using: &generator) }
    }
    #expect(rolled == expected)

    let otherSeed = WithRandomNumberGenerator(SeededGenerator(state: 43))
    #expect(
      otherSeed { generator in (0..<10).map { _ in generator.next() } }
        != [UInt64](
          repeating: 0, count: 10))
  }

  @Test("The generator keeps its state from one call to the next")
  func stateCarriesOver() {
    let withRandomNumberGenerator = WithRandomNumberGenerator(CountingGenerator())
    #expect(withRandomNumberGenerator { $0.next() } == 0)
    #expect(withRandomNumberGenerator { [$0.next(), $0.next()] } == [1, 2])
    #expect(withRandomNumberGenerator { $0.next() } == 3)
  }

  @Test("Concurrent calls take turns: every draw is handed out exactly once")
  func concurrentCallsTakeTurns() async {
    let withRandomNumberGenerator = WithRandomNumberGenerator(CountingGenerator())
    let draws = await withTaskGroup(of: [UInt64].self) { group in
      for _ in 0..<200 {
        group.addTask { withRandomNumberGenerator { [$0.next(), $0.next()] } }
      }
      return await group.reduce(into: [[UInt64]]()) { $0.append($1) }
    }
    #expect(draws.allSatisfy { $0[1] == $0[0] + 1 })
    #expect(Set(draws.flatMap { $0 }) == Set(0..<400))
  }

  @Test("An error thrown by the closure reaches the caller, and the generator goes on")
  func errorsAreRethrown() {
    let withRandomNumberGenerator = WithRandomNumberGenerator(CountingGenerator())
    #expect(throws: Broken.self) {
      try withRandomNumberGenerator { generator in
        _ = generator.next()
        throw Broken()
      }
    }
    #expect(withRandomNumberGenerator { $0.next() } == 1)
  }

  @Test("An override is used, and nothing is reported")
  func overrideIsUsed() {
    withDependencies {
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(CountingGenerator(count: 7))
    } operation: {
      @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
      #expect(withRandomNumberGenerator { $0.next() } == 7)
      #expect(withRandomNumberGenerator { $0.next() } == 8)
    }
  }

  @Test(
    "The test value reports 'Unimplemented: @Dependency(\\.withRandomNumberGenerator)' when called"
  )
  func testValueReportsWhenCalled() {
    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
    let reports = Reports()
    var rolled = 0
    withKnownIssue {
      rolled = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
    } matching: {
      reports.record($0, containing: #"Unimplemented: @Dependency(\.withRandomNumberGenerator)"#)
    }
    #expect((1...6).contains(rolled))
    #expect(reports.messages == [#"Unimplemented: @Dependency(\.withRandomNumberGenerator)"#])
  }

  @Test("Reading the test value without calling it reports nothing")
  func readingTheTestValueIsSilent() {
    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
    let value: WithRandomNumberGenerator = withRandomNumberGenerator
    _ = value
  }

  @Test("The live value draws from the system generator without reporting")
  func liveValueIsRandom() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
      let draws = withRandomNumberGenerator { generator in (0..<64).map { _ in generator.next() } }
      #expect(Set(draws).count == 64)
    }
  }
}

@Suite("withRandomNumberGenerator: closures that spell their parameter's type")
struct WithRandomNumberGeneratorSpellingTests {
  @Test("A closure may spell its parameter as swift-dependencies does, Sendable included")
  func sendableSpelling() {
    let withRandomNumberGenerator = WithRandomNumberGenerator(CountingGenerator())
    let dibujados = withRandomNumberGenerator {
      (generator: inout any RandomNumberGenerator & Sendable) in
      [generator.next(), generator.next()]
    }
    #expect(dibujados == [0, 1])
  }

  @Test("A closure that spells it without Sendable draws from the same generator, in order")
  func plainSpellingKeepsTheGenerator() {
    let withRandomNumberGenerator = WithRandomNumberGenerator(CountingGenerator())
    let primeros = withRandomNumberGenerator { (generator: inout any RandomNumberGenerator) in
      [generator.next(), generator.next()]
    }
    let siguiente = withRandomNumberGenerator { $0.next() }
    #expect(primeros == [0, 1])
    #expect(siguiente == 2)
  }
}
