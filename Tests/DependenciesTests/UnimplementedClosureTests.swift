import Dependencies
import DependenciesTestSupport
import Testing

private func mensajes(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined() }

/// A client whose endpoints default to unimplemented closures in their property initializers.
private struct Analitica: Sendable {
  var registrar: @Sendable (String) -> Void = unimplemented("Analitica.registrar")
  var sesiones: @Sendable () -> Int = unimplemented("Analitica.sesiones", placeholder: 3)
  var exportar: @Sendable (Int) throws -> String = unimplemented("Analitica.exportar")
  var leer: @Sendable (String) throws(ErrorDeAnalitica) -> Int =
    unimplemented("Analitica.leer", throwing: .sinDatos)
  var subir: @Sendable (Int, String) async throws(ErrorDeAnalitica) -> Bool =
    unimplemented("Analitica.subir", throwing: .sinRed)
  var vaciar: @Sendable () async -> Void = unimplemented("Analitica.vaciar")
  var borrar: @Sendable () async throws -> Void = unimplemented("Analitica.borrar")
}

private enum ErrorDeAnalitica: Error, Equatable {
  case sinDatos, sinRed
}

@Suite("unimplemented closures: endpoints that report each time they are called")
struct UnimplementedClosureTests {
  @Test("A Void closure reports and returns, with no placeholder written")
  func voidClosure() {
    let analitica = Analitica()
    var llamadas = 0
    withKnownIssue {
      analitica.registrar("abrir")
      analitica.registrar("cerrar")
      llamadas = 2
    } matching: {
      mensajes($0).hasPrefix("Unimplemented: Analitica.registrar")
    }
    #expect(llamadas == 2)
  }

  @Test("A closure with a placeholder reports and returns the placeholder")
  func placeholderClosure() {
    let formatear: @Sendable (Int) -> String = unimplemented("Formato", placeholder: "x")
    var resultados: [String] = []
    withKnownIssue {
      resultados = [formatear(1), "\(Analitica().sesiones())"]
    } matching: {
      let text = mensajes($0)
      return text.hasPrefix("Unimplemented: Formato")
        || text.hasPrefix("Unimplemented: Analitica.sesiones")
    }
    #expect(resultados == ["x", "3"])
  }

  @Test("The placeholder is made at each call")
  func placeholderMadeAtEachCall() {
    let contador = Locked(0)
    let siguiente: @Sendable () -> Int = unimplemented(
      "Contador.siguiente",
      placeholder: {
        contador.update { $0 += 1 }
        return contador.get()
      }())
    var valores: [Int] = []
    withKnownIssue {
      valores = [siguiente(), siguiente()]
    } matching: {
      mensajes($0).hasPrefix("Unimplemented: Contador.siguiente")
    }
    #expect(valores == [1, 2])
  }

  @Test("A throwing closure reports and throws UnimplementedFailure")
  func throwingClosure() {
    let analitica = Analitica()
    var outcome: Result<String, any Error>?
    withKnownIssue {
      outcome = Result { try analitica.exportar(7) }
    } matching: {
      mensajes($0).hasPrefix("Unimplemented: Analitica.exportar")
    }
    let failure = #expect(throws: UnimplementedFailure.self) { try outcome?.get() }
    #expect(failure?.description == "Analitica.exportar")
  }

  @Test("A closure with a typed error reports and throws the error given")
  func typedThrowingClosure() {
    let analitica = Analitica()
    var outcome: Result<Int, ErrorDeAnalitica>?
    withKnownIssue {
      outcome = Result { () throws(ErrorDeAnalitica) -> Int in try analitica.leer("clave") }
    } matching: {
      mensajes($0).hasPrefix("Unimplemented: Analitica.leer")
    }
    #expect(outcome == .failure(.sinDatos))
  }

  @Test("An async closure with a typed error reports and throws the error given")
  func asyncTypedThrowingClosure() async {
    let analitica = Analitica()
    var error: ErrorDeAnalitica?
    await withKnownIssue {
      do throws(ErrorDeAnalitica) {
        _ = try await analitica.subir(1, "a")
      } catch let thrown {
        error = thrown
      }
    } matching: {
      mensajes($0).hasPrefix("Unimplemented: Analitica.subir")
    }
    #expect(error == .sinRed)
  }

  @Test("Async closures without a placeholder: Void returns, throwing throws")
  func asyncVoidAndThrowing() async {
    let analitica = Analitica()
    var errors: [any Error] = []
    await withKnownIssue {
      await analitica.vaciar()
      do { try await analitica.borrar() } catch { errors.append(error) }
    } matching: {
      let text = mensajes($0)
      return text.hasPrefix("Unimplemented: Analitica.vaciar")
        || text.hasPrefix("Unimplemented: Analitica.borrar")
    }
    #expect(errors.count == 1)
    #expect(errors.first is UnimplementedFailure)
  }

  @Test("The issue names the arguments of the call")
  func namesTheArguments() {
    let buscar: @Sendable (String, Int) -> [String] = unimplemented("Buscar", placeholder: [])
    withKnownIssue {
      _ = buscar("gatos", 2)
    } matching: {
      mensajes($0).contains(#"Called with: "gatos", 2"#)
    }
  }

  @Test("The value form's placeholder defaults to () for Void")
  func valueFormVoidPlaceholder() {
    withKnownIssue {
      let nada: Void = unimplemented("Nada", placeholder: ())
      let tampoco: Void = unimplemented("Tampoco")
      _ = (nada, tampoco)
    } matching: {
      let text = mensajes($0)
      return text.hasPrefix("Unimplemented: Nada") || text.hasPrefix("Unimplemented: Tampoco")
    }
  }
}
