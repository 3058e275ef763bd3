import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import Foundation
import Synchronization
import Testing

@testable import ArticulosLive

@Suite("The live client against scripted servers: every fault gives the right ErrorArticulos")
struct ClienteDatasetteFaultTests {
  private static var cliente: ClienteArticulos { .liveValue }
  private static let articulo = Articulo.muestra[0]

  // NB: A generous limit by default: it bounds every exchange, and a loaded machine must not
  // turn a test of a failure into one of timeouts.
  private static func configuracion(
    _ server: ScriptedHTTPServer, token: TokenDeAcceso? = nil, tiempoMaximo: Duration = .seconds(60)
  ) -> ConfiguracionDatasette {
    ConfiguracionDatasette(
      api: server.url(), token: token, tiempoDeConexion: .seconds(2), tiempoMaximo: tiempoMaximo)
  }

  /// Runs `operacion` against `server` with an immediate clock, and returns its error.
  private static func error<Valor>(
    en server: ScriptedHTTPServer, token: TokenDeAcceso? = nil,
    _ operacion: () async throws -> Valor
  ) async -> ErrorArticulos? {
    await withDependencies {
      $0.configuracionDatasette = configuracion(server, token: token)
      $0.continuousClock = ImmediateClock()
    } operation: {
      do {
        _ = try await operacion()
        return nil
      } catch {
        return error as? ErrorArticulos
      }
    }
  }

  @Test("a read answered 500 is sent once: whether to try again is the features' decision")
  func lecturaUnaVez() async throws {
    let server = try ScriptedHTTPServer(replies: [
      FakeDatasette.error(503, "Service Unavailable"), FakeDatasette.filas([Self.articulo]),
    ])
    defer { server.stop() }

    let error = await Self.error(en: server) {
      try await Self.cliente.listar(desde: nil, tamano: 10)
    }

    #expect(error == .servidor(estado: 503, mensaje: "Service Unavailable"))
    #expect(server.requests.map(\.method) == ["GET"])
  }

  @Test("a write answered 500 is sent once, never again, and gives the server's failure")
  func escrituraSinReintento() async throws {
    let server = try ScriptedHTTPServer(replies: [
      .respond(
        status: 500, headers: [("Content-Type", "text/html")], body: "<html>Error 500</html>"),
      FakeDatasette.filas([Self.articulo]),
    ])
    defer { server.stop() }
    let reloj = RecordingClock()

    await withDependencies {
      $0.configuracionDatasette = Self.configuracion(server, token: TokenDeAcceso("dstok_x"))
      $0.continuousClock = reloj
    } operation: {
      await #expect(throws: ErrorArticulos.servidor(estado: 500, mensaje: "")) {
        try await Self.cliente.guardar(Self.articulo)
      }
    }

