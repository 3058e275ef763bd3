import ArticulosInterface
import Compartido
import Dependencies
import Testing

@Suite("Any error a client throws becomes the contract's error, a bug never a network failure")
struct ErrorArticulosCualquieraTests {
  struct Fallo: Error, CustomStringConvertible {
    var description: String { "the endpoint buscar is unimplemented" }
  }

  @Test("the contract's own error is kept as it is")
  func propio() {
    #expect(ErrorArticulos(cualquiera: ErrorArticulos.sinToken) == .sinToken)
    #expect(
      ErrorArticulos(cualquiera: ErrorArticulos.red(.otro("reset"))) == .red(.otro("reset")))
  }

  @Test("a cancellation is the contract's cancelado")
  func cancelacion() {
    #expect(ErrorArticulos(cualquiera: CancellationError()) == .cancelado)
  }

  @Test("an error of another type is inesperado, in its own words, and nothing acts on it")
  func ajeno() {
    let error = ErrorArticulos(cualquiera: Fallo())
    #expect(error == .inesperado("the endpoint buscar is unimplemented"))
    #expect(error.description.contains("a bug"))
    #expect(!error.esTransitorio)
    #expect(!error.esDeAcceso)
    #expect(!error.esDeTLS)
  }

  @Test("a write that failed with an error the contract does not name is not read back")
  func desenlace() {
    #expect(!ErrorArticulos.inesperado("boom").dejaDesenlaceIncierto)
  }

  @Test("the retry runner tries a bug once and hands it back as inesperado")
  func unSoloIntento() async {
    // NB: An immediate clock: were a bug retried, the test would count five tries at once.
    let reintentador = Reintentador(
      politica: PoliticaDeReintentos(intentos: 5), reloj: ImmediateClock())
    var intentos = 0
    do {
      _ = try await reintentador.ejecutar(ids: [], avisar: { _ in }) { () async throws -> Int in
        intentos += 1
        throw Fallo()
      }
      Issue.record("a failing operation returned")
    } catch {
      #expect(error.error == .inesperado("the endpoint buscar is unimplemented"))
      #expect(error.intentos == 1)
    }
    #expect(intentos == 1)
  }
}
