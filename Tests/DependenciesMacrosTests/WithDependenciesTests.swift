import DependenciesMacros
import Testing

@Suite("A client as a dependency")
struct WithDependenciesTests {
  @Test("ClienteArticulos() as testValue fails a test that reaches an endpoint")
  func testValueIsUnimplemented() async {
    @Dependency(\.clienteArticulos) var cliente
    let (messages, outcome) = await reportedIssuesAndOutcome { try await cliente.cargar() }
    #expect(throws: Unimplemented("cargar")) { try outcome.get() }
    #expect(messages == ["Unimplemented: 'ClienteArticulos.cargar'"])
  }

  @Test("overriding the field in withDependencies changes what the method does")
  func overridingFieldChangesMethod() async throws {
    let pagina = try await withDependencies {
      $0.clienteArticulos.buscar = { texto, numero in
        Pagina(articulos: [Articulo(id: numero, titulo: texto)], numero: numero)
      }
    } operation: {
      @Dependency(\.clienteArticulos) var cliente
      return try await cliente.buscar(texto: "swift", pagina: 3)
    }
    #expect(pagina == Pagina(articulos: [Articulo(id: 3, titulo: "swift")], numero: 3))
  }

  @Test("a partial client overrides one endpoint and leaves the others unimplemented")
  func partialClient() async throws {
    try await withDependencies {
      $0.clienteArticulos = ClienteArticulos(cargar: { [.demo] })
    } operation: {
      @Dependency(\.clienteArticulos) var cliente
      let cargados = try await cliente.cargar()
      #expect(cargados == [.demo])
      let (messages, outcome) = await reportedIssuesAndOutcome { try await cliente.borrar(id: 1) }
      #expect(throws: Unimplemented("borrar")) { try outcome.get() }
      #expect(messages == ["Unimplemented: 'ClienteArticulos.borrar'"])
    }
  }

  @Test("outside the override the method is unimplemented again")
  func overrideEndsWithScope() async throws {
    try await withDependencies {
      $0.clienteArticulos.cargar = { [.demo] }
    } operation: {
      @Dependency(\.clienteArticulos) var cliente
      let cargados = try await cliente.cargar()
      #expect(cargados == [.demo])
    }
    @Dependency(\.clienteArticulos) var cliente
    let (messages, outcome) = await reportedIssuesAndOutcome { try await cliente.cargar() }
    #expect(throws: Unimplemented("cargar")) { try outcome.get() }
    #expect(messages == ["Unimplemented: 'ClienteArticulos.cargar'"])
  }
}
