import ArticulosInterface
import Testing

@testable import ArticulosCLI

@Suite("The tool adds what to do, in its own terms, to the contract's error")
struct MensajeDeErrorTests {
  @Test(
    "every error that has a fix names it",
    arguments: [
      (ErrorArticulos.noEncontrado("x"), "articulos list"),
      (.sinToken, "--token"),
      (.sinToken, "ARTICULOS_TOKEN"),
      (.tokenRechazado(motivo: "Invalid token signature"), "create-token"),
      (.sinPermiso(motivo: "Permission denied"), "datasette.yaml"),
      (.servidor(estado: 500, mensaje: "boom"), "Try again"),
      (.red(.conexionRechazada(destino: "127.0.0.1:1")), "--api"),
      (.red(.nombreDesconocido(host: "x.lan")), "--api"),
      (.red(.tiempoAgotado(segundos: 10)), "--timeout"),
      (.respuestaInvalida("not JSON"), "--api"),
      (.red(.redireccionNoSeguida(destino: "https://otro.example/")), "--api"),
    ])
  func consejo(error: ErrorArticulos, pista: String) {
    #expect(error.mensajeDeLaHerramienta.contains(pista))
  }

  @Test("a failed command and a report of an import or a copy give the same advice")
  func unConsejoPorSituacion() {
    let casos: [(ErrorArticulos, String)] = [
      (.sinToken, Consejo.darToken),
      (
        .red(.conexionInsegura("SSL certificate problem: self-signed certificate")),
        Consejo.confiarEnLaAutoridad
      ),
      (
        .red(.conexionInsegura("SSL: no alternative certificate subject name matches")),
        Consejo.usarElNombreDelCertificado
      ),
    ]
    for (error, consejo) in casos {
      #expect(error.mensajeDeLaHerramienta.hasSuffix(consejo), "\(error)")
      #expect(FalloDeEjecucion(error, en: .guardar).mensaje.hasSuffix(consejo), "\(error)")
    }
    let lectura = FalloDeEjecucion(.sinToken, en: .listar).mensaje
    #expect(lectura.hasSuffix(Consejo.darToken))
    #expect(!ErrorArticulos.red(.conexionInsegura("x")).mensajeDeLaHerramienta.contains("Check"))
  }

  @Test("the tool's message starts with the contract's, except for a timeout it words itself")
  func empiezaPorElDelContrato() {
    let error = ErrorArticulos.sinPermiso(motivo: "Permission denied")
    #expect(error.mensajeDeLaHerramienta.hasPrefix(error.description))
    #expect(ErrorArticulos.cancelado.mensajeDeLaHerramienta == "Cancelled.")
  }

  @Test("an error that is not the client's is a failure in its own words, not a network one")
  func errorAjeno() {
    struct Fallo: Error {}
    let fallo = FalloDeEjecucion(cualquiera: Fallo(), en: .mostrar)
    #expect(fallo.codigo == .fallo)
    #expect(fallo.mensaje.contains("Fallo"))
    #expect(fallo.mensaje.contains("a bug"))
    #expect(!fallo.mensaje.contains("connection"))
    #expect(!fallo.mensaje.contains("request failed"))
    #expect(FalloDeEjecucion(cualquiera: CancellationError(), en: .mostrar).codigo == .cancelado)
  }
}
