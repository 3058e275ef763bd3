import ArticulosInterface
import Foundation
import Testing

@Suite("Secrets and messages")
struct SecretosTests {
  @Test("A token never shows in text: description, interpolation, dump, errors")
  func tokenIsRedacted() {
    let token = TokenDeAcceso("dstok_supersecreto\n")
    #expect(token.valorSecreto == "dstok_supersecreto")
    #expect(!"\(token)".contains("supersecreto"))
    #expect(!String(reflecting: token).contains("supersecreto"))
    var volcado = ""
    dump(token, to: &volcado)
    #expect(!volcado.contains("supersecreto"))
    let configuracion = ConfiguracionArticulos(api: URL(string: "http://x")!, token: token)
    #expect(!"\(configuracion)".contains("supersecreto"))
    var volcadoConfiguracion = ""
    dump(configuracion, to: &volcadoConfiguracion)
    #expect(!volcadoConfiguracion.contains("supersecreto"))
  }

  @Test(
    "Every error says what to do",
    arguments: [
      (ErrorArticulos.noEncontrado("x"), "articulos list"),
      (.sinToken, "--token"),
      (.tokenRechazado(motivo: "Invalid token signature"), "create-token"),
      (.sinPermiso(motivo: "Permission denied"), "datasette.yaml"),
      (.servidor(estado: 500, mensaje: "boom"), "Try again"),
      (.red(.conexionRechazada(destino: "127.0.0.1:1")), "--api"),
      (.red(.tiempoAgotado(segundos: 10)), "timeout"),
      (.respuestaInvalida("not JSON"), "--api"),
      (.red(.redireccionNoSeguida(destino: "https://otro.example/")), "--api"),
    ])
  func messagesAreActionable(error: ErrorArticulos, pista: String) {
    #expect(error.description.contains(pista))
    #expect(error.localizedDescription == error.description)
  }

  @Test("Only server and some network failures are worth retrying")
  func transient() {
    #expect(ErrorArticulos.servidor(estado: 503, mensaje: "").esTransitorio)
    #expect(ErrorArticulos.red(.conexionInterrumpida).esTransitorio)
    #expect(!ErrorArticulos.noEncontrado("x").esTransitorio)
    #expect(!ErrorArticulos.articuloInvalido([.tituloVacio]).esTransitorio)
    #expect(!ErrorArticulos.red(.tls("bad certificate")).esTransitorio)
  }
}
