import Dependencies
import DependenciesTestSupport
import Testing

private func mensajes(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined() }

@Suite("unimplemented: report, then return, fall back or throw")
struct UnimplementedTests {
  @Test("The Void form reports and returns")
  func voidForm() {
    withKnownIssue {
      unimplemented("Analitica.registrar")
    } matching: {
      mensajes($0).hasPrefix("Unimplemented: Analitica.registrar")
    }
  }

  @Test("The placeholder form reports and returns the placeholder")
  func placeholderForm() {
    withKnownIssue {
      let idioma: String = unimplemented("Ajustes.idioma", placeholder: "es")
      #expect(idioma == "es")
    } matching: {
      mensajes($0).hasPrefix("Unimplemented: Ajustes.idioma")
    }
  }

  @Test("The throwing form reports and throws UnimplementedFailure")
  func throwingForm() {
    withKnownIssue {
      #expect(throws: UnimplementedFailure.self) {
        let _: Int = try unimplemented("Contador.siguiente")
      }
    } matching: {
      mensajes($0).contains("Contador.siguiente")
    }
  }

  @Test("The thrown failure carries the description")
  func failureDescription() {
    withKnownIssue {
      do {
        let _: Int = try unimplemented("Cliente.cargar")
        Issue.record("expected a throw")
      } catch let failure as UnimplementedFailure {
        #expect(failure.description == "Cliente.cargar")
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
  }

  @Test("The async throwing closure form reports and throws each time it is called")
  func asyncThrowingClosure() async {
    let cargar: @Sendable (Int) async throws -> [String] = unimplemented("Cliente.buscar")
    await withKnownIssue {
      await #expect(throws: UnimplementedFailure.self) { try await cargar(1) }
      await #expect(throws: UnimplementedFailure.self) { try await cargar(2) }
    } matching: {
      mensajes($0).contains("Cliente.buscar")
    }
  }

  @Test("The async placeholder closure form reports and returns the placeholder")
  func asyncPlaceholderClosure() async {
    let siguiente: @Sendable () async -> Int = unimplemented("Contador", placeholder: 7)
    await withKnownIssue {
      #expect(await siguiente() == 7)
    } matching: {
      mensajes($0).contains("Contador")
    }
  }

  @Test("Without a description, the message names the calling function")
  func namesTheFunction() {
    withKnownIssue {
      unimplemented()
    } matching: {
      mensajes($0).contains("namesTheFunction()")
    }
  }

  @Test("The message says where it was defined and how to fix it")
  func messageSaysWhereAndHow() {
    withKnownIssue {
      unimplemented("Cliente.borrar")
    } matching: { issue in
      let text = mensajes(issue)
      return text.contains("UnimplementedTests.swift:") && text.contains("withDependencies")
    }
  }
}
