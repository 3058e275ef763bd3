import Foundation
import Testing

@testable import ArticulosLive

@Suite("HTTPClient keeps connections alive and reuses its libcurl handles")
struct HTTPClientKeepAliveTests {
  @Test("sequential requests reuse one connection: the server sees a single one")
  func sequentialRequestsShareAConnection() async throws {
    let server = try ScriptedHTTPServer { request in .respond(status: 200, body: request.target) }
    defer { server.stop() }
    let client = HTTPClient()

    var newConnections: [Int] = []
    for index in 0..<5 {
      let response = try await client.send(HTTPRequest(url: server.url("/page/\(index)")))
      #expect(String(decoding: response.body, as: UTF8.self) == "/page/\(index)")
      newConnections.append(response.metrics.newConnections)
    }

    #expect(newConnections == [1, 0, 0, 0, 0])
    #expect(server.connectionCount == 1)
    #expect(Set(server.requests.map(\.connection)) == [0])
  }

  @Test("a POST and a GET after it share the connection too")
  func writesAndReadsShareAConnection() async throws {
    let server = try ScriptedHTTPServer { _ in .respond(status: 200, body: "{}") }
    defer { server.stop() }
    let client = HTTPClient()

    _ = try await client.send(
      HTTPRequest(method: .post, url: server.url("/w"), body: Data(#"{"a":1}"#.utf8)))
    let read = try await client.send(HTTPRequest(url: server.url("/r")))

    #expect(read.metrics.newConnections == 0)
    #expect(server.connectionCount == 1)
  }

  @Test("after the server closes a connection, the next request opens a new one and works")
  func reconnectsAfterTheServerCloses() async throws {
    let server = try ScriptedHTTPServer(replies: [
      .respond(status: 200, headers: [("Connection", "close")], body: "first"),
      .respond(status: 200, body: "second"),
    ])
    defer { server.stop() }
    let client = HTTPClient()

    _ = try await client.send(HTTPRequest(url: server.url("/1")))
    let second = try await client.send(HTTPRequest(url: server.url("/2")))

    #expect(String(decoding: second.body, as: UTF8.self) == "second")
    #expect(second.metrics.newConnections == 1)
    #expect(server.connectionCount == 2)
  }
}
