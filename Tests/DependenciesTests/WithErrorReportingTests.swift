import Dependencies
import DependenciesTestSupport
import Testing

private struct Roto: Error {}

private func mensajes(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined() }

@Suite("withErrorReporting: a thrown error becomes an issue and the result nil")
struct WithErrorReportingTests {
  @Test("Without an error it returns what the body returns, and reports nothing")
  func returnsTheResult() {
    let numero = withErrorReporting { try Result<Int, Roto>.success(4).get() }
    #expect(numero == 4)
  }

  @Test(
    "A thrown error is reported as itself at the caller's line, with the message, and gives nil")
  func reportsTheError() {
    var numero: Int? = 0
    let line = #line + 2
    withKnownIssue {
      numero = withErrorReporting("al leer el número") {
        try Result<Int, Roto>.failure(Roto()).get()
      }
    } matching: { issue in
      issue.error is Roto && mensajes(issue) == "al leer el número"
        && issue.sourceLocation?.line == line
    }
    #expect(numero == nil)
  }

  @Test("The message is optional, and a Void body needs no result")
  func voidBodyWithoutMessage() {
    withKnownIssue {
      withErrorReporting { throw Roto() }
    } matching: {
      $0.error is Roto && $0.comments.isEmpty
    }
  }

  @Test("The async form returns the result of an async body")
  func asyncReturnsTheResult() async {
    let texto = await withErrorReporting {
      await Task.yield()
      return "listo"
    }
    #expect(texto == "listo")
  }

  @Test("The async form reports an error thrown after a suspension, and gives nil")
  func asyncReportsTheError() async {
    var texto: String? = ""
    await withKnownIssue {
      texto = await withErrorReporting("al guardar") { () async throws -> String in
        await Task.yield()
        throw Roto()
      }
    } matching: { issue in
      issue.error is Roto && mensajes(issue) == "al guardar"
    }
    #expect(texto == nil)
  }

  @Test("The async form keeps the caller's actor")
  @MainActor
  func asyncKeepsTheActor() async {
    var contador = 0
    await withErrorReporting {
      await Task.yield()
      MainActor.assertIsolated()
      contador += 1
    }
    #expect(contador == 1)
  }
}
