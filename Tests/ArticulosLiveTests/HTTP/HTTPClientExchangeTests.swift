import Foundation
import Testing

@testable import ArticulosLive

@Suite("HTTPClient exchanges requests and responses with a real server")
struct HTTPClientExchangeTests {
  @Test("a GET returns the status, headers and body the server sent")
  func getReturnsTheResponse() async throws {
    let server = try ScriptedHTTPServer { request in
      .respond(
        status: 200, headers: [("Content-Type", "application/json"), ("X-Echo", request.target)],
        body: #"{"ok":true}"#)
    }
    defer { server.stop() }
    let client = HTTPClient()

    let response = try await client.send(HTTPRequest(url: server.url("/db/articulos.json?x=1")))

    #expect(response.status == 200)
    #expect(response.status.isSuccess)
    #expect(response.headers["content-type"] == "application/json")
    #expect(response.headers["X-Echo"] == "/db/articulos.json?x=1")
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
    #expect(response.url == server.url("/db/articulos.json?x=1"))
    #expect(server.requests.map(\.method) == ["GET"])
  }

  @Test("a POST sends its JSON body and headers, and the reply decodes")
  func postSendsJSONBodyAndHeaders() async throws {
    struct Insert: Codable, Equatable {
      var row: [String: String]
    }
    struct Reply: Decodable, Equatable {
      var ok: Bool
      var id: Int
    }
    let server = try ScriptedHTTPServer { _ in
      .respond(
        status: 201, headers: [("Content-Type", "application/json")], body: #"{"ok":true,"id":7}"#)
    }
    defer { server.stop() }
    let client = HTTPClient()
    let request = try HTTPRequest.json(
      .post, url: server.url("/db/articulos/-/insert"), body: Insert(row: ["titulo": "Árbol"]),
      headers: ["X-Request-ID": "42"])

    let response = try await client.send(request)

    #expect(response.status == 201)
    #expect(try response.decodeJSON(Reply.self) == Reply(ok: true, id: 7))
    let received = try #require(server.requests.first)
    #expect(received.method == "POST")
    #expect(received.target == "/db/articulos/-/insert")
    #expect(received.header("Content-Type") == "application/json")
    #expect(received.header("Accept") == "application/json")
    #expect(received.header("X-Request-ID") == "42")
    #expect(received.header("Expect") == nil)
    #expect(
      try JSONDecoder().decode(Insert.self, from: Data(received.body))
        == Insert(row: ["titulo": "Árbol"]))
  }

  @Test("HEAD, PUT with a body, DELETE and a POST without body use the right method")
  func otherMethods() async throws {
    let server = try ScriptedHTTPServer { request in
      .respond(status: 200, body: request.method == "HEAD" ? "" : "done")
    }
    defer { server.stop() }
    let client = HTTPClient()

    let head = try await client.send(HTTPRequest(method: .head, url: server.url("/h")))
    _ = try await client.send(
      HTTPRequest(method: .put, url: server.url("/p"), body: Data("raw".utf8)))
    _ = try await client.send(HTTPRequest(method: .delete, url: server.url("/d")))
    _ = try await client.send(HTTPRequest(method: .post, url: server.url("/e")))

    #expect(head.body.isEmpty)
    let requests = server.requests
    #expect(requests.map(\.method) == ["HEAD", "PUT", "DELETE", "POST"])
    #expect(requests[1].body == Array("raw".utf8))
    #expect(requests[1].header("Content-Type") == "application/octet-stream")
    #expect(requests[3].header("Content-Length") == "0")
  }

  @Test("a redirect is followed and the response tells the final URL")
  func followsARedirect() async throws {
    let server = try ScriptedHTTPServer { request in
      request.target == "/old"
        ? .respond(status: 302, headers: [("Location", "/new")])
        : .respond(status: 200, body: "moved here")
    }
    defer { server.stop() }

    let response = try await HTTPClient().send(HTTPRequest(url: server.url("/old")))

    #expect(response.status == 200)
    #expect(response.url == server.url("/new"))
    #expect(response.metrics.redirects == 1)
    #expect(server.requests.map(\.target) == ["/old", "/new"])
  }

  @Test("a non-2xx status is a response; requireSuccess turns it into a typed error")
  func unsuccessfulStatus() async throws {
    let server = try ScriptedHTTPServer { _ in
      .respond(status: 404, body: #"{"ok":false,"error":"Table not found"}"#)
    }
    defer { server.stop() }

    let response = try await HTTPClient().send(HTTPRequest(url: server.url("/db/nada.json")))

    #expect(response.status == 404)
    #expect(
      throws: HTTPError.unsuccessfulStatus(404, body: #"{"ok":false,"error":"Table not found"}"#)
    ) {
      try response.requireSuccess()
    }
  }

  @Test("a header value with a line break is refused before anything is sent")
  func refusesHeaderInjection() async throws {
    let server = try ScriptedHTTPServer { _ in .respond(status: 200) }
    defer { server.stop() }
    let request = HTTPRequest(url: server.url(), headers: ["X-Note": "a\r\nX-Admin: yes"])

    await #expect {
      _ = try await HTTPClient().send(request)
    } throws: { error in
      guard case .invalidRequest(let reason) = error as? HTTPError else { return false }
      return reason.contains("X-Note")
    }
    #expect(server.requests.isEmpty)
  }

  @Test("a URL with a scheme other than http or https is refused as invalid")
  func refusesOtherSchemes() async throws {
    let request = HTTPRequest(url: URL(string: "ftp://127.0.0.1:1/file")!)

    await #expect {
      _ = try await HTTPClient().send(request)
    } throws: { error in
      guard case .invalidRequest = error as? HTTPError else { return false }
      return true
    }
  }

  @Test("an invalid method token is refused as invalid")
  func refusesInvalidMethod() async throws {
    let request = HTTPRequest(
      method: HTTPMethod(rawValue: "GET /x"), url: URL(string: "http://127.0.0.1:1/")!)

    await #expect(throws: HTTPError.invalidRequest("\"GET /x\" is not a valid HTTP method")) {
      _ = try await HTTPClient().send(request)
    }
  }

  @Test("a JSON body that cannot be encoded is refused as invalid before sending")
  func unencodableJSON() {
    #expect {
      _ = try HTTPRequest.json(.post, url: URL(string: "http://127.0.0.1:1/")!, body: [Double.nan])
    } throws: { error in
      guard case .invalidRequest(let reason) = error as? HTTPError else { return false }
      return reason.hasPrefix("the body could not be encoded as JSON")
    }
  }

  @Test("method tokens are validated")
  func methods() {
    #expect(HTTPMethod(rawValue: "PURGE").isValid)
    #expect(!HTTPMethod(rawValue: "").isValid)
    #expect(!HTTPMethod(rawValue: "GET /").isValid)
    #expect(!HTTPMethod(rawValue: "GÉT").isValid)
  }
}
