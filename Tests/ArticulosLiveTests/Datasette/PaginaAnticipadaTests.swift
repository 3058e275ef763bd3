import ArticulosInterface
import ArticulosTestSupport
import Foundation
import Synchronization
import Testing

@testable import ArticulosLive

/// A walk asks for the next page as soon as the current answer arrives (its `Link` header names
/// it), so the page travels while the current one is decoded; nothing else changes.
@Suite("The live client anticipates the next page of a walk, and only of a walk")
struct PaginaAnticipadaTests {
  private static let articulos = Muestras.articulos(2_500, .datasette).sorted { $0.id < $1.id }

  /// A Datasette of 2,500 articles whose pages hold at most 1,000 (its default settings).
  private static func servidor(
    fallando fallar: @escaping @Sendable (ScriptedHTTPServer.Request) -> Bool = { _ in false }
  ) throws -> ScriptedHTTPServer {
    try ScriptedHTTPServer { request in
      if fallar(request) { return FakeDatasette.error(503, "Service Unavailable") }
      return FakeDatasette.ruta(request.target) == "/-/settings.json"
        ? FakeDatasette.json(200, #"{"ok": true, "max_returned_rows": 1000}"#)
        : FakeDatasette.tabla(request, articulos: articulos)
    }
  }

  private static func cliente(_ server: ScriptedHTTPServer) -> ClienteArticulos {
    .datasette(
      ConfiguracionDatasette(
        api: server.url(), tiempoDeConexion: .seconds(2), tiempoMaximo: .seconds(60)))
  }

  /// The `_next` of every listing request, in order (`"-"` for the first page).
  private static func pedidos(_ server: ScriptedHTTPServer) -> [String] {
    server.requests.filter { FakeDatasette.ruta($0.target).hasSuffix("/articulos.json") }
      .map { FakeDatasette.parametros($0.target)["_next"] ?? "-" }
  }

  /// Waits, in real time (the server answers on its own threads), until `condicion` holds.
  private static func esperar(_ condicion: () -> Bool) async throws {
    let limite = ContinuousClock.now + .seconds(30)
    while !condicion() {
      guard ContinuousClock.now < limite else { throw CancellationError() }
      try await Task.sleep(for: .milliseconds(5))
    }
  }

  @Test("a walk in pages larger than the server's asks for each page once, the next one early")
  func paginaSiguientePedidaAntes() async throws {
    let server = try Self.servidor()
    defer { server.stop() }
    let cliente = Self.cliente(server)

    let primera = try await cliente.listar(desde: nil, tamano: 5_000)
    // The second page is asked for before the walk asks for it.
    try await Self.esperar { Self.pedidos(server).count == 2 }
    let segunda = try await cliente.listar(desde: primera.siguiente, tamano: 5_000)
    let tercera = try await cliente.listar(desde: segunda.siguiente, tamano: 5_000)

    let leidos = (primera.articulos + segunda.articulos + tercera.articulos).map(\.id)
    #expect(leidos == Self.articulos.map(\.id))
    #expect(tercera.siguiente == nil)
    #expect(
      Self.pedidos(server)
        == ["-", primera.siguiente?.rawValue, segunda.siguiente?.rawValue].map { $0 ?? "?" },
      "each page once, none after the last")
  }

  @Test("pages no larger than the server's are asked for only when the caller asks")
  func sinAnticipar() async throws {
    let server = try Self.servidor()
    defer { server.stop() }
    let cliente = Self.cliente(server)

    let primera = try await cliente.listar(desde: nil, tamano: 1_000)
    _ = try await cliente.listar(desde: primera.siguiente, tamano: 20)
    #expect(Self.pedidos(server) == ["-", primera.siguiente?.rawValue ?? "?"])
  }

  @Test("an anticipated page that failed is asked for again when the walk asks for it")
  func anticipadaFallida() async throws {
    let fallos = Mutex(0)
    let server = try Self.servidor { request in
      // The first request for a later page fails; every other succeeds.
      guard FakeDatasette.parametros(request.target)["_next"] != nil else { return false }
      return fallos.withLock { fallos in
        defer { fallos += 1 }
        return fallos == 0
      }
    }
    defer { server.stop() }
    let cliente = Self.cliente(server)

    let primera = try await cliente.listar(desde: nil, tamano: 5_000)
    try await Self.esperar { fallos.withLock { $0 } == 1 }
    let segunda = try await cliente.listar(desde: primera.siguiente, tamano: 5_000)

    #expect(segunda.articulos.map(\.id) == Self.articulos[1_000..<2_000].map(\.id))
    let siguiente = try #require(primera.siguiente?.rawValue)
    #expect(
      Self.pedidos(server).prefix(3) == ["-", siguiente, siguiente],
      "the failed anticipation, then the walk's own request")
  }

  @Test("a call for another page drops the anticipated one and reads what it asked for")
  func otraPagina() async throws {
    let server = try Self.servidor()
    defer { server.stop() }
    let cliente = Self.cliente(server)

    let primera = try await cliente.listar(desde: nil, tamano: 5_000)
    let otraVez = try await cliente.listar(desde: nil, tamano: 5_000)
    #expect(otraVez == primera)
  }

  @Test(
    "the next page's token is read from Link: <…>; rel=\"next\" and nothing else",
    arguments: [
      (#"<http://x/db/t.json?_size=1000&_next=a0999>; rel="next""#, "a0999"),
      (#"<http://x/t.json?_next=a%2Fb>; rel=next"#, "a/b"),
      (#"<http://x/t.json?_next=p1>; rel="prev", <http://x/t.json?_next=n2>; rel="next""#, "n2"),
      (#"<http://x/t.json?_next=a0999>; rel="prev""#, nil),
      (#"<http://x/t.json?_size=10>; rel="next""#, nil),
      ("http://x/t.json?_next=a0999; rel=\"next\"", nil),
      ("", nil),
    ] as [(String, String?)])
  func cabeceraLink(valor: String, siguiente: String?) {
    var headers = HTTPHeaders()
    if !valor.isEmpty { headers.add(name: "Link", value: valor) }
    let response = HTTPResponse(
      status: 200, headers: headers, body: Data(), url: URL(string: "http://x/t.json")!,
      metrics: .init(newConnections: 0, redirects: 0, duration: .zero, sentAgain: false))
    #expect(ClienteDatasette.siguienteSegunLink(response) == siguiente)
  }
}
