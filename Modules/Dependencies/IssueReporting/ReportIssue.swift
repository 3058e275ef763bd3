import Foundation

/// Reports that something went wrong that a developer must fix, without stopping the program.
///
/// In a test (with `DependenciesTestSupport` linked in the test target) the issue fails the
/// running test, Swift Testing's or XCTest's, at the given file and line. Anywhere else it writes
/// a runtime warning to standard error and the program goes on.
///
/// ```swift
/// static var testValue: any Base {
///   if shouldReportUnimplemented {
///     reportIssue("A blank, in-memory database is being used.")
///   }
///   return BaseEnMemoria()
/// }
/// ```
///
/// - Parameters:
///   - message: What went wrong and how to fix it.
///   - fileID: The file ID of the place to blame. Defaults to the caller's.
///   - filePath: The file path of the place to blame. Defaults to the caller's.
///   - line: The line of the place to blame. Defaults to the caller's.
///   - column: The column of the place to blame. Defaults to the caller's.
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  IssueReporter.report(
    message() ?? "", fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line),
    column: Int(column))
}

/// Reports an error that a developer must fix, without stopping the program.
///
/// Like ``reportIssue(_:fileID:filePath:line:column:)``, with the error's description first.
///
/// ```swift
/// do {
///   try await cliente.guardar(articulo)
/// } catch {
///   reportIssue(error, "Saving the draft should never fail here.")
/// }
/// ```
///
/// - Parameters:
///   - error: The error to report.
///   - message: More about what went wrong, if anything.
///   - fileID: The file ID of the place to blame. Defaults to the caller's.
///   - filePath: The file path of the place to blame. Defaults to the caller's.
///   - line: The line of the place to blame. Defaults to the caller's.
///   - column: The column of the place to blame. Defaults to the caller's.
public func reportIssue(
  _ error: any Error,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  IssueReporter.report(
    error, message(), fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line),
    column: Int(column))
}

/// Where reported issues go: the running test, or standard error.
enum IssueReporter {
  /// Receives every issue instead of the default destinations, for the scope of a task.
  ///
  /// Used by this package's own tests to observe what would be printed outside a test.
  @TaskLocal static var interceptor: (@Sendable (_ message: String) -> Void)?

  /// The scope of a `withExpectedIssue` running outside Swift Testing, which takes the issues
  /// reported inside it.
  @TaskLocal static var expectation: ExpectedIssues?

  /// Reports `error`: to a running test as the error itself (so `Issue.error` is `error`), and
  /// elsewhere as text.
  static func report(
    _ error: any Error, _ message: String?, fileID: String, filePath: String, line: Int,
    column: Int
  ) {
    if expectation == nil, interceptor == nil, isTesting,
      let reporter = TestIssueReporterLookup.reporter
    {
      reporter.recordError(
        error, message, fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    let description = "Caught error: \(String(reflecting: error))"
    report(
      message.map { "\(description): \($0)" } ?? description, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  static func report(_ message: String, fileID: String, filePath: String, line: Int, column: Int) {
    if let expectation {
      expectation.record()
    } else if let interceptor {
      interceptor(message)
    } else if isTesting, let reporter = TestIssueReporterLookup.reporter {
      reporter.recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    } else {
      printRuntimeWarning("\(fileID):\(line): \(message)")
    }
  }
}
