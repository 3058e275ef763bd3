import ArticulosInterface
import Dependencies
import DependenciesTestSupport
import Testing

@Suite("The client's test, preview and second keys")
struct TestKeyTests {
  @Test("The test value is all unimplemented: a call fails the test, naming the endpoint")
  func testValueSinImplementar() async {
    @Dependency(\.clienteArticulos) var cliente
    var fallo: (any Error)?
    await withKnownIssue {
      do {
        _ = try await cliente.cargar()
      } catch {
        fallo = error
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("Unimplemented: 'ClienteArticulos.cargar'")
    }
    #expect(fallo != nil)
  }

  @Test("Overriding one endpoint leaves the others unimplemented")
  func sustitucionParcial() async throws {
    try await withDependencies {
      $0.clienteArticulos = ClienteArticulos(cargar: { [Articulo.muestra[0]] })
    } operation: {
      @Dependency(\.clienteArticulos) var cliente
      let cargados = try await cliente.cargar()
      #expect(cargados == [Articulo.muestra[0]])
      var fallo: (any Error)?
      await withKnownIssue {
        do {
          _ = try await cliente.obtener(id: "x")
        } catch {
          fallo = error
        }
      } matching: { issue in
        issue.comments.map(\.rawValue).joined().contains(
          "Unimplemented: 'ClienteArticulos.obtener'")
      }
      #expect(fallo != nil)
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
