import Testing
import TestSupport

/// Collects the comments of the issues a `withKnownIssue` matcher sees, to count and compare.
///
/// ```swift
/// let reports = Reports()
/// withKnownIssue {
///   uuid()
/// } matching: {
///   reports.record($0, containing: #"Unimplemented: @Dependency(\.uuid)"#)
/// }
/// #expect(reports.messages == [#"Unimplemented: @Dependency(\.uuid)"#])
/// ```
final class Reports: Sendable {
  private let seen = Registro<(message: String, line: Int?, fileID: String?)>()

  /// Records `issue` and accepts it as known when its message contains one of `expected`.
  ///
  /// Any other issue (a failed expectation, a report of something else) is not recorded and not
  /// accepted, so it fails the test.
  func record(_ issue: Issue, containing expected: String...) -> Bool {
    let message = issue.comments.map(\.rawValue).joined()
    guard expected.contains(where: message.contains) else { return false }
    seen.anotar((message, issue.sourceLocation?.line, issue.sourceLocation?.fileID))
    return true
  }

  /// The messages recorded so far, in order.
  var messages: [String] { seen.todos.map(\.message) }

  /// The lines the recorded issues point at, in order.
  var lines: [Int?] { seen.todos.map(\.line) }

  /// The file IDs the recorded issues point at, in order.
  var fileIDs: [String?] { seen.todos.map(\.fileID) }

  /// How many issues were recorded.
  var count: Int { seen.cuenta }
}
