import Testing
import TestSupport

/// Collects the comments of the issues a `withKnownIssue` matcher sees, to count and compare.
///
/// ```swift
/// let reports = Reports()
/// withKnownIssue { uuid() } matching: { reports.record($0) }
/// #expect(reports.messages == [#"Unimplemented: @Dependency(\.uuid)"#])
/// ```
final class Reports: Sendable {
  private let seen = Registro<(message: String, line: Int?, fileID: String?)>()

  /// Records `issue` and accepts it as known.
  func record(_ issue: Issue) -> Bool {
    let message = issue.comments.map(\.rawValue).joined()
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