    #expect(server.requests.map(\.method) == ["POST"])
    #expect(reloj.sleeps.isEmpty)
  }

  @Test("a delete whose connection drops is not sent again either")
  func borradoSinReintentoTrasCaida() async throws {
    let server = try ScriptedHTTPServer { _ in .closeWithoutReply }
    defer { server.stop() }

    let error = await Self.error(en: server) { try await Self.cliente.borrar(id: "a1") }

    #expect(error == .red(.conexionInterrumpida))
    #expect(server.requests.count == 1)
  }

  /// The answer to a bulk delete's look-up: these ids have a row.
  private static func conFila(_ ids: [String]) -> ScriptedHTTPServer.Reply {
    let filas = ids.map { #"{"id": "\#($0)"}"# }.joined(separator: ", ")
    return FakeDatasette.json(200, #"{"ok": true, "rows": [\#(filas)], "next": null}"#)
  }

  @Test(
    "a bulk delete the server fails, answers with a page not Datasette's, or with another count of rows than it sent, is not believed",
    arguments: [
      (
        ScriptedHTTPServer.Reply.respond(
          status: 500, headers: [("Content-Type", "text/html")], body: "<html>Error 500</html>"),
        ErrorArticulos.servidor(estado: 500, mensaje: "")
      ),
      (
        .respond(status: 200, headers: [("Content-Type", "text/html")], body: "<html>Hi</html>"),
        .respuestaInvalida(
          "HTTP 200 to a write, but not Datasette's {\"ok\": true} answer: the body is not "
            + "valid JSON (it starts with: <html>Hi</html>); the write may not have happened")
      ),
      (
        FakeDatasette.error(400, "malformed JSON"),
        .peticionRechazada(estado: 400, mensaje: "malformed JSON")
      ),
      (
        FakeDatasette.json(
          200, #"{"ok": true, "message": "Query executed, 0 rows affected", "redirect": null}"#),
        .respuestaInvalida(
          "the bulk delete of 1 articles answered 0 rows affected; what it deleted is unknown")
      ),
      (
        FakeDatasette.json(200, #"{"ok": true}"#),
        .respuestaInvalida(
          "the bulk delete of 1 articles answered no count of rows affected; what it deleted "
            + "is unknown")
      ),
    ])
  func borradoSinEfecto(respuesta: ScriptedHTTPServer.Reply, esperado: ErrorArticulos) async throws
  {
    let server = try ScriptedHTTPServer(replies: [Self.conFila(["a1"]), respuesta])
    defer { server.stop() }

    let error = await Self.error(en: server, token: TokenDeAcceso("dstok_x")) {
      try await Self.cliente.borrarVarios(ids: ["a1", "a2"])
    }

    #expect(error == esperado)
    #expect(server.requests.map(\.method) == ["GET", "POST"], "sent once, never again")
    #expect(server.requests.last?.target == "/articulos/borrar_articulos?_json=1")
    #expect(
      String(decoding: server.requests.last?.body ?? [], as: UTF8.self)
        == #"{"ids":"[\"a1\"]"}"#, "only the id that has a row is sent")
  }

  @Test("a look-up answer that is not a list of ids deletes nothing")
  func consultaDelBorradoIlegible() async throws {
    let server = try ScriptedHTTPServer(replies: [
      FakeDatasette.json(200, #"{"ok": true, "rows": [{"titulo": "sin id"}]}"#)
    ])
    defer { server.stop() }

    let error = await Self.error(en: server, token: TokenDeAcceso("dstok_x")) {
      try await Self.cliente.borrarVarios(ids: ["a1"])
    }

    guard case .respuestaInvalida = error else {
      Issue.record("expected respuestaInvalida, got \(String(describing: error))")
      return
    }
    #expect(server.requests.map(\.method) == ["GET"])
  }

  /// A client of its own, with one connection, so its second request reuses the first's.
  private static func clienteConUnaConexion(_ server: ScriptedHTTPServer) -> ClienteArticulos {
    var http = HTTPClientConfiguration()
    http.maximumConnections = 1
    return ClienteArticulos.datasette(
      configuracion(server, token: TokenDeAcceso("dstok_x")),
      http: HTTPClient(configuration: http), cursores: CacheDeCursores())
  }

  @Test("a deletion libcurl sent twice, after a kept-alive connection closed unanswered, is done")
  func borradoReenviadoHecho() async throws {
    let server = try ScriptedHTTPServer(replies: [
      FakeDatasette.filas([Self.articulo]), .closeWithoutReply,
      FakeDatasette.error(404, "Record not found"),
    ])
    defer { server.stop() }
    let cliente = Self.clienteConUnaConexion(server)

    _ = try await cliente.obtener(id: Self.articulo.id)
    try await cliente.borrar(id: Self.articulo.id)

    #expect(server.requests.map(\.method) == ["GET", "POST", "POST"])
    #expect(server.connectionCount == 2)
  }

  @Test("a deletion sent once and answered 'not found' on a kept-alive connection is not found")
  func borradoUnaVezNoEncontrado() async throws {
    let server = try ScriptedHTTPServer(replies: [
      FakeDatasette.filas([Self.articulo]), FakeDatasette.error(404, "Record not found"),
    ])
    defer { server.stop() }
    let cliente = Self.clienteConUnaConexion(server)

    _ = try await cliente.obtener(id: Self.articulo.id)
    await #expect(throws: ErrorArticulos.noEncontrado(Self.articulo.id)) {
      try await cliente.borrar(id: Self.articulo.id)
    }
    #expect(server.requests.map(\.method) == ["GET", "POST"])
    #expect(server.connectionCount == 1)
  }

  @Test("a 200 whose body is not JSON is an invalid answer")
  func jsonInvalido() async throws {
    let server = try ScriptedHTTPServer { _ in .respond(status: 200, body: "<html>not json</html>")
    }
    defer { server.stop() }

    let error = await Self.error(en: server) { try await Self.cliente.obtener(id: "a1") }

    guard case .respuestaInvalida(let detalle) = error else {
      Issue.record("expected respuestaInvalida, got \(String(describing: error))")
      return
    }
    #expect(detalle.contains("not valid JSON"))
    #expect(server.requests.count == 1)
  }

  @Test(
    "JSON of the wrong shape is an invalid answer",
    arguments: [
      #"{"ok": true}"#, #"{"ok": true, "rows": "x"}"#, #"[]"#, #"{"rows": [1, 2], "next": 3.5}"#,
    ])
  func formaEquivocada(cuerpo: String) async throws {
    let server = try ScriptedHTTPServer { _ in FakeDatasette.json(200, cuerpo) }
    defer { server.stop() }

    let error = await Self.error(en: server) {
      try await Self.cliente.listar(desde: nil, tamano: 5)
    }

    guard case .respuestaInvalida = error else {
      Issue.record("expected respuestaInvalida, got \(String(describing: error))")
      return
    }
  }

  @Test(
    "rows of the wrong shape in a page are named as unreadable; the page itself still reads",
    arguments: [
      #"{"ok": true, "rows": [{"id": 1, "titulo": "t"}]}"#,
      #"{"ok": true, "next": null, "rows": [{"id": "a", "titulo": "t", "cuerpo": "c", "#
        + #""etiquetas": "x", "creado": "2024-01-01T00:00:00Z", "#
        + #""actualizado": "2024-01-01T00:00:00Z"}]}"#,
    ])
  func filasEquivocadas(cuerpo: String) async throws {
    let server = try ScriptedHTTPServer { _ in FakeDatasette.json(200, cuerpo) }
    defer { server.stop() }

    let pagina = try await withDependencies {
      $0.configuracionDatasette = Self.configuracion(server)
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await Self.cliente.listar(desde: nil, tamano: 5)
    }

    #expect(pagina.articulos.isEmpty)
    #expect(pagina.ilegibles.count == 1)
    #expect(pagina.ilegibles.first?.id != nil)
  }

  @Test("a row read that answers another id, or no row, is an invalid answer")
  func filaDeOtroId() async throws {
    let server = try ScriptedHTTPServer(replies: [
      FakeDatasette.filas([Articulo.muestra[1]]),
      FakeDatasette.json(200, #"{"ok": true, "rows": []}"#),
    ])
    defer { server.stop() }

    for _ in 0..<2 {
      let error = await Self.error(en: server) {
        try await Self.cliente.obtener(id: Self.articulo.id)
      }
      guard case .respuestaInvalida(let detalle) = error else {
        Issue.record("expected respuestaInvalida, got \(String(describing: error))")
        return
      }
      #expect(detalle.contains(Self.articulo.id.rawValue))
    }
  }

  @Test("nothing listening at the address is a refused connection naming it")
  func conexionRechazada() async throws {
    let socket = try LoopbackSocket.refusingConnections()
    defer { socket.close() }
    let puerto = socket.port
    let configuracion = ConfiguracionDatasette(api: URL(string: "http://127.0.0.1:\(puerto)")!)

    let error = await withDependencies {
      $0.configuracionDatasette = configuracion
      $0.continuousClock = ImmediateClock()
    } operation: {
      do {
        _ = try await Self.cliente.cargar()
        return ErrorArticulos?.none
      } catch {
        return error as? ErrorArticulos
      }
    }

    #expect(error == .red(.conexionRechazada(destino: "127.0.0.1:\(puerto)")))
  }

  @Test(
    "a server that never answers runs into the configuration's total time limit, once"
  )
  func esperaDeLaConfiguracion() async throws {
    let server = try ScriptedHTTPServer { _ in .neverRespond }
    defer { server.stop() }
    let inicio = ContinuousClock.now

    let error = await withDependencies {
      $0.configuracionDatasette = Self.configuracion(server, tiempoMaximo: .milliseconds(300))
      $0.continuousClock = ImmediateClock()
    } operation: {
      do {
        _ = try await Self.cliente.obtener(id: "a1")
        return ErrorArticulos?.none
      } catch {
        return error as? ErrorArticulos
      }
    }

    guard case .red(.tiempoAgotado(let segundos)) = error else {
      Issue.record("expected a timeout, got \(String(describing: error))")
      return
    }
    // The lower bound is exact: the limit was waited out. The upper bound only
    // catches a hang; a shared machine under load can be many seconds late.
    #expect(segundos >= 0.3 && segundos < 60)
    #expect(server.requests.count == 1)
    #expect(ContinuousClock.now - inicio < .seconds(60))
  }

  @Test("cancelling the task while the server is silent ends the call at once with 'cancelado'")
  func cancelacion() async throws {
    let server = try ScriptedHTTPServer { _ in .neverRespond }
    defer { server.stop() }
    let configuracion = Self.configuracion(server, tiempoMaximo: .seconds(30))

    let tarea = Task {
      try await withDependencies {
        $0.configuracionDatasette = configuracion
        $0.continuousClock = ImmediateClock()
      } operation: {
        try await Self.cliente.buscar(texto: "café", pagina: 1)
      }
    }
    #expect(try await server.waitForRequests(1))
    let cancelada = ContinuousClock.now
    tarea.cancel()
    let resultado = await tarea.result

    // Well under the 30 s limit: the cancellation, not the limit, ended it.
    #expect(ContinuousClock.now - cancelada < .seconds(60))
    #expect(throws: ErrorArticulos.cancelado) { try resultado.get() }
    #expect(server.requests.count == 1)
  }

  @Test("a write in flight when the task is cancelled still gets its answer: it may be committed")
  func escrituraNoSeCorta() async throws {
    let respuesta = DispatchSemaphore(value: 0)
    let server = try ScriptedHTTPServer { request in
      respuesta.wait()
      return FakeDatasette.upsert(request)
    }
    defer { server.stop() }
    defer { respuesta.signal() }
    let configuracion = Self.configuracion(server, token: TokenDeAcceso("dstok_x"))

    let tarea = Task {
      try await withDependencies {
        $0.configuracionDatasette = configuracion
      } operation: {
        try await Self.cliente.guardar(Self.articulo)
      }
    }
    #expect(try await server.waitForRequests(1))
    tarea.cancel()
    // NB: Time for a transfer that a cancel cuts to be cut before the answer is let go.
    try await Task.sleep(for: .milliseconds(300))
    respuesta.signal()

    #expect(try await tarea.value == Self.articulo)
    #expect(server.requests.count == 1)
  }

  @Test("a write not yet sent when the task is cancelled is not sent")
  func escrituraCanceladaAntes() async throws {
    let server = try ScriptedHTTPServer { request in FakeDatasette.upsert(request) }
    defer { server.stop() }
    let configuracion = Self.configuracion(server, token: TokenDeAcceso("dstok_x"))

    let resultado = await withDependencies {
      $0.configuracionDatasette = configuracion
    } operation: {
      await Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return try await Self.cliente.guardar(Self.articulo)
      }.result
    }

    #expect(throws: ErrorArticulos.cancelado) { try resultado.get() }
    #expect(server.requests.isEmpty)
  }

  @Test("a server that echoes the token in its errors never gets it into an error's text")
  func tokenNuncaSeFiltra() async throws {
    let secreto = "dstok_eco-del-servidor-1234"
    let server = try ScriptedHTTPServer { request in
      let eco = request.header("Authorization") ?? "none"
      return request.method == "GET"
        ? FakeDatasette.error(401, "Invalid token: \(eco)")
        : FakeDatasette.error(400, "bad row from \(eco)")
    }
    defer { server.stop() }
    let token = TokenDeAcceso(secreto)

    let lectura = await Self.error(en: server, token: token) {
      try await Self.cliente.obtener(id: "a1")
    }
    let escritura = await Self.error(en: server, token: token) {
      try await Self.cliente.guardar(Self.articulo)
    }

    #expect(server.requests.allSatisfy { $0.header("Authorization") == "Bearer \(secreto)" })
    #expect(lectura == .tokenRechazado(motivo: "Invalid token: Bearer <redacted>"))
    #expect(
      escritura == .articuloInvalido([.rechazadoPorElServidor("bad row from Bearer <redacted>")]))
    for error in [lectura, escritura].compactMap({ $0 }) {
      #expect(!error.description.contains(secreto))
      #expect(!String(reflecting: error).contains(secreto))
      #expect(!"\(error)".contains(secreto))
    }
  }

  @Test("without a token no Authorization header is sent, and a 403 means 'no token'")
  func sinTokenSinCabecera() async throws {
    let server = try ScriptedHTTPServer { _ in FakeDatasette.error(403, "Permission denied") }
    defer { server.stop() }

    let error = await Self.error(en: server) { try await Self.cliente.borrar(id: "a1") }

    #expect(error == .sinToken)
    #expect(server.requests.first?.header("Authorization") == nil)
    #expect(server.requests.first?.target == "/articulos/articulos/a1/-/delete")
  }

  @Test("an invalid article, alone or in a batch, costs no request and names every problem")
  func articuloInvalidoNoEnvia() async throws {
    let server = try ScriptedHTTPServer { request in FakeDatasette.upsert(request) }
    defer { server.stop() }
    var malo = Self.articulo
    malo.titulo = " "
    malo.etiquetas = ["a", "A"]

    let solo = await Self.error(en: server) { try await Self.cliente.guardar(malo) }
    let enLote = await Self.error(en: server) {
      try await Self.cliente.guardarVarios(Articulo.muestra + [malo])
    }

    #expect(solo == .articuloInvalido([.tituloVacio, .etiquetaRepetida("A")]))
    #expect(enLote == solo)
    #expect(server.requests.isEmpty)
  }

  @Test(
    "250 articles go as upserts of 100, 100 and 50 rows not asked back, each checked by a look-up"
  )
  func lotesDeCien() async throws {
    let tabla = FakeDatasette.TablaEscrita()
    let server = try ScriptedHTTPServer { request in tabla.responder(request) }
    defer { server.stop() }
    let articulos = Muestras.articulos(250, .datasette).shuffled()

    let guardados = try await withDependencies {
      $0.configuracionDatasette = Self.configuracion(server, token: TokenDeAcceso("dstok_x"))
    } operation: {
      try await Self.cliente.guardarVarios(articulos)
    }

    #expect(guardados == articulos)
    #expect(tabla.guardadas.count == 250)
    let escrituras = server.requests.filter { $0.method == "POST" }
    let consultas = server.requests.filter { $0.method == "GET" }
    #expect(escrituras.map(\.target) == Array(repeating: "/articulos/articulos/-/upsert", count: 3))
    // NB: `{"ok": true}` alone proves nothing; one read per batch shows what was stored.
    #expect(server.requests.map(\.method) == ["POST", "GET", "POST", "GET", "POST", "GET"])
    for consulta in consultas {
      #expect(FakeDatasette.parametros(consulta.target)["sql"]?.contains("actualizado") == true)
    }
    let idsConsultados = try consultas.map { consulta in
      try #require(FakeDatasette.idsConsultados(consulta.target))
    }
    #expect(idsConsultados.flatMap(\.self) == articulos.map(\.id.rawValue))
    var tamanos: [Int] = []
    for request in escrituras {
      let cuerpo = try #require(
        try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])
      // NB: asking for the rows back halves Datasette's write speed; every column is sent, so
      // what is stored is what was sent.
      #expect(cuerpo["return"] as? Bool == false)
      let filas = try #require(cuerpo["rows"] as? [[String: String]])
      tamanos.append(filas.count)
      #expect(filas.allSatisfy { $0.count == 6 })
      #expect(request.header("Content-Type") == "application/json")
    }
    #expect(tamanos == [100, 100, 50])
  }

  @Test("long articles are split by size, keeping every body under 1.5 MiB")
  func lotesPorTamano() async throws {
    let tabla = FakeDatasette.TablaEscrita()
    let server = try ScriptedHTTPServer { request in tabla.responder(request) }
    defer { server.stop() }
    // 60,000 characters, 80,000 bytes in UTF-8: 19 such rows fit in 1.5 MiB, 20 do not.
    let largo = String(repeating: "ñandú ", count: 10_000)
    let articulos = Muestras.articulos(60, .datasette).map { articulo in
      var articulo = articulo
      articulo.cuerpo = largo
      return articulo
    }

    let guardados = try await withDependencies {
      $0.configuracionDatasette = Self.configuracion(server, token: TokenDeAcceso("dstok_x"))
    } operation: {
      try await Self.cliente.guardarVarios(articulos)
    }

    #expect(guardados == articulos)
    let filasPorPeticion = try server.requests.filter { $0.method == "POST" }.map { request in
      let cuerpo = try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any]
      return try #require(cuerpo?["rows"] as? [Any]).count
    }
    #expect(filasPorPeticion == [19, 19, 19, 3])
    #expect(server.requests.allSatisfy { $0.body.count <= LotesDeEscritura.maximoBytes })
  }

  @Test(
    "an upsert answered ok without the rows it asked for proves nothing and is an invalid answer")
  func upsertSinFilas() async throws {
    let server = try ScriptedHTTPServer { _ in FakeDatasette.json(200, #"{"ok": true}"#) }
    defer { server.stop() }

    await #expect {
      try await withDependencies {
        $0.configuracionDatasette = Self.configuracion(server, token: TokenDeAcceso("dstok_x"))
      } operation: {
        try await Self.cliente.guardar(Self.articulo)
      }
    } throws: { error in
      guard case ErrorArticulos.respuestaInvalida(let detalle) = error else { return false }
      return detalle.contains("without the stored article")
    }
  }

  @Test(
    "a batch answered ok of which the server stored only half is an invalid answer naming the count"
  )
  func loteGuardadoAMedias() async throws {
    let tabla = FakeDatasette.TablaEscrita { posicion, _ in posicion.isMultiple(of: 2) }
    let server = try ScriptedHTTPServer { request in tabla.responder(request) }
    defer { server.stop() }

    let error = await Self.error(en: server, token: TokenDeAcceso("dstok_x")) {
      try await Self.cliente.guardarVarios(Muestras.articulos(10, .datasette))
    }

    #expect(tabla.guardadas.count == 5)
    #expect(
      error
        == .respuestaInvalida(
          "the server answered ok to a batch of 10 articles, but does not hold 5 of them as sent "
            + "(5 missing, 0 unchanged; the first: 'a001')"))
  }

  @Test("a batch answered ok whose rows keep what they held before is an invalid answer")
  func loteSinActualizar() async throws {
    let antes = Muestras.articulos(3, .datasette)
    // NB: a server that keeps the rows it has and answers ok to their update.
    let tabla = FakeDatasette.TablaEscrita(con: antes) { _, _ in false }
    let server = try ScriptedHTTPServer { request in tabla.responder(request) }
    defer { server.stop() }
    let despues = antes.map { articulo in
      var articulo = articulo
      articulo.titulo += " (editado)"
      articulo.actualizado += 60
      return articulo
    }

    let error = await Self.error(en: server, token: TokenDeAcceso("dstok_x")) {
      try await Self.cliente.guardarVarios(despues)
    }

    #expect(
      error
        == .respuestaInvalida(
          "the server answered ok to a batch of 3 articles, but does not hold 3 of them as sent "
            + "(0 missing, 3 unchanged; the first: 'a000')"))
  }

  @Test("a batch whose look-up fails gives the look-up's error: what was stored is not known")
  func loteConConsultaFallida() async throws {
    let tabla = FakeDatasette.TablaEscrita()
    let server = try ScriptedHTTPServer { request in
      request.method == "POST" ? tabla.responder(request) : FakeDatasette.error(500, "boom")
    }
    defer { server.stop() }

    let error = await Self.error(en: server, token: TokenDeAcceso("dstok_x")) {
      try await Self.cliente.guardarVarios(Muestras.articulos(4, .datasette))
    }

    guard case .servidor(500, _) = error else {
      Issue.record("expected the look-up's 500, got \(String(describing: error))")
      return
    }
    #expect(tabla.guardadas.count == 4)
  }

  @Test("a single upsert asks for the stored row back, and an answer without it is invalid")
  func upsertSinLaFila() async throws {
    let server = try ScriptedHTTPServer { _ in FakeDatasette.filas([Articulo.muestra[0]]) }
    defer { server.stop() }

    let error = await Self.error(en: server, token: TokenDeAcceso("dstok_x")) {
      try await Self.cliente.guardar(Articulo.muestra[1])
    }
    let peticion = try #require(server.requests.first)
    let json = try JSONSerialization.jsonObject(with: Data(peticion.body))
    let cuerpo = try #require(json as? [String: Any])
    #expect(cuerpo["return"] as? Bool == true)

    #expect(
      error
        == .respuestaInvalida(
          "the server did not return the stored article '\(Articulo.muestra[1].id)'"))
  }

  @Test("no articles to save is no request")
  func loteVacio() async throws {
    let server = try ScriptedHTTPServer { request in FakeDatasette.upsert(request) }
    defer { server.stop() }

    let guardados = try await withDependencies {
      $0.configuracionDatasette = Self.configuracion(server, token: TokenDeAcceso("dstok_x"))
    } operation: {
      try await Self.cliente.guardarVarios([])
    }

    #expect(guardados.isEmpty)
    #expect(server.requests.isEmpty)
  }

  @Test("text without words lists the table instead of sending a blank _search")
  func busquedaEnBlancoLista() async throws {
    let articulos = Muestras.articulos(5, .datasette)
    let server = try ScriptedHTTPServer { request in
      FakeDatasette.tabla(request, articulos: articulos)
    }
    defer { server.stop() }

    for texto in ["", "   ", "¿?", "\"\""] {
      let pagina = try await withDependencies {
        $0.configuracionDatasette = Self.configuracion(server)
      } operation: {
        try await Self.cliente.buscar(texto: texto, pagina: 1)
      }
      #expect(pagina.articulos == articulos)
      #expect(pagina.total == 5)
    }
    #expect(server.requests.count == 4)
    #expect(server.requests.allSatisfy { FakeDatasette.parametros($0.target)["_search"] == nil })
  }

  @Test("search words are sent folded, each as a quoted phrase: no accents, case or syntax")
  func palabrasNormalizadas() async throws {
    let server = try ScriptedHTTPServer { request in FakeDatasette.tabla(request, articulos: []) }
    defer { server.stop() }

    _ = try await withDependencies {
      $0.configuracionDatasette = Self.configuracion(server)
    } operation: {
      try await Self.cliente.buscar(texto: "¡Señora MUÑOZ, café! \"OR\" -x", pagina: 1)
    }

    let peticion = try #require(server.requests.first)
    let parametros = FakeDatasette.parametros(peticion.target)
    #expect(peticion.target.hasPrefix("/articulos/-/query.json?"))
    #expect(parametros["q"] == #""senora" "munoz" "cafe" "or" "x""#)
    #expect(parametros["limite"] == "20")
    #expect(parametros["desde"] == "0")
    #expect(parametros["sql"]?.contains(":q") == true)
  }

  @Test("without SQL, the words go folded to the table's _search, with the page size and count")
  func palabrasNormalizadasSinSQL() async throws {
    let server = try ScriptedHTTPServer { request in
      request.target.contains("/-/query.json")
        ? FakeDatasette.json(403, #"{"ok": false, "error": "execute-sql", "status": 403}"#)
        : FakeDatasette.tabla(request, articulos: [])
    }
    defer { server.stop() }

    _ = try await withDependencies {
      $0.configuracionDatasette = Self.configuracion(server)
    } operation: {
      try await Self.cliente.buscar(texto: "¡Señora MUÑOZ, café!", pagina: 1)
    }

    let tabla = try #require(server.requests.first { !$0.target.contains("/-/query.json") })
    let parametros = FakeDatasette.parametros(tabla.target)
    #expect(parametros["_search"] == "senora munoz cafe")
    #expect(parametros["_size"] == "20")
    #expect(parametros["_extra"] == "count")
  }

  @Test("page 4 is reached in one skip from page 1, and page 5 then costs one request")
  func paginasPorCursores() async throws {
    let articulos = Muestras.articulos(95, .datasette)
    let server = try ScriptedHTTPServer { request in
      FakeDatasette.tabla(request, articulos: articulos)
    }
    defer { server.stop() }
    let cliente = ClienteArticulos.datasette(
      Self.configuracion(server), http: .articulos, cursores: CacheDeCursores())

    let cuarta = try await cliente.buscar(texto: "", pagina: 4)
    let quinta = try await cliente.buscar(texto: "", pagina: 5)
    let sexta = try await cliente.buscar(texto: "", pagina: 6)

    #expect(cuarta.articulos == Array(articulos[60..<80]))
    #expect(quinta.articulos == Array(articulos[80..<95]))
    #expect(quinta.siguiente == nil)
    #expect(sexta.articulos.isEmpty)
    #expect(sexta.total == 95)
    let pedidos = server.requests.map { FakeDatasette.parametros($0.target) }
    #expect(pedidos.map { $0["_size"] } == ["60", "20", "20", "20"])
    #expect(pedidos[0]["_col"] == "id")
    #expect(pedidos[0]["_next"] == nil)
    #expect(pedidos[1]["_next"] == "a059")
    #expect(pedidos[2]["_next"] == "a079")
    #expect(pedidos[3]["_next"] == "a079")
  }

  @Test("page numbers below 1 and page sizes below 1 are refused before any request")
  func argumentosDePaginaMalos() async throws {
    let server = try ScriptedHTTPServer { request in FakeDatasette.tabla(request, articulos: []) }
    defer { server.stop() }

    let cero = await Self.error(en: server) { try await Self.cliente.buscar(texto: "x", pagina: 0) }
    let negativo = await Self.error(en: server) {
      try await Self.cliente.listar(desde: nil, tamano: -5)
    }
    let nada = await Self.error(en: server) { try await Self.cliente.listar(desde: nil, tamano: 0) }

    #expect(cero == .peticionRechazada(estado: 400, mensaje: "pages start at 1, not 0"))
    #expect(
      negativo
        == .peticionRechazada(estado: 400, mensaje: "the page size must be 1 or more, not -5"))
    #expect(
      nada == .peticionRechazada(estado: 400, mensaje: "the page size must be 1 or more, not 0"))
    #expect(server.requests.isEmpty)
  }

  /// A Datasette of 2,500 articles whose `/-/settings.json` answers `ajustes`.
  private static func servidorConAjustes(
    _ ajustes: ScriptedHTTPServer.Reply
  ) throws -> ScriptedHTTPServer {
    let articulos = Muestras.articulos(2_500, .datasette).sorted { $0.id < $1.id }
    return try ScriptedHTTPServer { request in
      FakeDatasette.ruta(request.target) == "/-/settings.json"
        ? ajustes : FakeDatasette.tabla(request, articulos: articulos)
    }
  }

  /// The `_size` of every listing request, and how many times the settings were asked.
  private static func pedidos(en server: ScriptedHTTPServer) -> (tamanos: [String], ajustes: Int) {
    let rutas = server.requests.map { FakeDatasette.ruta($0.target) }
    let tamanos = server.requests.filter { FakeDatasette.ruta($0.target).hasSuffix(".json") }
      .compactMap { FakeDatasette.parametros($0.target)["_size"] }
    return (tamanos, rutas.count { $0 == "/-/settings.json" })
  }

  @Test("a page larger than 1,000 asks the server's maximum once, then asks pages of that size")
  func tamanoDePaginaNegociado() async throws {
    let server = try Self.servidorConAjustes(
      FakeDatasette.json(200, #"{"ok": true, "max_returned_rows": 300, "max_insert_rows": 100}"#))
    defer { server.stop() }
    let cliente = ClienteArticulos.datasette(Self.configuracion(server))

    let primera = try await cliente.listar(desde: nil, tamano: 5_000)
    let segunda = try await cliente.listar(desde: primera.siguiente, tamano: 5_000)
    let pequena = try await cliente.listar(desde: nil, tamano: 20)

    #expect(primera.articulos.count == 300)
    #expect(segunda.articulos.count == 300)
    #expect(Set(primera.articulos.map(\.id)).isDisjoint(with: segunda.articulos.map(\.id)))
    #expect(pequena.articulos.count == 20)
    let pedidos = Self.pedidos(en: server)
    #expect(pedidos.ajustes == 1, "asked once for the client's whole life")
    // The walk's pages, maybe the third page anticipated, and the small page, asked as it is.
    #expect(pedidos.tamanos.prefix(2) == ["300", "300"])
    #expect(pedidos.tamanos.filter { $0 != "300" } == ["20"], "up to 1,000 asks nothing first")
  }

  @Test(
    "a server that does not say its maximum gets pages of Datasette's default, 1,000",
    arguments: [
      FakeDatasette.error(403, "Permission denied"),
      FakeDatasette.json(200, #"{"ok": true}"#),
      FakeDatasette.json(200, #"{"ok": true, "max_returned_rows": 0}"#),
      FakeDatasette.json(200, #"{"ok": true, "max_returned_rows": "many"}"#),
      .respond(status: 200, headers: [("Content-Type", "text/html")], body: "<html>portal</html>"),
    ])
  func tamanoDePaginaPorDefecto(ajustes: ScriptedHTTPServer.Reply) async throws {
    let server = try Self.servidorConAjustes(ajustes)
    defer { server.stop() }
    let cliente = ClienteArticulos.datasette(Self.configuracion(server))

    let todos = try await cliente.cargar()
    let pagina = try await cliente.listar(desde: nil, tamano: 5_000)

    #expect(todos.count == 2_500)
    #expect(pagina.articulos.count == 1_000)
    let pedidos = Self.pedidos(en: server)
    #expect(pedidos.ajustes == 1)
    // Three pages for cargar, one for listar, and maybe the page listar anticipates.
    #expect(pedidos.tamanos.count >= 4)
    #expect(pedidos.tamanos.allSatisfy { $0 == "1000" })
  }

  @Test("the configuration is read when each call runs, so one client follows every override")
  func configuracionAlLlamar() async throws {
    let uno = try ScriptedHTTPServer { _ in FakeDatasette.filas([Articulo.muestra[0]]) }
    let dos = try ScriptedHTTPServer { _ in FakeDatasette.filas([Articulo.muestra[1]]) }
    defer {
      uno.stop()
      dos.stop()
    }

    let primero = try await withDependencies {
      $0.configuracionDatasette = Self.configuracion(uno)
    } operation: {
      try await Self.cliente.obtener(id: Articulo.muestra[0].id)
    }
    let segundo = try await withDependencies {
      $0.configuracionDatasette = Self.configuracion(dos)
    } operation: {
      try await Self.cliente.obtener(id: Articulo.muestra[1].id)
    }

    #expect(primero == Articulo.muestra[0])
    #expect(segundo == Articulo.muestra[1])
    #expect(uno.requests.count == 1)
    #expect(dos.requests.count == 1)
  }

  @Test("two clients made from two configurations each reach only their own server")
  func cadaClienteSuConfiguracion() async throws {
    let origen = try ScriptedHTTPServer { request in FakeDatasette.upsert(request) }
    let destino = try ScriptedHTTPServer { request in FakeDatasette.upsert(request) }
    defer {
      origen.stop()
      destino.stop()
    }
    let deOrigen = ClienteArticulos.datasette(
      Self.configuracion(origen, token: TokenDeAcceso("dstok_origen")))
    let deDestino = ClienteArticulos.datasette(
      Self.configuracion(destino, token: TokenDeAcceso("dstok_destino")))

    _ = try await deDestino.guardar(Self.articulo)
    #expect(origen.requests.isEmpty)
    #expect(destino.requests.map { $0.header("Authorization") } == ["Bearer dstok_destino"])

    _ = try await deOrigen.guardar(Self.articulo)
    #expect(origen.requests.map { $0.header("Authorization") } == ["Bearer dstok_origen"])
    #expect(destino.requests.count == 1)
  }

  @Test("the live value reads the configuration dependency when it is made, then keeps it")
  func liveValueSegunLaConfiguracion() async throws {
    let primero = try ScriptedHTTPServer { _ in FakeDatasette.filas([Self.articulo]) }
    let segundo = try ScriptedHTTPServer { _ in FakeDatasette.filas([Self.articulo]) }
    defer {
      primero.stop()
      segundo.stop()
    }
    let cliente = withDependencies {
      $0.configuracionDatasette = Self.configuracion(primero)
    } operation: {
      ClienteArticulos.liveValue
    }
    _ = try await withDependencies {
      $0.configuracionDatasette = Self.configuracion(segundo)
    } operation: {
      try await cliente.obtener(id: Self.articulo.id)
    }
    #expect(primero.requests.count == 1)
    #expect(segundo.requests.isEmpty)
  }

  @Test("a row read goes to the tilde-encoded id with the token and the Accept header")
  func formaDeLaPeticion() async throws {
    var raro = Self.articulo
    raro.id = "a/b c"
    let server = try ScriptedHTTPServer { [raro] _ in FakeDatasette.filas([raro]) }
    defer { server.stop() }

    let leido = try await withDependencies {
      $0.configuracionDatasette = Self.configuracion(server, token: TokenDeAcceso("dstok_x"))
    } operation: {
      try await Self.cliente.obtener(id: "a/b c")
    }

    #expect(leido == raro)

    let request = try #require(server.requests.first)
    #expect(request.target == "/articulos/articulos/a~2Fb+c.json")
    #expect(request.header("Accept") == "application/json")
    #expect(request.header("Authorization") == "Bearer dstok_x")
  }
}
