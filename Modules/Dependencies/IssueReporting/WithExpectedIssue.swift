/// Runs `body`, which is expected to report an issue, without failing the running test for it.
///
/// Swift Testing's `withKnownIssue`, made to work with ``reportIssue(_:fileID:filePath:line:column:)``
/// everywhere: in a Swift Testing test it is `withKnownIssue` itself; in an XCTest test and
/// outside tests the issues reported through this library inside `body` are taken as expected.
/// An error thrown by `body` counts as the expected issue.
///
/// Use it to test the code that reports, like a test value that must warn:
///
/// ```swift
/// @Test func unDestinoSinImplementarAvisa() {
///   withExpectedIssue {
///     Notificador.testValue.enviar("hola")  // reports "Unimplemented: Notificador.enviar"
///   }
/// }
/// ```
///
/// When `body` reports no issue, that is reported in its place, unless `isIntermittent` is `true`.
///
/// - Parameters:
///   - message: What the expected issue is, if anything.
///   - isIntermittent: Whether the issue may not happen every time; if `true`, an issue that does
///     not happen is not reported.
///   - fileID: The file ID to blame when no issue happens. Defaults to the caller's.
///   - filePath: The file path to blame when no issue happens. Defaults to the caller's.
///   - line: The line to blame when no issue happens. Defaults to the caller's.
///   - column: The column to blame when no issue happens. Defaults to the caller's.
///   - body: The code expected to report an issue.
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () throws -> Void
) {
  if isTesting, let reporter = TestIssueReporterLookup.reporter,
    reporter.isRunningSwiftTestingTest
  {
    reporter.withKnownIssue(
      message, isIntermittent: isIntermittent, fileID: "\(fileID)", filePath: "\(filePath)",
      line: Int(line), column: Int(column), body)
    return
  }
  let expected = ExpectedIssues()
  IssueReporter.$expectation.withValue(expected) {
    do {
      try body()
    } catch {
      expected.record()
    }
  }
  expected.check(
    message, isIntermittent: isIntermittent, fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// Runs asynchronous `body`, which is expected to report an issue, without failing the running
/// test for it.
///
/// Like the synchronous `withExpectedIssue`, for asynchronous code. Issues reported by child tasks
/// of `body` count too.
///
/// ```swift
/// @Test func cargarSinImplementarAvisa() async {
///   await withExpectedIssue {
///     _ = try await ClienteArticulos.testValue.cargar()
///   }
/// }
/// ```
///
/// - Parameters:
///   - message: What the expected issue is, if anything.
///   - isIntermittent: Whether the issue may not happen every time; if `true`, an issue that does
///     not happen is not reported.
///   - fileID: The file ID to blame when no issue happens. Defaults to the caller's.
///   - filePath: The file path to blame when no issue happens. Defaults to the caller's.
///   - line: The line to blame when no issue happens. Defaults to the caller's.
///   - column: The column to blame when no issue happens. Defaults to the caller's.
///   - isolation: The actor to run on. Defaults to the caller's.
///   - body: The code expected to report an issue.
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async {
  if isTesting, let reporter = TestIssueReporterLookup.reporter,
    reporter.isRunningSwiftTestingTest
  {
    await reporter.withKnownIssue(
      message, isIntermittent: isIntermittent, fileID: "\(fileID)", filePath: "\(filePath)",
      line: Int(line), column: Int(column), isolation: isolation, body)
    return
  }
  let expected = ExpectedIssues()
  await IssueReporter.$expectation.withValue(expected) {
    do {
      try await body()
    } catch {
      expected.record()
    }
  }
  expected.check(
    message, isIntermittent: isIntermittent, fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// Counts the issues reported inside a `withExpectedIssue` that runs outside Swift Testing.
final class ExpectedIssues: Sendable {
  private let count = Locked(0)

  /// Takes one reported issue (or thrown error) as expected.
  func record() {
    count.withLock { $0 += 1 }
  }

  /// Reports that the expected issue did not happen, unless it happened or may not.
  func check(
    _ message: String?, isIntermittent: Bool, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    guard !isIntermittent, count.withLock({ $0 }) == 0 else { return }
    reportIssue(
      "An issue was expected, but none was reported" + (message.map { ": \($0)" } ?? ""),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
