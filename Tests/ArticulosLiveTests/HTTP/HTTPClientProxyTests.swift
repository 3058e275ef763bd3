import Foundation
import Testing

@testable import ArticulosLive

@Suite("HTTPClient goes through the proxy it is configured with")
struct HTTPClientProxyTests {
  @Test("an explicit proxy receives the request in absolute form")
  func explicitProxy() async throws {
    let proxy = try ScriptedHTTPServer { request in .respond(status: 200, body: request.target) }
    defer { proxy.stop() }
    var configuration = HTTPClientConfiguration()
    configuration.proxy = .url("http://127.0.0.1:\(proxy.port)")
    let client = HTTPClient(configuration: configuration)

    // NB: The proxy is local and answers itself; nothing is resolved or sent elsewhere.
    let response = try await client.send(
      HTTPRequest(url: URL(string: "http://articulos.invalid/db.json")!))

    #expect(String(decoding: response.body, as: UTF8.self) == "http://articulos.invalid/db.json")
  }

  @Test("a proxy that refuses connections gives couldNotConnect, and credentials stay hidden")
  func refusingProxy() async throws {
    let socket = try LoopbackSocket.refusingConnections()
    defer { socket.close() }
    let port = socket.port
    var configuration = HTTPClientConfiguration()
    configuration.proxy = .url("http://ana:hunter22@127.0.0.1:\(port)")

    await #expect {
      _ = try await HTTPClient(configuration: configuration).send(
        HTTPRequest(url: URL(string: "http://articulos.invalid/")!))
    } throws: { error in
      guard case .couldNotConnect = error as? HTTPError else { return false }
      return !"\(error)".contains("hunter22")
    }
    #expect(configuration.proxy.description == "proxy http://<redacted>@127.0.0.1:\(port)")
  }
}
