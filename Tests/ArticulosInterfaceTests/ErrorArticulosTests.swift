import ArticulosInterface
import Testing

@Suite("The contract's error says what happened, in the contract's terms")
struct ErrorArticulosTests {
  static let errores: [ErrorArticulos] = [
    .noEncontrado("x"), .sinToken, .tokenRechazado(motivo: "Invalid token signature"),
    .sinPermiso(motivo: "Permission denied"), .articuloInvalido([.tituloVacio]),
    .peticionRechazada(estado: 400, mensaje: "bad"), .servidor(estado: 500, mensaje: "boom"),
    .red(.conexionRechazada(destino: "127.0.0.1:1")), .red(.nombreDesconocido(host: "x.lan")),
    .red(.tiempoAgotado(segundos: 2.5)), .red(.conexionInsegura("bad certificate")),
    .red(.conexionInterrumpida), .red(.demasiadasRedirecciones),
    .red(.redireccionNoSeguida(destino: "https://otro.example/")),
    .red(.respuestaDemasiadoGrande(limiteEnBytes: 64 << 20)), .red(.otro("boom")),
    .respuestaInvalida("not JSON"), .cancelado, .noDisponible("no bulk delete"),
    .inesperado("Fallo()"),
  ]

  @Test("no message names a program's options, variables or server commands", arguments: errores)
  func neutral(error: ErrorArticulos) {
    let texto = error.description
    #expect(!texto.isEmpty)
    for palabra in ["--", "ARTICULOS_", "datasette", "Datasette", "curl"] {
      #expect(!texto.contains(palabra), "\(error) says '\(palabra)'")
    }
  }

  @Test("a message carries the server's own words and the values it is about")
  func detalles() {
    #expect(ErrorArticulos.noEncontrado("a1").description == "No article has the id 'a1'.")
    #expect(
      ErrorArticulos.tokenRechazado(motivo: "Invalid token signature").description
        .contains("Invalid token signature"))
    #expect(
      ErrorArticulos.red(.tiempoAgotado(segundos: 2.5)).description
        == "The server did not answer within 2.5 s.")
    #expect(
      ErrorArticulos.red(.respuestaDemasiadoGrande(limiteEnBytes: 64 << 20)).description
        .contains("64 MiB"))
  }
}
