import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosLive

@Suite("Every failed status and transport error becomes the ErrorArticulos a person can act on")
struct ErrorArticulosDatasetteTests {
  private static func cuerpo(_ mensaje: String, estado: Int) -> Data {
    Data(
      #"{"ok": false, "error": "\#(mensaje)", "errors": ["\#(mensaje)"], "status": \#(estado)}"#
        .utf8)
  }

  @Test("404 on a row or a delete is 'not found' for that id")
  func noEncontrado() {
    let fila = ErrorArticulos(
      estado: 404, cuerpo: Self.cuerpo("Row not found", estado: 404), operacion: .fila("a1"),
      conToken: false)
    #expect(fila == .noEncontrado("a1"))
    let borrado = ErrorArticulos(
      estado: 404, cuerpo: Self.cuerpo("Record not found: ['b4']", estado: 404),
      operacion: .borrado("b4"), conToken: true)
    #expect(borrado == .noEncontrado("b4"))
  }

  @Test("404 for a missing table or database is a refused request, not a missing article")
  func tablaInexistente() {
    for mensaje in ["Table not found", "Database not found"] {
      let error = ErrorArticulos(
        estado: 404, cuerpo: Self.cuerpo(mensaje, estado: 404), operacion: .fila("a1"),
        conToken: false)
      #expect(error == .peticionRechazada(estado: 404, mensaje: mensaje))
    }
    let lectura = ErrorArticulos(
      estado: 404, cuerpo: Self.cuerpo("Table not found", estado: 404), operacion: .lectura,
      conToken: false)
    #expect(lectura == .peticionRechazada(estado: 404, mensaje: "Table not found"))
  }

  @Test("401 is a rejected token with the server's reason")
  func noAutorizado() {
    let error = ErrorArticulos(
      estado: 401, cuerpo: Self.cuerpo("Token has expired", estado: 401), operacion: .lectura,
      conToken: true)
    #expect(error == .tokenRechazado(motivo: "Token has expired"))
  }

