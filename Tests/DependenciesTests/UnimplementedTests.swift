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
    var idioma = ""
    withKnownIssue {
      idioma = unimplemented("Ajustes.idioma", placeholder: "es")
    } matching: {
      mensajes($0).hasPrefix("Unimplemented: Ajustes.idioma")
    }
    #expect(idioma == "es")
  }

  @Test("The throwing form reports and throws UnimplementedFailure")
  func throwingForm() {
    var outcome: Result<Int, any Error>?
    withKnownIssue {
      outcome = Result { try unimplemented("Contador.siguiente") }
    } matching: {
      mensajes($0).hasPrefix("Unimplemented: Contador.siguiente")
    }
    #expect(throws: UnimplementedFailure.self) { try outcome?.get() }
  }

  @Test("The thrown failure carries the description")
  func failureDescription() {
    var outcome: Result<Int, any Error>?
    withKnownIssue {
      outcome = Result { try unimplemented("Cliente.cargar") }
    } matching: {
      mensajes($0).hasPrefix("Unimplemented: Cliente.cargar")
    }
    let failure = #expect(throws: UnimplementedFailure.self) { try outcome?.get() }
    #expect(failure?.description == "Cliente.cargar")
  }

  @Test("The async throwing closure form reports and throws each time it is called")
  func asyncThrowingClosure() async {
    let cargar: @Sendable (Int) async throws -> [String] = unimplemented("Cliente.buscar")
    var errors: [any Error] = []
    await withKnownIssue {
      do { _ = try await cargar(1) } catch { errors.append(error) }
      do { _ = try await cargar(2) } catch { errors.append(error) }
    } matching: {
      mensajes($0).hasPrefix("Unimplemented: Cliente.buscar")
    }
    #expect(errors.count == 2)
    #expect(errors.allSatisfy { $0 is UnimplementedFailure })
  }

  @Test("The async placeholder closure form reports and returns the placeholder")
  func asyncPlaceholderClosure() async {
    let siguiente: @Sendable () async -> Int = unimplemented("Contador", placeholder: 7)
    var valor = 0
    await withKnownIssue {
      valor = await siguiente()
    } matching: {
      mensajes($0).hasPrefix("Unimplemented: Contador")
    }
    #expect(valor == 7)
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
