@testable import Dependencies
import DependenciesTestSupport
import Testing
import XCTest

private struct Roto: Error {}

/// Runs `body` outside Swift Testing's view (a detached task has no current test), with the issues
/// that would reach the test framework collected instead.
private func fueraDeSwiftTesting(_ body: @escaping @Sendable () async -> Void) async -> [String] {
  let recibidos = Locked<[String]>([])
  let recoger: @Sendable (String) -> Void = { mensaje in recibidos.update { $0.append(mensaje) } }
  await Task.detached {
    await IssueReporter.$interceptor.withValue(recoger) { await body() }
  }.value
  return recibidos.get()
}

@Suite("withExpectedIssue: issues that are meant to happen do not fail the test")
struct WithExpectedIssueTests {
  @Test("In a Swift Testing test, an issue reported inside is a known issue")
  func reportedIssueIsKnown() {
    withExpectedIssue {
      reportIssue("esperado")
    }
  }

  @Test("An error thrown inside counts as the expected issue")
  func thrownErrorIsKnown() {
    withExpectedIssue("se espera un fallo") {
      throw Roto()
    }
  }

  @Test("The async form takes issues reported after a suspension and by child tasks")
  func asyncReportedIssueIsKnown() async {
    await withExpectedIssue {
      await Task.yield()
      await Task { reportIssue("desde una tarea") }.value
    }
  }

  @Test("An expected issue that does not happen is reported")
  func missingIssueIsReported() {
    withKnownIssue {
      withExpectedIssue("no pasa nada") {}
    } matching: { issue in
      if case .knownIssueNotRecorded = issue.kind { true } else { false }
    }
  }

  @Test("An intermittent expected issue may not happen")
  func intermittentMayNotHappen() async {
    withExpectedIssue(isIntermittent: true) {}
    await withExpectedIssue(isIntermittent: true) { await Task.yield() }
  }

  @Test("Outside Swift Testing, issues reported inside are taken, and nothing else is reported")
  func outsideSwiftTestingTakesIssues() async {
    let recibidos = await fueraDeSwiftTesting {
      withExpectedIssue { reportIssue("uno") }
      withExpectedIssue { throw Roto() }
      await withExpectedIssue {
        await Task { reportIssue("dos") }.value
      }
    }
    #expect(recibidos == [])
  }

  @Test("Outside Swift Testing, an expected issue that does not happen is reported")
  func outsideSwiftTestingMissingIssue() async {
    let recibidos = await fueraDeSwiftTesting {
      withExpectedIssue("falta") {}
      await withExpectedIssue { await Task.yield() }
      withExpectedIssue(isIntermittent: true) {}
    }
    #expect(
      recibidos == [
        "An issue was expected, but none was reported: falta",
        "An issue was expected, but none was reported",
      ])
  }

  @Test("Outside Swift Testing, issues after the block are reported as usual")
  func outsideSwiftTestingScopeEnds() async {
    let recibidos = await fueraDeSwiftTesting {
      withExpectedIssue { reportIssue("dentro") }
      reportIssue("fuera")
    }
    #expect(recibidos == ["fuera"])
  }
}

/// XCTest: an issue expected with withExpectedIssue does not fail the test case.
final class WithExpectedIssueXCTests: XCTestCase {
  private var failures: [String] = []

  // NB: capture only the probe's messages, so that XCTest's own assertions still fail the test.
  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if description.contains("sonda withExpectedIssue") || description.contains("was expected") {
      failures.append(description)
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  func testAnExpectedIssueDoesNotFailTheTestCase() {
    withExpectedIssue {
      reportIssue("sonda withExpectedIssue")
    }
    XCTAssertEqual(failures, [])
  }

  func testAMissingExpectedIssueFailsTheTestCase() {
    withExpectedIssue {}
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("An issue was expected") ?? false)
  }
}
