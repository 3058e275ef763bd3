import ArticulosEnMemoria
import ArticulosInterface
import ContratoDeArticulos
import Testing

extension ImplementacionDeArticulos {
  /// The in-memory client.
  static let enMemoria = ImplementacionDeArticulos(nombre: "in memory") { iniciales, prueba in
    try await prueba(.enMemoria(iniciales))
  }
}

/// The contract suite in the fast lane: every promise, against each implementation that builds
/// without the networking side.
@Suite("Every implementation without a network keeps ClienteArticulos's contract")
struct ContratoEnMemoriaTests {
  /// The implementations this lane checks: one line each.
  static let implementaciones: [ImplementacionDeArticulos] = [.enMemoria]

  @Test(
    "The implementation keeps the promise",
    arguments: implementaciones, PromesaDelContrato.todas)
  func cumple(
    _ implementacion: ImplementacionDeArticulos, _ promesa: PromesaDelContrato
  ) async throws {
    try await promesa.comprobar(en: implementacion)
  }
}
