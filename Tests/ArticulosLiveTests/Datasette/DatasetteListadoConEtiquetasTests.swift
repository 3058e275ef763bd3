import ArticulosInterface
import ArticulosTestSupport
import DatasetteTestSupport
import Foundation
import Testing

@testable import ArticulosLive

@Suite("The walk of some tags on Datasette: spellings and count once, then a query after an id")
struct DatasetteListadoConEtiquetasTests {
  private static let articulos = Muestras.articulos(
    15, Muestras.Serie(etiquetas: { $0 % 2 == 0 ? ["Café"] : ["café"] }))

  private static func cliente(_ server: ScriptedHTTPServer) -> ClienteArticulos {
    .datasette(
      ConfiguracionDatasette(
        api: server.url(), tiempoDeConexion: .seconds(2), tiempoMaximo: .seconds(60)),
      http: .articulos, cursores: CacheDeCursores())
  }

  /// Whether `request` asks for the spellings of a tag.
  private static func esDeGrafias(_ request: ScriptedHTTPServer.Request) -> Bool {
    FakeDatasette.parametros(request.target)["sql"]?.contains("select distinct j.value") == true
  }

  /// The query API's answer holding `filas`.
  private static func consulta(
    _ filas: [String], truncada: Bool = false
  ) -> ScriptedHTTPServer.Reply {
    FakeDatasette.json(
      200, #"{"ok": true, "rows": [\#(filas.joined(separator: ", "))], "truncated": \#(truncada)}"#)
  }

  /// Whether `request` asks for a page through the table's id index, not the full-text one.
  private static func esPorId(_ request: ScriptedHTTPServer.Request) -> Bool {
    FakeDatasette.parametros(request.target)["sql"]?.contains("_fts") == false
  }

  /// A query server over ``articulos``: the spellings `Café` and `café`, and each page of the
  /// listing after `:despues`, with the total and the table's largest rowid (`ultimaFila`)
  /// when the SQL counts. `rechazar` may answer a page instead.
  private static func servidor(
    ultimaFila: Int = 1_000,
    rechazar: @escaping @Sendable (ScriptedHTTPServer.Request) -> ScriptedHTTPServer.Reply? = {
      _ in nil
    },
    alterar: @escaping @Sendable ([Articulo]) -> [Articulo] = { $0 }
  ) throws -> ScriptedHTTPServer {
    try ScriptedHTTPServer { request in
      if esDeGrafias(request) {
        return consulta([#"{"etiqueta": "Café"}"#, #"{"etiqueta": "café"}"#])
      }
      if let rechazo = rechazar(request) { return rechazo }
      let parametros = FakeDatasette.parametros(request.target)
      let despues = parametros["despues"] ?? ""
      let limite = Int(parametros["limite"] ?? "") ?? 0
      let pagina = alterar(Array(articulos.filter { $0.id.rawValue > despues }.prefix(limite)))
      let cuenta = parametros["sql"]?.contains("count(*)") == true
      return consulta(
        pagina.map { articulo in
          let fila = FakeDatasette.fila(articulo)
          return cuenta
            ? String(fila.dropLast())
              + #", "total": \#(articulos.count), "ultima_fila": \#(ultimaFila)}"# : fila
        })
    }
  }

  @Test("the first page finds the spellings and counts; the next is one query after its last id")
  func unaConsultaPorPagina() async throws {
    let server = try Self.servidor()
    defer { server.stop() }
    let cliente = Self.cliente(server)

    let primera = try await cliente.listarConEtiquetas(
      etiquetas: ["CAFE"], desde: nil, tamano: 10)
    let segunda = try await cliente.listarConEtiquetas(
      etiquetas: ["CAFE"], desde: primera.siguiente, tamano: 10)

    #expect(primera.total == 15)
    #expect(segunda.total == nil)
    #expect(segunda.siguiente == nil)
    #expect((primera.articulos + segunda.articulos) == Self.articulos)
    #expect(server.requests.map(Self.esDeGrafias) == [true, false, false])
    let ultima = FakeDatasette.parametros(try #require(server.requests.last).target)
    #expect(ultima["despues"] == "a0010")
    #expect(ultima["sql"]?.contains("count(*)") == false)
    #expect([ultima["e0_0"], ultima["e0_1"]] == ["Café", "café"])
  }

  @Test(
    "a page out of id order, longer than asked or cut short by the server is an invalid answer",
    arguments: ["desordenada", "larga", "truncada"])
  func paginaInvalida(defecto: String) async throws {
    let server = try ScriptedHTTPServer { request in
      if Self.esDeGrafias(request) { return Self.consulta([#"{"etiqueta": "café"}"#]) }
      let filas = Self.articulos.prefix(defecto == "larga" ? 11 : 10).map(FakeDatasette.fila)
      return defecto == "desordenada"
        ? Self.consulta(filas.reversed()) : Self.consulta(filas, truncada: defecto == "truncada")
    }
    defer { server.stop() }

    await #expect {
      try await Self.cliente(server).listarConEtiquetas(
        etiquetas: ["café"], desde: nil, tamano: 10)
    } throws: { error in
      guard case .respuestaInvalida? = error as? ErrorArticulos else { return false }
      return true
    }
  }

  @Test("a cursor of another walk, or none of this client's, is refused before any request")
  func cursorAjeno() async throws {
    let server = try Self.servidor()
    defer { server.stop() }
    let cliente = Self.cliente(server)
    let primera = try await cliente.listarConEtiquetas(etiquetas: ["café"], desde: nil, tamano: 10)
    let enviadas = server.requests.count

    for (etiquetas, cursor) in [
      (["té"], primera.siguiente), (["café"], CursorDePagina(rawValue: "a0010")),
      (["café"], CursorDePagina(rawValue: #"{"claves":["cafe"]}"#)),
    ] {
      let error = await #expect(throws: ErrorArticulos.self) {
        try await cliente.listarConEtiquetas(etiquetas: etiquetas, desde: cursor, tamano: 10)
      }
      guard case .peticionRechazada(400, let mensaje)? = error else {
        Issue.record("expected a refused request, got \(String(describing: error))")
        continue
      }
      #expect(mensaje.contains("not a cursor of a walk of the tags"))
    }
    #expect(server.requests.count == enviadas)
  }

  @Test(
    "the later pages of a common tag go through the id index, of a rare one through the full-text index",
    arguments: [(ultimaFila: 20, porId: true), (ultimaFila: 1_000, porId: false)])
  func indiceSegunLaDensidad(ultimaFila: Int, porId: Bool) async throws {
    let server = try Self.servidor(ultimaFila: ultimaFila)
    defer { server.stop() }
    let cliente = Self.cliente(server)

    var paginas = [try await cliente.listarConEtiquetas(etiquetas: ["café"], desde: nil, tamano: 5)]
    while let cursor = paginas.last?.siguiente {
      paginas.append(
        try await cliente.listarConEtiquetas(etiquetas: ["café"], desde: cursor, tamano: 5))
    }

    #expect(paginas.flatMap(\.articulos) == Self.articulos)
    // The spellings, the counted first page, then the later ones.
    #expect(
      server.requests.map(Self.esPorId) == [false, false] + Array(repeating: porId, count: 3))
  }

  @Test(
    "a page through the id index stopped at the server's time limit is asked again through the full-text index, and so is the rest of the walk"
  )
  func limiteDeTiempo() async throws {
    let server = try Self.servidor(ultimaFila: 20) { request in
      guard Self.esPorId(request) else { return nil }
      return FakeDatasette.json(
        400,
        #"{"ok": false, "error": "SQL query took too long. The time limit is controlled by "#
          + #"the sql_time_limit_ms setting.", "status": 400}"#)
    }
    defer { server.stop() }
    let cliente = Self.cliente(server)

    let primera = try await cliente.listarConEtiquetas(etiquetas: ["café"], desde: nil, tamano: 5)
    let segunda = try await cliente.listarConEtiquetas(
      etiquetas: ["café"], desde: primera.siguiente, tamano: 5)
    let tercera = try await cliente.listarConEtiquetas(
      etiquetas: ["café"], desde: segunda.siguiente, tamano: 5)

    #expect((primera.articulos + segunda.articulos + tercera.articulos) == Self.articulos)
    #expect(server.requests.map(Self.esPorId) == [false, false, true, false, false])
  }

  @Test("any other refusal of a page through the id index ends the walk with it")
  func otroRechazo() async throws {
    let server = try Self.servidor(ultimaFila: 20) { request in
      guard Self.esPorId(request) else { return nil }
      return FakeDatasette.json(400, #"{"ok": false, "error": "no such table: articulos"}"#)
    }
    defer { server.stop() }
    let cliente = Self.cliente(server)
    let primera = try await cliente.listarConEtiquetas(etiquetas: ["café"], desde: nil, tamano: 5)

    await #expect(
      throws: ErrorArticulos.peticionRechazada(estado: 400, mensaje: "no such table: articulos")
    ) {
      try await cliente.listarConEtiquetas(etiquetas: ["café"], desde: primera.siguiente, tamano: 5)
    }
    #expect(server.requests.count == 3)
  }

  @Test(
    "the id index is chosen when a page reads fewer articles than the matches, and no more than the limit",
    arguments: [
      (coincidencias: 62_294, ultimaFila: 1_000_000, tamano: 1_000, porId: true),
      (coincidencias: 1_187, ultimaFila: 20_000, tamano: 1_000, porId: false),
      (coincidencias: 500_000, ultimaFila: 100_000_000, tamano: 1_000, porId: false),
      (coincidencias: 0, ultimaFila: 1_000, tamano: 10, porId: false),
      (coincidencias: 10, ultimaFila: 0, tamano: 10, porId: false),
    ])
  func eleccionDelIndice(coincidencias: Int, ultimaFila: Int, tamano: Int, porId: Bool) {
    #expect(
      ConsultaDeBusqueda.recorrerPorId(
        coincidencias: coincidencias, ultimaFila: ultimaFila, tamano: tamano) == porId)
  }
}
