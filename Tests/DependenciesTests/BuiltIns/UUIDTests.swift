import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

private func comment(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined() }

@Suite("uuid: UUIDGenerator, UUID(Int), and the live and test values")
struct UUIDTests {
  @Test("UUID(Int) spells the number in the last sixteen hexadecimal digits")
  func intInitializerSpellsTheNumber() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(1).uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(UUID(16).uuidString == "00000000-0000-0000-0000-000000000010")
    #expect(UUID(0xAB_CDEF).uuidString == "00000000-0000-0000-0000-000000ABCDEF")
    #expect(UUID(0x1_0000_0000_0000).uuidString == "00000000-0000-0000-0001-000000000000")
    #expect(UUID(Int.max).uuidString == "00000000-0000-0000-7FFF-FFFFFFFFFFFF")
  }

  @Test("UUID(Int) writes a negative number as its magnitude, with 0001 in the third group")
  func intInitializerMarksNegatives() {
    #expect(UUID(-16).uuidString == "00000000-0000-0001-0000-000000000010")
    #expect(UUID(Int.min).uuidString == "00000000-0000-0001-8000-000000000000")
    #expect(UUID(-1) != UUID(1))
    #expect(UUID(-0) == UUID(0))
  }

  @Test("UUID(Int) gives different numbers different UUIDs")
  func intInitializerIsInjective() {
    let numbers = Array(-500..<500)
    #expect(Set(numbers.map { UUID($0) }).count == numbers.count)
    #expect(UUID(7) == UUID(uuidString: "00000000-0000-0000-0000-000000000007"))
    #expect(UUID(7) != UUID(uuidString: "00000000-0000-0000-0000-000000000008"))
  }

  @Test("incrementing counts up from 00000000-0000-0000-0000-000000000000")
  func incrementingCountsUp() {
    let generate = UUIDGenerator.incrementing
    #expect(generate().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(generate().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(generate() == UUID(2))
    #expect((3..<20).map { _ in generate() } == (3..<20).map { UUID($0) })
  }

  @Test("Every read of incrementing makes a generator that starts again from zero")
  func incrementingStartsFresh() {
    let first = UUIDGenerator.incrementing
    _ = first()
    _ = first()
    let second = UUIDGenerator.incrementing
    #expect(second() == UUID(0))
    #expect(first() == UUID(2))
  }

  @Test("incrementing hands out every number exactly once to concurrent callers")
  func incrementingIsThreadSafe() async {
    let generate = UUIDGenerator.incrementing
    let uuids = await withTaskGroup(of: UUID.self) { group in
      for _ in 0..<1_000 {
        group.addTask { generate() }
      }
      return await group.reduce(into: [UUID]()) { $0.append($1) }
    }
    #expect(uuids.count == 1_000)
    #expect(Set(uuids) == Set((0..<1_000).map { UUID($0) }))
    #expect(generate() == UUID(1_000))
  }

  @Test("constant returns its UUID every time")
  func constantRepeats() {
    let fixed = UUID(uuidString: "DEADBEEF-0000-4000-8000-000000000001")!
    let generate = UUIDGenerator.constant(fixed)
    #expect(generate() == fixed)
    #expect(generate() == fixed)
    #expect(generate() != UUID(0))
  }

  @Test("A generator made from a closure calls it for each UUID")
  func closureGenerator() {
    let calls = SharedState(0)
    let generate = UUIDGenerator {
      calls.withLock { count in
        count += 1
        return UUID(count * 10)
      }
    }
    #expect(calls.withLock { $0 } == 0)
    #expect(generate() == UUID(10))
    #expect(generate() == UUID(20))
    #expect(calls.withLock { $0 } == 2)
  }

  @Test("The test value reports 'Unimplemented: @Dependency(\\.uuid)' when called")
  func testValueReportsWhenCalled() {
    @Dependency(\.uuid) var uuid
    withKnownIssue {
      _ = uuid()
    } matching: {
      comment($0) == #"Unimplemented: @Dependency(\.uuid)"#
    }
  }

  @Test("The test value reports once per call and still returns distinct UUIDs")
  func testValueReportsEachCall() {
    @Dependency(\.uuid) var uuid
    let reports = Reports()
    var made: [UUID] = []
    withKnownIssue {
      made.append(uuid())
      made.append(uuid())
    } matching: {
      reports.record($0, containing: #"Unimplemented: @Dependency(\.uuid)"#)
    }
    #expect(reports.count == 2)
    #expect(made.count == 2 && made[0] != made[1])
  }

  @Test("Reading the test value without calling it reports nothing")
  func readingTheTestValueIsSilent() {
    @Dependency(\.uuid) var uuid
    let generator: UUIDGenerator = uuid
    _ = generator
  }

  @Test("An override replaces the test value, and a model keeps the one it was built with")
  func overrideReplacesTheTestValue() {
    struct Notas {
      @Dependency(\.uuid) var uuid
      func nueva() -> UUID { uuid() }
    }
    let notas = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Notas()
    }
    #expect(notas.nueva() == UUID(0))
    #expect(notas.nueva() == UUID(1))
    withDependencies {
      $0.uuid = .constant(UUID(99))
    } operation: {
      #expect(notas.nueva() == UUID(99))
    }
  }

  @Test(
    "The .dependency trait gives this test an incrementing generator of its own",
    .dependency(\.uuid, .incrementing))
  func traitGivesOwnGenerator() {
    @Dependency(\.uuid) var uuid
    #expect(uuid() == UUID(0))
    #expect(uuid() == UUID(1))
  }

  @Test("Another test with the trait starts from zero too", .dependency(\.uuid, .incrementing))
  func traitGivesAnotherOwnGenerator() {
    @Dependency(\.uuid) var uuid
    #expect(uuid() == UUID(0))
  }

  @Test("The live value makes random version 4 UUIDs without reporting")
  func liveValueIsRandom() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.uuid) var uuid
      let made = (0..<100).map { _ in uuid() }
      #expect(Set(made).count == 100)
      #expect(made.allSatisfy { $0.uuid.6 >> 4 == 4 })
      #expect(made.allSatisfy { $0.uuid.8 >> 6 == 0b10 })
    }
  }

  @Test("The preview value is the live one")
  func previewValueIsLive() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid() != uuid())
      #expect(uuid() != UUID(0))
    }
  }
}
