import ArticulosInterface
import ArticulosTestSupport
import Foundation
import Testing

@testable import ArticulosLive

/// `filtrar` with a page size, against scripted servers: the size the server allows is asked
/// for, and every number of the answer is checked before the page is used.
@Suite("The live client's filtered pages: sizes and the server's numbers")
struct DatasetteFiltradoTests {
  /// A server whose spellings query finds the tag `par`, whose `/-/settings.json` says
  /// `max_returned_rows` is 300, and whose page query answers `pagina`.
  private static func servidor(
    pagina: @escaping @Sendable ([String: String]) -> ScriptedHTTPServer.Reply
  ) throws -> ScriptedHTTPServer {
    try ScriptedHTTPServer { request in
      if FakeDatasette.ruta(request.target) == "/-/settings.json" {
        return FakeDatasette.json(200, #"{"ok": true, "max_returned_rows": 300}"#)
      }
      let parametros = FakeDatasette.parametros(request.target)
      if parametros["sql"]?.contains("as etiqueta") == true {
        return FakeDatasette.json(200, #"{"ok": true, "rows": [{"etiqueta": "par"}]}"#)
      }
      return pagina(parametros)
    }
  }

  /// The rows of a page query: `cantidad` articles from `desde`, each carrying `total`.
  private static func filas(
    _ cantidad: Int, desde: Int = 0, total: String, truncated: Bool = false
  ) -> ScriptedHTTPServer.Reply {
    let articulos = Muestras.articulos(desde + cantidad, .datasette).suffix(cantidad)
    let filas = articulos.map { FakeDatasette.fila($0).dropLast() + #", "total": \#(total)}"# }
    return FakeDatasette.json(
      200,
      #"{"ok": true, "truncated": \#(truncated), "rows": [\#(filas.joined(separator: ", "))]}"#)
  }

  private static func cliente(_ server: ScriptedHTTPServer) -> ClienteArticulos {
    .datasette(
      ConfiguracionDatasette(
        api: server.url(), tiempoDeConexion: .seconds(2), tiempoMaximo: .seconds(60)))
  }

  @Test("a walk's page size is cut to the server's max_returned_rows, asked once")
  func tamanoDelServidor() async throws {
    let server = try Self.servidor { parametros in
      let desde = Int(parametros["desde"] ?? "") ?? 0
      return Self.filas(min(300, 500 - desde), desde: desde, total: "500")
    }
    defer { server.stop() }
    let cliente = Self.cliente(server)

    let primera = try await cliente.filtrar(
      texto: "", etiquetas: ["par"], pagina: 1, tamano: 5_000)
    let segunda = try await cliente.filtrar(
      texto: "", etiquetas: ["par"], pagina: 2, tamano: 5_000)

    #expect(primera.articulos.count == 300)
    #expect(primera.siguiente != nil)
    #expect(segunda.articulos.count == 200)
    #expect(segunda.siguiente == nil)
    let consultas = server.requests.map { FakeDatasette.parametros($0.target) }
      .filter { $0["limite"] != nil }
    #expect(consultas.map { $0["limite"] } == ["300", "300"])
    #expect(consultas.map { $0["desde"] } == ["0", "300"])
    let ajustes = server.requests.count { FakeDatasette.ruta($0.target) == "/-/settings.json" }
    #expect(ajustes == 1)
  }

  @Test("a page of tags alone asks the full-text index for each tag's words, then its spellings")
  func etiquetasPorElIndice() async throws {
    let server = try ScriptedHTTPServer { request in
      let parametros = FakeDatasette.parametros(request.target)
      if parametros["sql"]?.contains("as etiqueta") == true {
        return FakeDatasette.json(
          200, #"{"ok": true, "rows": [{"etiqueta": "Señora Muñoz"}, {"etiqueta": "par"}]}"#)
      }
      return Self.filas(2, total: "2")
    }
    defer { server.stop() }

    _ = try await Self.cliente(server).filtrar(
      texto: "", etiquetas: ["Señora Muñoz", "par"], pagina: 1, tamano: 20)

    let pagina = try #require(
      server.requests.map { FakeDatasette.parametros($0.target) }
        .first { $0["limite"] != nil })
    #expect(pagina["m0"] == #"etiquetas : ("senora" "munoz")"#)
    #expect(pagina["m1"] == #"etiquetas : ("par")"#)
    let sql = try #require(pagina["sql"])
    #expect(sql.contains("match :m0") && sql.contains("match :m1"), "\(sql)")
    #expect(!sql.contains("over ()"), "a page must not count every article again: \(sql)")
  }

  @Test(
    "a page cut short, longer than asked, or short while its count says more is invalid",
    arguments: [
      (3, "3", true),  // the server cut the rows at its own limit
      (4, "4", false),  // more rows than the 3 asked for
      (2, "9", false),  // 2 rows of 3, yet 9 matches: paging by number would skip rows
    ])
  func respuestasMalas(filas: Int, total: String, truncated: Bool) async throws {
    let server = try Self.servidor { _ in Self.filas(filas, total: total, truncated: truncated) }
    defer { server.stop() }

    let error = await #expect(throws: ErrorArticulos.self) {
      try await Self.cliente(server).filtrar(texto: "", etiquetas: ["par"], pagina: 1, tamano: 3)
    }
    guard case .respuestaInvalida? = error else {
      Issue.record("\(String(describing: error)) is not respuestaInvalida")
      return
    }
  }

  @Test(
    "a count that cannot be one is unknown: a full page then says more may follow",
    arguments: ["-5", "2.5", "1e300", "\"many\""])
  func conteoInverosimil(total: String) async throws {
    let server = try Self.servidor { _ in Self.filas(3, total: total) }
    defer { server.stop() }

    let pagina = try await Self.cliente(server).filtrar(
      texto: "", etiquetas: ["par"], pagina: 1, tamano: 3)

    #expect(pagina.total == nil)
    #expect(pagina.articulos.count == 3)
    #expect(pagina.siguiente != nil)
  }
}