  @Test("403 is 'no token' when none was sent, and 'not allowed' with the reason when one was")
  func prohibido() {
    let cuerpo = Self.cuerpo("Permission denied", estado: 403)
    #expect(
      ErrorArticulos(estado: 403, cuerpo: cuerpo, operacion: .escritura, conToken: false)
        == .sinToken)
    #expect(
      ErrorArticulos(estado: 403, cuerpo: cuerpo, operacion: .borrado("a"), conToken: true)
        == .sinPermiso(motivo: "Permission denied"))
  }

  @Test("400 on a write is an invalid article the server refused; on a read, a refused request")
  func peticionMala() {
    let cuerpo = Self.cuerpo("CHECK constraint failed: creado_iso8601", estado: 400)
    #expect(
      ErrorArticulos(estado: 400, cuerpo: cuerpo, operacion: .escritura, conToken: true)
        == .articuloInvalido([.rechazadoPorElServidor("CHECK constraint failed: creado_iso8601")]))
    #expect(
      ErrorArticulos(estado: 400, cuerpo: cuerpo, operacion: .lectura, conToken: true)
        == .peticionRechazada(estado: 400, mensaje: "CHECK constraint failed: creado_iso8601"))
  }

  @Test("413, 405 and other 4xx are refused requests, with plain-text bodies kept")
  func otrosErroresDelCliente() {
    let grande = Self.cuerpo("Request body exceeded maximum size of 2097152 bytes", estado: 413)
    #expect(
      ErrorArticulos(estado: 413, cuerpo: grande, operacion: .escritura, conToken: true)
        == .peticionRechazada(
          estado: 413, mensaje: "Request body exceeded maximum size of 2097152 bytes"))
    #expect(
      ErrorArticulos(
        estado: 405, cuerpo: Data("Method not allowed".utf8), operacion: .lectura, conToken: false)
        == .peticionRechazada(estado: 405, mensaje: "Method not allowed"))
    #expect(
      ErrorArticulos(estado: 418, cuerpo: Data(), operacion: .lectura, conToken: false)
        == .peticionRechazada(estado: 418, mensaje: "418 Client Error"))
  }

  @Test("5xx and 429 are server failures; an HTML error page adds no message")
  func erroresDelServidor() {
    let html = Data("<!DOCTYPE html><html><h1>Error 500</h1></html>".utf8)
    #expect(
      ErrorArticulos(estado: 500, cuerpo: html, operacion: .escritura, conToken: true)
        == .servidor(estado: 500, mensaje: ""))
    #expect(
      ErrorArticulos(
        estado: 503, cuerpo: Data("down for maintenance\n".utf8), operacion: .lectura,
        conToken: false)
        == .servidor(estado: 503, mensaje: "down for maintenance"))
    #expect(
      ErrorArticulos(estado: 429, cuerpo: Data(), operacion: .lectura, conToken: false)
        == .servidor(estado: 429, mensaje: ""))
  }

  @Test("a status Datasette never sends as a final answer is an invalid answer")
  func estadoRaro() {
    let error = ErrorArticulos(estado: 304, cuerpo: Data(), operacion: .lectura, conToken: false)
    guard case .respuestaInvalida(let detalle) = error else {
      Issue.record("expected respuestaInvalida, got \(error)")
      return
    }
    #expect(detalle.contains("304"))
  }

  @Test(
    "transport failures become network failures, cancellations 'cancelled'",
    arguments: [
      (HTTPError.cancelled, ErrorArticulos.cancelado),
      (
        .couldNotConnect(host: "127.0.0.1:9", detail: "refused"),
        .red(.conexionRechazada(destino: "127.0.0.1:9"))
      ),
      (.couldNotResolveHost("nohay.invalid"), .red(.nombreDesconocido(host: "nohay.invalid"))),
      (.timedOut(.transferring, after: .milliseconds(1500)), .red(.tiempoAgotado(segundos: 1.5))),
      (.timedOut(.connecting, after: .seconds(10)), .red(.conexionNoAbierta(segundos: 10))),
      (.tlsFailed(.certificate, detail: "expired"), .red(.conexionInsegura("expired"))),
      (.connectionLost(.partialBody, detail: "x"), .red(.conexionInterrumpida)),
      (.tooManyRedirects(limit: 5), .red(.demasiadasRedirecciones)),
      (.responseTooLarge(limit: 1 << 20), .red(.respuestaDemasiadoGrande(limiteEnBytes: 1 << 20))),
      (.invalidResponse("no status line"), .respuestaInvalida("no status line")),
      (.invalidJSON("missing key \"rows\""), .respuestaInvalida("missing key \"rows\"")),
    ])
  func erroresDeTransporte(error: HTTPError, expected: ErrorArticulos) {
    #expect(ErrorArticulos(error) == expected)
  }

  @Test("libcurl failures without a case of their own keep their description")
  func otrosErroresDeTransporte() {
    let error = HTTPError.other(code: 99, message: "odd")
    #expect(ErrorArticulos(error) == .red(.otro(error.description)))
  }

  @Test("the token's secret is scrubbed from every text an error carries")
  func secretoTachado() {
    let token = TokenDeAcceso("dstok_secreto-de-prueba")
    let texto = "echo: Bearer dstok_secreto-de-prueba"
    let errores: [ErrorArticulos] = [
      .tokenRechazado(motivo: texto), .sinPermiso(motivo: texto),
      .articuloInvalido([.tituloVacio, .rechazadoPorElServidor(texto)]),
      .peticionRechazada(estado: 400, mensaje: texto), .servidor(estado: 500, mensaje: texto),
      .respuestaInvalida(texto), .red(.otro(texto)), .red(.conexionInsegura(texto)),
      .red(.conexionRechazada(destino: texto)), .red(.nombreDesconocido(host: texto)),
      .red(.redireccionNoSeguida(destino: texto)),
      .noEncontrado(Articulo.ID(rawValue: texto)), .inesperado(texto),
    ]
    for error in errores {
      let limpio = error.sinSecreto(token)
      #expect(!limpio.description.contains("dstok_secreto-de-prueba"), "\(limpio)")
      #expect(limpio.description.contains("<redacted>"), "\(limpio)")
      #expect(limpio != error)
    }
    #expect(ErrorArticulos.sinToken.sinSecreto(token) == .sinToken)
    #expect(
      ErrorArticulos.servidor(estado: 500, mensaje: texto).sinSecreto(nil)
        == .servidor(estado: 500, mensaje: texto))
  }
}
