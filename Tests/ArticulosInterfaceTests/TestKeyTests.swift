import ArticulosInterface
import Dependencies
import DependenciesTestSupport
import Testing

@Suite("The client's test, preview and second keys")
struct TestKeyTests {
  @Test("The test value is all unimplemented: a call fails the test, naming the endpoint")
  func testValueIsUnimplemented() async {
    @Dependency(\.clienteArticulos) var cliente
    await withKnownIssue {
      await #expect(throws: (any Error).self) { try await cliente.cargar() }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("Unimplemented: 'ClienteArticulos.cargar'")
    }
  }

  @Test("Overriding one endpoint leaves the others unimplemented")
  func partialOverride() async throws {
    try await withDependencies {
      $0.clienteArticulos = ClienteArticulos(cargar: { [.demo] })
    } operation: {
      @Dependency(\.clienteArticulos) var cliente
      let cargados = try await cliente.cargar()
      #expect(cargados == [.demo])
      await withKnownIssue {
        await #expect(throws: (any Error).self) { try await cliente.obtener(id: "x") }
      } matching: { issue in
        issue.comments.map(\.rawValue).joined().contains("ClienteArticulos.obtener")
      }
    }
  }

  @Test("The preview value serves the sample articles from memory")
  func previewValue() async throws {
    try await withDependencies {
      $0 = $0._withFreshDefaults()
      $0.context = .preview
    } operation: {
      @Dependency(\.clienteArticulos) var cliente
      let cargados = try await cliente.cargar()
      #expect(cargados == Articulo.muestra)
    }
  }
}
