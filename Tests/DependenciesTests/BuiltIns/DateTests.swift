import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

private func comment(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined() }

@Suite("date: DateGenerator, settable now, and the live and test values")
struct DateTests {
  private let epoch = Date(timeIntervalSince1970: 0)
  private let launch = Date(timeIntervalSince1970: 1_234_567_890)

  @Test("constant tells its date through now and when called")
  func constantTellsItsDate() {
    let date = DateGenerator.constant(launch)
    #expect(date.now == launch)
    #expect(date() == launch)
    #expect(date.now != epoch)
  }

  @Test("incrementing starts at its offset from the reference date and moves on by its delta")
  func incrementingCountsFromItsOffset() {
    let date = DateGenerator.incrementing(by: 1.5, offset: 10)
    #expect(date() == Date(timeIntervalSinceReferenceDate: 10))
    #expect(date.now == Date(timeIntervalSinceReferenceDate: 11.5))
    #expect(date() == Date(timeIntervalSinceReferenceDate: 13))
    let other = DateGenerator.incrementing(by: 1.5, offset: 10)
    #expect(other() == Date(timeIntervalSinceReferenceDate: 10))
  }

  @Test("incrementing gives every date once when called from many tasks at a time")
  func incrementingIsSafeAcrossTasks() async {
    let date = DateGenerator.incrementing(by: 1, offset: 0)
    let dates = await withTaskGroup(of: Date.self) { group in
      for _ in 0..<200 { group.addTask { date() } }
      return await group.reduce(into: Set<Date>()) { $0.insert($1) }
    }
    #expect(dates == Set((0..<200).map { Date(timeIntervalSinceReferenceDate: Double($0)) }))
  }

  @Test("A generator made from a closure calls it at every read")
  func closureGeneratorCallsEachTime() {
    let calls = SharedState(0)
    let date = DateGenerator {
      calls.withLock { count in
        count += 1
        return Date(timeIntervalSince1970: TimeInterval(count))
      }
    }
    #expect(date.now == Date(timeIntervalSince1970: 1))
    #expect(date() == Date(timeIntervalSince1970: 2))
    #expect(date.now == Date(timeIntervalSince1970: 3))
    #expect(calls.withLock { $0 } == 3)
  }

  @Test("Setting now makes the generator constant and stops calling the old closure")
  func settingNowMakesItConstant() {
    let calls = SharedState(0)
    var date = DateGenerator {
      calls.withLock { $0 += 1 }
      return Date()
    }
    date.now = launch
    #expect(date.now == launch)
    #expect(date() == launch)
    #expect(calls.withLock { $0 } == 0)
  }

  @Test("$0.date.now in withDependencies overrides the date without reporting")
  func overridingNowInAScope() {
    withDependencies {
      $0.date.now = launch
    } operation: {
      @Dependency(\.date.now) var now
      @Dependency(\.date) var date
      #expect(now == launch)
      #expect(date() == launch)
    }
  }

  @Test("Writing now through a key path, as the .dependency trait does, reports nothing")
  func keyPathWriteOfNow() {
    let keyPath: WritableKeyPath<DependencyValues, Date> = \.date.now
    withDependencies {
      $0[keyPath: keyPath] = launch
    } operation: {
      @Dependency(\.date.now) var now
      #expect(now == launch)
    }
  }

  @Test("Outside a withDependencies block, a key-path read of now is a use and reports")
  func keyPathReadOfNowReports() {
    let keyPath: KeyPath<DependencyValues, Date> = \.date.now
    let reports = Reports()
    withKnownIssue {
      _ = DependencyValues._current[keyPath: keyPath]
    } matching: {
      reports.record($0, containing: #"Unimplemented: @Dependency(\.date)"#)
    }
    #expect(reports.messages == [#"Unimplemented: @Dependency(\.date)"#])
  }

  @Test("A model keeps the date of the scope that built it")
  func modelKeepsItsDate() {
    struct Borrador {
      @Dependency(\.date.now) var now
    }
    let borrador = withDependencies {
      $0.date = .constant(epoch)
    } operation: {
      Borrador()
    }
    #expect(borrador.now == epoch)
    #expect(borrador.now != launch)
  }

  @Test(
    "The .dependency trait fixes now for the whole test",
    .dependency(\.date.now, Date(timeIntervalSince1970: 1_234_567_890)))
  func traitFixesNow() async {
    @Dependency(\.date.now) var now
    #expect(now == launch)
    let seenByChild = await Task {
      @Dependency(\.date.now) var now
      return now
    }.value
    #expect(seenByChild == launch)
  }

  @Test("The test value reports 'Unimplemented: @Dependency(\\.date)' when asked for now")
  func testValueReportsOnNow() {
    @Dependency(\.date) var date
    let reports = Reports()
    let before = Date()
    var told: Date?
    withKnownIssue {
      told = date.now
    } matching: {
      reports.record($0, containing: #"Unimplemented: @Dependency(\.date)"#)
    }
    #expect(reports.messages == [#"Unimplemented: @Dependency(\.date)"#])
    let after = Date()
    #expect(told.map { $0 >= before && $0 <= after } == true)
  }

  @Test("The test value reports when called too, and through @Dependency(\\.date.now)")
  func testValueReportsWhenCalled() {
    @Dependency(\.date) var date
    @Dependency(\.date.now) var now
    let reports = Reports()
    withKnownIssue {
      _ = date()
      _ = now
    } matching: {
      reports.record($0, containing: #"Unimplemented: @Dependency(\.date)"#)
    }
    #expect(reports.count == 2)
    #expect(reports.messages.allSatisfy { $0 == #"Unimplemented: @Dependency(\.date)"# })
  }

  @Test("Reading the test value without asking for the date reports nothing")
  func readingTheTestValueIsSilent() {
    @Dependency(\.date) var date
    let generator: DateGenerator = date
    _ = generator
  }

  @Test("The live value tells the system's date without reporting")
  func liveValueTellsTheSystemDate() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.date) var date
      let before = Date()
      let told = date.now
      let after = Date()
      #expect(told >= before)
      #expect(told <= after)
      #expect(date() >= told)
    }
  }
}
