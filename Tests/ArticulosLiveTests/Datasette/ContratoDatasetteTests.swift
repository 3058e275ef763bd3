import ArticulosInterface
import ContratoDeArticulos
import DatasetteTestSupport
import Testing

@testable import ArticulosLive

extension ImplementacionDeArticulos {
  /// The live client on a Datasette of its own, started for each promise and stopped after
  /// it, with a cursor cache of its own.
  static let datasette = ImplementacionDeArticulos(nombre: "Datasette") { iniciales, prueba in
    try await DatasetteServer.with { servidor in
      let cliente = ClienteArticulos.datasette(
        servidor.configuracion(), http: .articulos, cursores: CacheDeCursores())
      if !iniciales.isEmpty { _ = try await cliente.guardarVarios(articulos: iniciales) }
      try await prueba(cliente)
    }
  }
}

/// The contract suite in the full lane: every promise, against each implementation that talks
/// to a server.
@Suite("Every server implementation keeps ClienteArticulos's contract")
struct ContratoDatasetteTests {
  /// The implementations this lane checks: one line each.
  static let implementaciones: [ImplementacionDeArticulos] = [.datasette]

  @Test(
    "The implementation keeps the promise",
    arguments: implementaciones, PromesaDelContrato.todas)
  func cumple(
    _ implementacion: ImplementacionDeArticulos, _ promesa: PromesaDelContrato
  ) async throws {
    try await promesa.comprobar(en: implementacion)
  }
}
