import ArticulosEnMemoria
import ArticulosInterface
import Copia
import Dependencies
import Testing

@Suite("The copy destination is a second slot of the same client type")
struct ClienteArticulosDestinoTests {
  @Test("each slot answers with its own client")
  func dosRanuras() async throws {
    try await withDependencies {
      $0.clienteArticulos = .enMemoria(Articulo.muestra)
      $0.clienteArticulosDestino = .enMemoria([])
    } operation: {
      @Dependency(\.clienteArticulos) var origen
      @Dependency(\.clienteArticulosDestino) var destino
      let deOrigen = try await origen.cargar()
      let deDestino = try await destino.cargar()
      #expect(deOrigen.count == 3)
      #expect(deDestino.isEmpty)
    }
  }
}
