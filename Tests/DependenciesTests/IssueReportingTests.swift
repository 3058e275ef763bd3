@testable import Dependencies
import DependenciesTestSupport
import Foundation
import Testing
import XCTest

@Suite("Issue reporting: fails the running test, warns outside tests")
struct IssueReportingTests {
  @Test("reportIssue fails the running Swift Testing test, at the caller's file and line")
  func reportIssueFailsTheTest() {
    let line = #line + 2
    withKnownIssue {
      reportIssue("algo salió mal")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["algo salió mal"]
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "IssueReportingTests.swift"
    }
  }

  @Test("reportIssue with an error records the error itself, with the message as its comment")
  func reportIssueWithError() {
    struct Roto: Error {}
    withKnownIssue {
      reportIssue(Roto(), "al guardar")
    } matching: { issue in
      issue.error is Roto && issue.comments.map(\.rawValue) == ["al guardar"]
        && issue.sourceLocation?.fileName == "IssueReportingTests.swift"
    }
  }

  @Test("An issue reported from a child task fails the test that started it")
  func reportFromChildTask() async {
    await withKnownIssue {
      await Task { reportIssue("desde una tarea") }.value
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["desde una tarea"]
    }
  }

  @Test("Outside a test framework, an issue goes to the interceptor (standard error by default)")
  func interceptedOutsideTests() {
    let recibidos = Locked<[String]>([])
    IssueReporter.$interceptor.withValue({ mensaje in recibidos.update { $0.append(mensaje) } }) {
      reportIssue("aviso")
    }
    #expect(recibidos.get() == ["aviso"])
  }
}

/// XCTest: a reported issue fails the running test case.
final class IssueReportingXCTests: XCTestCase {
  private var captured: [(description: String, file: String, line: Int)] = []

  // NB: capture only our probe's failure, so that XCTest's own assertions still fail the test.
  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if description.contains("sonda XCTest") {
      captured.append((description, filePath, lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  func testReportIssueFailsTheRunningTestCase() {
    let line = #line + 1
    reportIssue("sonda XCTest")
    XCTAssertEqual(captured.count, 1)
    let failure = try? XCTUnwrap(captured.first)
    XCTAssertTrue(failure?.description.contains("sonda XCTest") ?? false)
    // The location is either XCTest's own (file and line) or in the message, when the observer
    // had not yet seen this test case start.
    let located =
      (failure?.file.hasSuffix("IssueReportingTests.swift") == true && failure?.line == line)
      || (failure?.description.contains("IssueReportingTests.swift:\(line)") == true)
    XCTAssertTrue(located, "unexpected location: \(String(describing: failure))")
  }

  func testUnimplementedFailsTheRunningTestCase() {
    withDependencies {
      $0 = $0._withFreshDefaults()
    } operation: {
      unimplemented("sonda XCTest unimplemented")
    }
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(captured.first?.description.contains("Unimplemented:") ?? false)
  }
}
