import ArticulosInterface
import Compartido
import Testing

@Suite("Retries: which failures, how many tries, how long between them")
struct PoliticaDeReintentosTests {
  @Test("waits start at the initial one and double up to the maximum")
  func esperas() {
    let politica = PoliticaDeReintentos(
      intentos: 10, esperaInicial: .milliseconds(250), esperaMaxima: .seconds(3))
    let esperas = (1...6).map { politica.espera(trasIntento: $0) }
    #expect(
      esperas == [
        .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .seconds(3), .seconds(3),
      ])
    #expect(politica.espera(trasIntento: 1_000) == .seconds(3))
  }

  @Test(
    "only a server failure and a refused, cut or timed-out connection are tried again",
    arguments: [
      (ErrorArticulos.servidor(estado: 503, mensaje: ""), true),
      (.red(.conexionInterrumpida), true),
      (.red(.conexionRechazada(destino: "127.0.0.1:1")), true),
      (.red(.tiempoAgotado(segundos: 1)), true),
      (.noEncontrado("x"), false),
      (.articuloInvalido([.tituloVacio]), false),
      (.red(.conexionInsegura("bad certificate")), false),
      (.red(.nombreDesconocido(host: "nowhere.invalid")), false),
      (.respuestaInvalida("not JSON"), false),
      (.sinToken, false),
      (.cancelado, false),
      (.inesperado("Fallo()"), false),
    ])
  func soloLoPasajeroSeReintenta(error: ErrorArticulos, seReintenta: Bool) {
    let politica = PoliticaDeReintentos(intentos: 3)
    #expect(
      politica.permiteOtroIntento(
        tras: error, intento: 1, transcurrido: .zero, espera: .seconds(1)) == seReintenta)
  }

  @Test("a policy always makes at least one try; none means exactly one")
  func intentosMinimos() {
    #expect(PoliticaDeReintentos(intentos: 0).intentos == 1)
    #expect(PoliticaDeReintentos(intentos: -3).intentos == 1)
    #expect(PoliticaDeReintentos.ninguno.intentos == 1)
  }
}
