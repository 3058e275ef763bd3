import ArticulosInterface
import Dependencies
import Foundation
import Testing

@testable import ArticulosLive

@Suite("The live client keeps the token to the configured server and out of every answer")
struct ClienteDatasetteSeguridadTests {
  static let token = TokenDeAcceso("dstok_s3gur1dad-Kq82Lw")

  /// Runs `operacion` with the live client against `server`, with the token unless `conToken`
  /// is false, and returns its error.
  private static func error<Valor>(
    en server: ScriptedHTTPServer, conToken: Bool = true,
    _ operacion: (ClienteArticulos) async throws -> Valor
  ) async -> ErrorArticulos? {
    await withDependencies {
      $0.configuracionDatasette = ConfiguracionDatasette(
        api: server.url(), token: conToken ? token : nil, tiempoDeConexion: .seconds(2),
        tiempoMaximo: .seconds(5))
      $0.continuousClock = ImmediateClock()
    } operation: {
      do {
        _ = try await operacion(ClienteArticulos.liveValue)
        return nil
      } catch {
        return error as? ErrorArticulos
      }
    }
  }

  @Test("a write answered with a redirect is not followed, and names where it pointed")
  func escrituraRedirigida() async throws {
    let server = try ScriptedHTTPServer { _ in
      .respond(status: 307, headers: [("Location", "/otra/ruta?x=1")])
    }
    defer { server.stop() }

    let error = await Self.error(en: server) { try await $0.guardar(Articulo.muestra[0]) }

    #expect(
      error == .red(.redireccionNoSeguida(destino: server.url("/otra/ruta?x=1").absoluteString)))
    #expect(server.requests.count == 1)
  }

  @Test("a read with the token is not redirected either; without it, it is")
  func lecturaRedirigida() async throws {
    let server = try ScriptedHTTPServer { request in
      request.target.hasPrefix("/nuevo")
        ? FakeDatasette.filas([Articulo.muestra[0]])
        : .respond(status: 301, headers: [("Location", "/nuevo/a.json")])
    }
    defer { server.stop() }

    let conToken = await Self.error(en: server) { try await $0.obtener(Articulo.muestra[0].id) }
    #expect(
      conToken == .red(.redireccionNoSeguida(destino: server.url("/nuevo/a.json").absoluteString)))
    #expect(server.requests.count == 1)

    let sinToken = await Self.error(en: server, conToken: false) {
      try await $0.obtener(Articulo.muestra[0].id)
    }
    #expect(sinToken == nil)
    #expect(server.requests.last?.target == "/nuevo/a.json")
    #expect(server.requests.last?.header("Authorization") == nil)
  }

  @Test("a Location with credentials or the token in it is shown without them")
  func destinoLimpio() async throws {
    let secreto = Self.token.valorSecreto
    let server = try ScriptedHTTPServer { _ in
      .respond(status: 302, headers: [("Location", "http://ana:clave@127.0.0.1:1/?t=\(secreto)")])
    }
    defer { server.stop() }

    let error = await Self.error(en: server) { try await $0.borrar(Articulo.muestra[0].id) }

    #expect(
      error == .red(.redireccionNoSeguida(destino: "http://<redacted>@127.0.0.1:1/?t=<redacted>")))
  }

  @Test(
    "a body that repeats the token is scrubbed before any excerpt is cut from it",
    arguments: [200, 400, 500])
  func cuerpoConEco(estado: Int) async throws {
    let secreto = Self.token.valorSecreto
    let relleno = String(repeating: ".", count: 180)
    let server = try ScriptedHTTPServer { request in
      .respond(
        status: estado, headers: [("Content-Type", "text/plain")],
        body: relleno + (request.header("Authorization") ?? "") + " y más")
    }
    defer { server.stop() }

    let error = try #require(
      await Self.error(en: server) { try await $0.guardar(Articulo.muestra[0]) })

    #expect(error.description.contains("<redacted>"), "\(error)")
    let parte = secreto.dropFirst("dstok_".count).prefix(6)
    #expect(!error.description.contains(parte), "\(error)")
    #expect(!String(reflecting: error).contains(parte))
  }

  @Test("an article whose text repeats the token is returned with the token cut out")
  func articuloConEco() async throws {
    let secreto = Self.token.valorSecreto
    var eco = Articulo.muestra[0]
    eco.titulo = "Eco de \(secreto)"
    let articulo = eco
    let server = try ScriptedHTTPServer { _ in FakeDatasette.filas([articulo]) }
    defer { server.stop() }

    let leido = try await withDependencies {
      $0.configuracionDatasette = ConfiguracionDatasette(api: server.url(), token: Self.token)
    } operation: {
      try await ClienteArticulos.liveValue.obtener(articulo.id)
    }

    #expect(leido.titulo == "Eco de <redacted>")
  }

  @Test("the configuration's CA file goes with every request, reads and writes alike")
  func autoridades() throws {
    var configuracion = ConfiguracionDatasette(api: URL(string: "https://datos.lan")!)
    configuracion.autoridadesDeCertificacion = URL(fileURLWithPath: "/etc/articulos/ca.pem")
    let datasette = ClienteDatasette(
      configuracion: configuracion, http: HTTPClient(), cursores: CacheDeCursores())
    let url = URL(string: "https://datos.lan/articulos/articulos.json")!

    #expect(datasette.peticion(.get, url).caBundlePath == "/etc/articulos/ca.pem")
    #expect(datasette.peticion(.post, url, cuerpo: Data()).caBundlePath == "/etc/articulos/ca.pem")
    configuracion.autoridadesDeCertificacion = nil
    let sinArchivo = ClienteDatasette(
      configuracion: configuracion, http: HTTPClient(), cursores: CacheDeCursores())
    #expect(sinArchivo.peticion(.get, url).caBundlePath == nil)
  }
}
