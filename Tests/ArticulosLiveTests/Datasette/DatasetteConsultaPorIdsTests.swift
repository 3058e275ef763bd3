import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosLive

@Suite("Look-ups of many ids: long addresses through SQL, short ones when a server refuses them")
struct DatasetteConsultaPorIdsTests {
  private static func datasette(_ server: ScriptedHTTPServer) -> ClienteDatasette {
    ClienteDatasette(
      configuracion: ConfiguracionDatasette(
        api: server.url(), tiempoDeConexion: .seconds(2), tiempoMaximo: .seconds(60)),
      http: .articulos, cursores: CacheDeCursores())
  }

  /// 2,000 ids of 36 characters, as UUIDs are: about 90,000 bytes of address in all.
  private static let ids = (0..<2_000).map { numero in
    Articulo.ID(rawValue: String(format: "%08d-0000-0000-0000-000000000000", numero))
  }

  /// The rows of the ids a look-up asks for that are in `existentes`, through SQL.
  private static func filas(
    _ request: ScriptedHTTPServer.Request, existentes: Set<String>
  ) -> ScriptedHTTPServer.Reply {
    let pedidos = FakeDatasette.idsConsultados(request.target) ?? []
    let filas = pedidos.filter(existentes.contains).map { #"{"id": "\#($0)"}"# }
    return FakeDatasette.json(
      200, #"{"ok": true, "rows": [\#(filas.joined(separator: ", "))], "truncated": false}"#)
  }

  @Test("the ids go through SQL in groups of up to 32,000 bytes and 1,000 ids")
  func gruposLargos() async throws {
    let existentes = Set(Self.ids.map(\.rawValue).filter { $0.hasPrefix("00000") })
    let server = try ScriptedHTTPServer { Self.filas($0, existentes: existentes) }
    defer { server.stop() }

    let encontradas = try await Self.datasette(server).consultarPorIds(Self.ids, columna: .id)

    #expect(Set(encontradas.keys.map(\.rawValue)) == existentes)
    #expect(server.requests.allSatisfy { $0.target.contains("/-/query.json?") })
    #expect(server.requests.allSatisfy { $0.target.utf8.count < 33_000 })
    let pedidos = server.requests.map { FakeDatasette.idsConsultados($0.target)?.count ?? 0 }
    #expect(pedidos.reduce(0, +) == Self.ids.count)
    #expect(
      pedidos.count
        == ClienteDatasette.grupos(
          Self.ids, bytes: ClienteDatasette.bytesDeIdsPorConsultaLarga, maximo: 1_000
        ).count)
    #expect(pedidos.count < 10)
  }

  @Test(
    "a server that refuses long addresses is asked again in short groups, and so is every later look-up",
    arguments: [414, 431])
  func direccionesCortas(estado: Int) async throws {
    let existentes = Set(Self.ids.map(\.rawValue).filter { $0.hasSuffix("0") })
    let server = try ScriptedHTTPServer { request in
      request.target.utf8.count > 8_192
        ? FakeDatasette.error(estado, "Request-URI Too Large")
        : Self.filas(request, existentes: existentes)
    }
    defer { server.stop() }
    let datasette = Self.datasette(server)

    let primera = try await datasette.consultarPorIds(Self.ids, columna: .id)
    let rechazadas = server.requests.filter { $0.target.utf8.count > 8_192 }.count
    let segunda = try await datasette.consultarPorIds(Self.ids, columna: .id)

    #expect(Set(primera.keys.map(\.rawValue)) == existentes)
    #expect(segunda == primera)
    #expect(rechazadas >= 1)
    #expect(server.requests.filter { $0.target.utf8.count > 8_192 }.count == rechazadas)
  }

  @Test(
    "a server that runs no SQL for the client, or cuts the rows short, is asked through the table")
  func sinSQL() async throws {
    for respuestaSQL in [
      FakeDatasette.json(403, #"{"ok": false, "error": "execute-sql", "status": 403}"#),
      FakeDatasette.json(200, #"{"ok": true, "rows": [{"id": "a1"}], "truncated": true}"#),
    ] {
      let server = try ScriptedHTTPServer { request in
        guard FakeDatasette.parametros(request.target)["id__in"] != nil else {
          return respuestaSQL
        }
        return FakeDatasette.json(200, #"{"ok": true, "rows": [{"id": "a1"}], "next": null}"#)
      }
      defer { server.stop() }

      let encontradas = try await Self.datasette(server).consultarPorIds(
        ["a1", "a2"], columna: .id)

      #expect(encontradas == ["a1": "a1"])
      #expect(server.requests.last.map { FakeDatasette.idsConsultados($0.target) } == ["a1", "a2"])
      #expect(server.requests.last?.target.contains("id__in") == true)
    }
  }

  @Test("a row without the column asked for is an invalid answer")
  func filaSinColumna() async throws {
    let server = try ScriptedHTTPServer { _ in
      FakeDatasette.json(200, #"{"ok": true, "rows": [{"id": "a1"}], "truncated": false}"#)
    }
    defer { server.stop() }
    await #expect(
      throws: ErrorArticulos.respuestaInvalida("the row 'a1' came back without 'actualizado'")
    ) {
      try await Self.datasette(server).consultarPorIds(["a1", "a2"], columna: .actualizado)
    }
  }

  @Test("groups hold at most the bytes and the ids given; an id longer than the bytes goes alone")
  func grupos() {
    let largo = Articulo.ID(rawValue: String(repeating: "x", count: 200))
    let grupos = ClienteDatasette.grupos(
      ["a", "b", largo, "c", "d", "e"], bytes: 100, maximo: 2)
    #expect(grupos == [["a", "b"], [largo], ["c", "d"], ["e"]])
  }
}
