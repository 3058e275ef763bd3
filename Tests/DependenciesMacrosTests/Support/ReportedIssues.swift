import Testing
import TestSupport

/// Runs `body`, which must report at least one issue, and returns the messages of every issue it
/// reported, in order. `body` does not throw: a test checks an endpoint's error with `#expect`.
///
/// The issues are known issues, so they do not fail the test; `withKnownIssue` fails it instead
/// when `body` reports nothing, and the caller compares the messages exactly. `body` runs on the
/// caller's actor, so a main-actor test can call main-actor endpoints in it.
func reportedIssues(
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  during body: () async -> Void
) async -> [String] {
  let messages = Registro<String>()
  await withKnownIssue(sourceLocation: sourceLocation) {
    await body()
  } matching: { issue in
    messages.anotar(issue.comments.map(\.rawValue).joined(separator: "\n"))
    return true
  }
  return messages.todos
}
