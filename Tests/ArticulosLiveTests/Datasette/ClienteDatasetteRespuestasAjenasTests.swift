import ArticulosInterface
import Dependencies
import Foundation
import Testing

@testable import ArticulosLive

@Suite("A write succeeds only on Datasette's own success answer, whatever the status says")
struct ClienteDatasetteRespuestasAjenasTests {
  private static var cliente: ClienteArticulos { .liveValue }

  /// 2xx answers that no Datasette sends to a write.
  static let ajenas: [(String, ScriptedHTTPServer.Reply)] = [
    (
      "not JSON",
      .respond(status: 200, headers: [("Content-Type", "application/json")], body: #"{"ok": tru"#)
    ),
    (
      "an HTML page",
      .respond(
        status: 200, headers: [("Content-Type", "text/html")],
        body: "<html><body>Sign in</body></html>")
    ),
    (
      "another API's JSON",
      .respond(
        status: 200, headers: [("Content-Type", "application/json")], body: #"{"status": "fine"}"#)
    ),
    (
      "ok false",
      .respond(
        status: 201, headers: [("Content-Type", "application/json")], body: #"{"ok": false}"#)
    ),
    ("an empty body", .respond(status: 200)),
  ]

  private static func error(
    _ respuesta: ScriptedHTTPServer.Reply, _ operacion: @Sendable () async throws -> Void
  ) async throws -> ErrorArticulos? {
    let server = try ScriptedHTTPServer { _ in respuesta }
    defer { server.stop() }
    return await withDependencies {
      $0.configuracionDatasette = ConfiguracionDatasette(
        api: server.url(), token: TokenDeAcceso("dstok_x"), tiempoMaximo: .seconds(5))
      $0.continuousClock = ImmediateClock()
    } operation: {
      do {
        try await operacion()
        return nil
      } catch {
        return error as? ErrorArticulos
      }
    }
  }

  @Test("a batch of several articles answered with anything else is refused", arguments: 0..<5)
  func lote(indice: Int) async throws {
    let (nombre, respuesta) = Self.ajenas[indice]
    let error = try await Self.error(respuesta) {
      _ = try await Self.cliente.guardarVarios(articulos: Articulo.muestra)
    }
    guard case .respuestaInvalida(let detalle) = error else {
      Issue.record("\(nombre): expected respuestaInvalida, got \(String(describing: error))")
      return
    }
    #expect(detalle.contains("to a write"), "\(nombre): \(detalle)")
  }

  @Test("a delete answered with anything else is refused", arguments: 0..<5)
  func borrado(indice: Int) async throws {
    let (nombre, respuesta) = Self.ajenas[indice]
    let error = try await Self.error(respuesta) {
      try await Self.cliente.borrar(id: "a1")
    }
    guard case .respuestaInvalida = error else {
      Issue.record("\(nombre): expected respuestaInvalida, got \(String(describing: error))")
      return
    }
  }
}
