import Dependencies
import Foundation
import Testing
import XCTest

/// The bridge through which `Dependencies` fails the running test when an issue is reported.
///
/// `Dependencies` links no test framework. It finds this type by name at run time whenever this
/// module is linked, which is why every test target that uses dependencies should depend on
/// `DependenciesTestSupport`. You never use it directly.
///
/// ```swift
/// .testTarget(name: "ExploracionTests", dependencies: ["Exploracion", "DependenciesTestSupport"])
/// ```
public enum _DependenciesTestIssueReporter: _TestIssueReporter {
  /// Records the issue with Swift Testing when a Swift Testing test runs, else with XCTest.
  ///
  /// ```swift
  /// reportIssue("a dependency was not overridden")  // ends here and fails the running test
  /// ```
  public static func recordIssue(
    _ message: String, fileID: String, filePath: String, line: Int, column: Int
  ) {
    if Test.current == nil, XCTestCaseObserver.isXCTestRun {
      XCTestCaseObserver.recordFailure(message, fileID: fileID, filePath: filePath, line: line)
    } else {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: sourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// Records `error` as a failure of the running test: a Swift Testing issue whose `error` is
  /// `error`, or an XCTest failure that describes it.
  ///
  /// ```swift
  /// reportIssue(error, "saving the draft")  // ends here, and `issue.error` is `error`
  /// ```
  public static func recordError(
    _ error: any Error, _ message: String?, fileID: String, filePath: String, line: Int,
    column: Int
  ) {
    if Test.current == nil, XCTestCaseObserver.isXCTestRun {
      let description = "Caught error: \(String(reflecting: error))"
      XCTestCaseObserver.recordFailure(
        message.map { "\(description): \($0)" } ?? description, fileID: fileID,
        filePath: filePath, line: line)
    } else {
      Issue.record(
        error, message.map(Comment.init(rawValue:)),
        sourceLocation: sourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// The running Swift Testing test, or the running XCTest test case.
  ///
  /// ```swift
  /// _DependenciesTestIssueReporter.currentTestIdentity  // nil when no test is running
  /// ```
  public static var currentTestIdentity: AnyHashable? {
    if let test = Test.current { return AnyHashable(test.id) }
    return XCTestCaseObserver.currentTestCase.map { AnyHashable(ObjectIdentifier($0)) }
  }

  /// Whether a Swift Testing test is running in this task.
  ///
  /// ```swift
  /// _DependenciesTestIssueReporter.isRunningSwiftTestingTest  // true inside a @Test
  /// ```
  public static var isRunningSwiftTestingTest: Bool { Test.current != nil }

  /// Runs `body` in Swift Testing's `withKnownIssue`, for `withExpectedIssue`.
  ///
  /// ```swift
  /// withExpectedIssue { reportIssue("expected") }  // ends here in a Swift Testing test
  /// ```
  public static func withKnownIssue(
    _ message: String?, isIntermittent: Bool, fileID: String, filePath: String, line: Int,
    column: Int, _ body: () throws -> Void
  ) {
    Testing.withKnownIssue(
      message.map { Comment(rawValue: $0) }, isIntermittent: isIntermittent,
      sourceLocation: sourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column),
      body)
  }

  /// Runs asynchronous `body` in Swift Testing's `withKnownIssue`, for `withExpectedIssue`.
  ///
  /// ```swift
  /// await withExpectedIssue { await modelo.guardar() }  // ends here in a Swift Testing test
  /// ```
  public static func withKnownIssue(
    _ message: String?, isIntermittent: Bool, fileID: String, filePath: String, line: Int,
    column: Int, isolation: isolated (any Actor)?, _ body: () async throws -> Void
  ) async {
    await Testing.withKnownIssue(
      message.map { Comment(rawValue: $0) }, isIntermittent: isIntermittent,
      isolation: isolation,
      sourceLocation: sourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column),
      body)
  }

  private static func sourceLocation(
    fileID: String, filePath: String, line: Int, column: Int
  ) -> SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: max(line, 1), column: max(column, 1))
  }
}
