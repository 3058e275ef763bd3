import DatasetteTestSupport
import Dependencies
import Testing

@testable import ArticulosCLI

/// The composition root as the program runs it: `Articulos.ejecutar` prepares only the
/// configuration, and the client is the live value of `ClienteArticulos`'s key.
///
/// The test switches itself to the live context, as a program is, and prepares nothing else: if
/// `ArticulosLive/LiveKey.swift` stopped registering the live value, reading the key would give
/// the unimplemented test value, which reports an issue and fails the command.
@Suite("The tool's entry point against a real Datasette", .datasetteServer(sampleArticles: 3))
struct RaizDeComposicionTests {
  @Test("The entry point prepares only configuration; the client is the key's live value")
  func clienteVivoPorLaClave() async throws {
    let servidor = try #require(DatasetteServer.current)
    prepareDependencies { $0.context = .live }
    let prueba = ConsolaDePrueba()
    let codigo = await Articulos.ejecutar(
      ["--api", servidor.rootURL.absoluteString, "list", "--json"],
      entorno: ["ARTICULOS_TOKEN": servidor.token.valorSecreto], consola: prueba.consola)
    #expect(codigo == .ok, "\(prueba.error)")
    let leido = try json(ListadoLeido.self, de: prueba.salida)
    #expect(leido.total == 3)
    #expect(leido.articulos.count == 3)
  }
}
