import DependenciesMacros
import Testing

@Suite("An endpoint nobody implemented")
struct UnimplementedEndpointTests {
  @Test("reports 'Unimplemented: Type.endpoint' and throws Unimplemented naming the endpoint")
  func throwingEndpointReportsThenThrows() async {
    let cliente = ClienteArticulos()
    let (messages, outcome) = await reportedIssuesAndOutcome {
      try await cliente.buscar(texto: "swift", pagina: 2)
    }
    #expect(throws: Unimplemented("buscar")) { try outcome.get() }
    #expect(messages == ["Unimplemented: 'ClienteArticulos.buscar'"])
  }

  @Test("names the endpoint that was called, not another one")
  func eachEndpointReportsItsOwnName() async {
    let cliente = ClienteArticulos()
    var errors: [any Error] = []
    let messages = await reportedIssues {
      do { _ = try await cliente.cargar() } catch { errors.append(error) }
      do { _ = try await cliente.guardar(.demo) } catch { errors.append(error) }
      do { _ = try await cliente.borrar(7) } catch { errors.append(error) }
    }
    #expect(
      errors.map { $0 as? Unimplemented }
        == [Unimplemented("cargar"), Unimplemented("guardar"), Unimplemented("borrar")])
    #expect(
      messages == [
        "Unimplemented: 'ClienteArticulos.cargar'",
        "Unimplemented: 'ClienteArticulos.guardar'",
        "Unimplemented: 'ClienteArticulos.borrar'",
      ])
  }

  @Test("a throwing Void endpoint throws too")
  func throwingVoidEndpointThrows() async {
    let (messages, outcome) = await reportedIssuesAndOutcome {
      try await ClienteArticulos().borrar(id: 3)
    }
    #expect(throws: Unimplemented("borrar")) { try outcome.get() }
    #expect(messages == ["Unimplemented: 'ClienteArticulos.borrar'"])
  }

  @Test("a non-throwing Void endpoint reports and returns")
  func voidEndpointReportsAndReturns() async {
    let ajustes = Ajustes(formato: { $0 })
    var returned = false
    let messages = await reportedIssues {
      ajustes.registrar(evento: "abierto")
      returned = true
    }
    #expect(returned)
    #expect(messages == ["Unimplemented: 'Ajustes.registrar'"])
  }

  @Test("a non-throwing optional endpoint reports and returns nil")
  func optionalEndpointReturnsNil() async {
    let ajustes = Ajustes(formato: { $0 })
    var value: String? = "sin llamar"
    let messages = await reportedIssues {
      value = ajustes.ultimo(clave: "tema")
    }
    #expect(value == nil)
    #expect(messages == ["Unimplemented: 'Ajustes.ultimo'"])
  }

  @Test("a throwing optional endpoint throws rather than returning nil")
  func throwingOptionalEndpointThrows() async {
    let ajustes = Ajustes(formato: { $0 })
    let (messages, outcome) = await reportedIssuesAndOutcome {
      try ajustes.buscarClave(clave: "tema")
    }
    #expect(throws: Unimplemented("buscarClave")) { try outcome.get() }
    #expect(messages == ["Unimplemented: 'Ajustes.buscarClave'"])
  }

  @Test("an endpoint returning a tuple throws when it can")
  func tupleEndpointThrows() async {
    let ajustes = Ajustes(formato: { $0 })
    let (messages, outcome) = await reportedIssuesAndOutcome { try await ajustes.resumen() }
    #expect(throws: Unimplemented("resumen")) { try outcome.get() }
    #expect(messages == ["Unimplemented: 'Ajustes.resumen'"])
  }

  @Test("an endpoint with typed throws reports and returns, since it cannot throw Unimplemented")
  func typedThrowsEndpointsReturn() async throws {
    let validador = Validador()
    var sugerencia: String? = "sin llamar"
    let (messages, outcome) = await reportedIssuesAndOutcome {
      try validador.validar(texto: "hola")
      sugerencia = try validador.sugerir(texto: "hola")
    }
    #expect(throws: Never.self) { try outcome.get() }
    #expect(sugerencia == nil)
    #expect(
      messages == ["Unimplemented: 'Validador.validar'", "Unimplemented: 'Validador.sugerir'"])
  }

  @Test("a main-actor endpoint reports on the main actor")
  @MainActor
  func mainActorEndpointReports() async {
    let pantalla = Pantalla()
    let messages = await reportedIssues {
      await pantalla.esperar(segundos: 1)
    }
    #expect(messages == ["Unimplemented: 'Pantalla.esperar'"])
  }

  @Test("an endpoint keeps its unimplemented default in an initializer written by hand")
  func handWrittenInitializerKeepsDefaults() async throws {
    let cliente = ClienteArticulos(soloCargar: [.demo])
    #expect(try await cliente.cargar() == [.demo])
    let (messages, outcome) = await reportedIssuesAndOutcome {
      try await cliente.guardar(articulo: .demo)
    }
    #expect(throws: Unimplemented("guardar")) { try outcome.get() }
    #expect(messages == ["Unimplemented: 'ClienteArticulos.guardar'"])
  }

  @Test("in an initializer written by hand, a declared default is used as written, unreported")
  func handWrittenInitializerUsesDeclaredDefaultAsWritten() async {
    let ajustes = Ajustes(soloFormato: { $0 })
    var idioma = ""
    let messages = await reportedIssues {
      idioma = ajustes.idioma()
      ajustes.registrar(evento: "abierto")
    }
    #expect(idioma == "es")
    #expect(messages == ["Unimplemented: 'Ajustes.registrar'"])
  }

  #if DEBUG
    @Test("an endpoint declared inside #if reports, with a method, though no initializer sets it")
    func conditionalEndpointReports() async throws {
      let condicional = Condicional(siempre: { 1 })
      #expect(try condicional.siempre() == 1)
      let messages = await reportedIssues {
        condicional.depurar(texto: "traza")
      }
      #expect(messages == ["Unimplemented: 'Condicional.depurar'"])
    }
  #endif

  @Test("closures without accessors (shared declaration, observer) still report")
  func closuresWithoutAccessorsReport() async {
    let eventos = Eventos()
    let (messages, outcome) = await reportedIssuesAndOutcome {
      eventos.abrir()
      eventos.cerrar()
      try eventos.enviar("x")
    }
    #expect(throws: Unimplemented("enviar")) { try outcome.get() }
    #expect(
      messages == [
        "Unimplemented: 'Eventos.abrir'", "Unimplemented: 'Eventos.cerrar'",
        "Unimplemented: 'Eventos.enviar'",
      ])
  }
}
