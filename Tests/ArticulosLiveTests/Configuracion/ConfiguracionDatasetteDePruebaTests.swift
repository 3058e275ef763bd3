import ArticulosLive
import Dependencies
import Foundation
import Testing

@Suite("The live client's configuration has no test value a test could use without noticing")
struct ConfiguracionDatasetteDePruebaTests {
  @Test("a test that reads the configuration without setting it fails, naming what to set")
  func sinFijar() {
    withKnownIssue {
      @Dependency(\.configuracionDatasette) var configuracion
      _ = configuracion.api
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("set $0.configuracionDatasette")
    }
  }

  @Test("a test that sets it reads what it set, with no issue")
  func fijada() {
    let servidor = ConfiguracionDatasette(api: URL(string: "http://127.0.0.1:9")!)
    withDependencies {
      $0.configuracionDatasette = servidor
    } operation: {
      @Dependency(\.configuracionDatasette) var configuracion
      #expect(configuracion.api == servidor.api)
    }
  }
}
