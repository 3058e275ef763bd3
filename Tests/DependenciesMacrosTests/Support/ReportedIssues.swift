import Testing
import TestSupport

/// Runs `body`, which must report at least one unimplemented endpoint, and returns the messages
/// of the issues it reported, in order.
///
/// Only issues whose message starts with `Unimplemented: ` are known: any other issue, like a
/// failed expectation, still fails the test, so `body` holds no assertions (use
/// ``reportedIssuesAndOutcome(isolation:sourceLocation:during:)`` to check what an endpoint
/// returned or threw, after the block). `withKnownIssue` fails the test when `body` reports
/// nothing, and the caller compares the messages exactly. `body` runs on the caller's actor, so a
/// main-actor test can call main-actor endpoints in it.
///
/// ```swift
/// let messages = await reportedIssues { ajustes.registrar(evento: "abierto") }
/// #expect(messages == ["Unimplemented: 'Ajustes.registrar'"])
/// ```
func reportedIssues(
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  during body: () async -> Void
) async -> [String] {
  await reportedIssuesAndOutcome(sourceLocation: sourceLocation, during: body).messages
}

/// Like ``reportedIssues(isolation:sourceLocation:during:)``, and also returns what `body`
/// returned or threw, for the caller to check outside the known-issue block.
///
/// ```swift
/// let (messages, outcome) = await reportedIssuesAndOutcome { try await cliente.cargar() }
/// #expect(throws: Unimplemented("cargar")) { try outcome.get() }
/// #expect(messages == ["Unimplemented: 'ClienteArticulos.cargar'"])
/// ```
func reportedIssuesAndOutcome<Value>(
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  during body: () async throws -> Value
) async -> (messages: [String], outcome: Result<Value, any Error>) {
  let messages = Registro<String>()
  var outcome: Result<Value, any Error>?
  await withKnownIssue(sourceLocation: sourceLocation) {
    do {
      outcome = .success(try await body())
    } catch {
      outcome = .failure(error)
    }
  } matching: { issue in
    let message = issue.comments.map(\.rawValue).joined(separator: "\n")
    guard message.hasPrefix("Unimplemented: ") else { return false }
    messages.anotar(message)
    return true
  }
  return (messages.todos, outcome!)
}
