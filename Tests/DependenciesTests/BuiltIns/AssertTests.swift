import Dependencies
import DependenciesTestSupport
import Testing

@Suite("assert, precondition and assertionFailure: a test failure instead of a crash in tests")
struct AssertTests {
  @Test("A false assert reports its message at the caller's file and line")
  func falseAssertReports() {
    @Dependency(\.assert) var assert
    let reports = Reports()
    var line = 0
    withKnownIssue {
      assert(1 > 2, "El importe debe ser positivo")
      line = #line - 1
    } matching: {
      reports.record($0, containing: "El importe debe ser positivo")
    }
    #expect(reports.messages == ["El importe debe ser positivo"])
    #expect(reports.lines == [line])
    #expect(reports.fileIDs == [#fileID])
  }

  @Test("A true assert reports nothing and never builds its message")
  func trueAssertIsSilent() {
    @Dependency(\.assert) var assert
    @Dependency(\.precondition) var precondition
    var messagesBuilt = 0
    func message() -> String {
      messagesBuilt += 1
      return "never"
    }
    assert(2 > 1, message())
    precondition(2 > 1, message())
    assert(true)
    #expect(messagesBuilt == 0)
  }

  @Test("A false precondition reports its message and the code goes on")
  func falsePreconditionReports() {
    @Dependency(\.precondition) var precondition
    let reports = Reports()
    var reachedTheEnd = false
    withKnownIssue {
      precondition([Int]().indices.contains(3), "Índice fuera de rango")
      reachedTheEnd = true
    } matching: {
      reports.record($0, containing: "Índice fuera de rango")
    }
    #expect(reports.messages == ["Índice fuera de rango"])
    #expect(reachedTheEnd)
  }

  @Test("Without a message, the report says which check failed")
  func emptyMessagesAreNamed() {
    @Dependency(\.assert) var assert
    @Dependency(\.precondition) var precondition
    let reports = Reports()
    withKnownIssue {
      assert(false)
      precondition(false)
    } matching: {
      reports.record($0, containing: "Assertion failed", "Precondition failed")
    }
    #expect(reports.messages == ["Assertion failed", "Precondition failed"])
  }

  @Test("An explicit file and line are where the issue points")
  func explicitLocation() {
    @Dependency(\.assert) var assert
    let reports = Reports()
    withKnownIssue {
      assert(false, "Fuera de sitio", file: "Otro/Archivo.swift", line: 42)
    } matching: {
      reports.record($0, containing: "Fuera de sitio")
    }
    #expect(reports.fileIDs == ["Otro/Archivo.swift"])
    #expect(reports.lines == [42])
  }

  @Test("assertionFailure always reports, through the assert in effect")
  func assertionFailureReports() {
    @Dependency(\.assertionFailure) var assertionFailure
    let reports = Reports()
    var line = 0
    withKnownIssue {
      assertionFailure("Estado imposible")
      line = #line - 1
      assertionFailure()
    } matching: {
      reports.record($0, containing: "Estado imposible", "Assertion failed")
    }
    #expect(reports.messages == ["Estado imposible", "Assertion failed"])
    #expect(reports.lines.first == line)
  }

  @Test("An AnyAssertionEffect override receives every check, and assertionFailure uses it")
  func anyAssertionEffectOverride() {
    let checks = SharedState<[String]>([])
    withDependencies {
      $0.assert = AnyAssertionEffect { condition, message, _, line in
        checks.withLock { $0.append("\(condition()) \(message()) \(line)") }
      }
    } operation: {
      @Dependency(\.assert) var assert
      @Dependency(\.assertionFailure) var assertionFailure
      @Dependency(\.precondition) var precondition
      assert(true, "uno", file: #file, line: 1)
      assert(false, "dos", file: #file, line: 2)
      assertionFailure("tres", file: #file, line: 3)
      precondition(true, "not recorded: precondition is not overridden")
    }
    #expect(checks.withLock { $0 } == ["true uno 1", "false dos 2", "false tres 3"])
  }

  @Test("The live precondition stops the process when false")
  func livePreconditionTraps() async {
    await #expect(processExitsWith: .failure) {
      withDependencies {
        $0.context = .live
      } operation: {
        @Dependency(\.precondition) var precondition
        precondition(false, "Índice fuera de rango")
      }
    }
  }

  #if DEBUG
    @Test("The live assert stops the process when false in a debug build")
    func liveAssertTraps() async {
      await #expect(processExitsWith: .failure) {
        withDependencies {
          $0.context = .live
        } operation: {
          @Dependency(\.assert) var assert
          assert(false, "El importe debe ser positivo")
        }
      }
    }
  #endif

  @Test("The live checks let true conditions through")
  func liveChecksPassTrueConditions() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.assert) var assert
      @Dependency(\.precondition) var precondition
      var checked = 0
      assert(
        {
          checked += 1; return true
        }())
      precondition(
        {
          checked += 1; return true
        }())
      #expect(checked == 2)
    }
  }
}
