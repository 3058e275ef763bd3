import Dependencies
import Foundation
import Testing

@testable import ArticulosLive

@Suite("HTTPClient turns every transport fault into a typed error, without crashing or hanging")
struct HTTPClientFaultTests {
  private static func makeClient(
    _ change: (inout HTTPClientConfiguration) -> Void = { _ in }
  ) -> HTTPClient {
    var configuration = HTTPClientConfiguration()
    change(&configuration)
    return HTTPClient(configuration: configuration)
  }

  private static func error(
    from client: HTTPClient, _ request: HTTPRequest
  ) async -> HTTPError? {
    do {
      let response = try await client.send(request)
      Issue.record("expected a failure, got \(response)")
      return nil
    } catch {
      return error
    }
  }

  @Test("a port where nothing listens gives couldNotConnect naming host and port")
  func connectionRefused() async throws {
    // NB: A port bound and not listening: a port merely closed again can go to another test's
    // server at once, which then answers this request.
    let socket = try LoopbackSocket.refusingConnections()
    defer { socket.close() }
    let port = socket.port
    let client = Self.makeClient()

    let error = await Self.error(
      from: client, HTTPRequest(url: URL(string: "http://127.0.0.1:\(port)/x")!))

    guard case .couldNotConnect(let host, _) = error else {
      Issue.record("expected couldNotConnect, got \(String(describing: error))")
      return
    }
    #expect(host == "127.0.0.1:\(port)")
    #expect(error?.description.contains("check that the server is running") == true)
  }

  @Test("a server that accepts but never answers times out while transferring")
  func serverNeverAnswers() async throws {
    let server = try ScriptedHTTPServer { _ in .neverRespond }
    defer { server.stop() }
    let client = Self.makeClient {
      $0.timeouts = HTTPTimeouts(connect: .seconds(5), total: .milliseconds(300))
    }
    let start = ContinuousClock.now

    let error = await Self.error(from: client, HTTPRequest(url: server.url("/slow")))

    let waited = try #require(Self.waited(error, in: .transferring), "\(String(describing: error))")
    #expect(waited >= .milliseconds(300))
    #expect(ContinuousClock.now - start < .seconds(60))
  }

  @Test("a per-request timeout overrides the client's")
  func perRequestTimeout() async throws {
    let server = try ScriptedHTTPServer { _ in .neverRespond }
    defer { server.stop() }
    let client = Self.makeClient()  // 30 s total by default
    let request = HTTPRequest(
      url: server.url(), timeouts: HTTPTimeouts(connect: .seconds(1), total: .milliseconds(200)))

    let error = await Self.error(from: client, request)

    let waited = try #require(Self.waited(error, in: .transferring), "\(String(describing: error))")
    #expect(waited >= .milliseconds(200) && waited < .seconds(60))
  }

  @Test("a host that never completes the connection times out while connecting")
  func connectTimeout() async throws {
    let listener = try UnresponsiveListener()
    defer { listener.close() }
    let client = Self.makeClient {
      $0.timeouts = HTTPTimeouts(connect: .milliseconds(300), total: .seconds(120))
    }

    let error = await Self.error(
      from: client, HTTPRequest(url: URL(string: "http://127.0.0.1:\(listener.port)/")!))

    let waited = try #require(Self.waited(error, in: .connecting), "\(String(describing: error))")
    #expect(waited >= .milliseconds(300) && waited < .seconds(60))
  }

  /// How long the client says it waited, when `error` is a timeout in `phase`.
  static func waited(_ error: HTTPError?, in phase: HTTPError.TimeoutPhase) -> Duration? {
    guard case .timedOut(phase, let waited) = error else { return nil }
    return waited
  }

  @Test("a connection closed in the middle of the body gives connectionLost(.partialBody)")
  func closedMidBody() async throws {
    let server = try ScriptedHTTPServer { _ in .closeMidBody(announced: 100, sent: "{\"rows\":[") }
    defer { server.stop() }

    let error = await Self.error(from: Self.makeClient(), HTTPRequest(url: server.url()))

    guard case .connectionLost(.partialBody, _) = error else {
      Issue.record("expected connectionLost(.partialBody), got \(String(describing: error))")
      return
    }
  }

  @Test(
    "a connection closed inside the headers gives connectionLost(.partialHeaders), not a reply",
    arguments: [
      "HTTP/1.1 200 OK\r\n",
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n",
      "HTTP/1.1 200 OK\r\nContent-Type: application/js",
      "HTTP/1.1 404 Not Found\r\nServer: x\r\n",
    ])
  func closedInsideTheHeaders(_ partialHead: String) async throws {
    let server = try ScriptedHTTPServer { _ in .garbage(partialHead) }
    defer { server.stop() }

    let error = await Self.error(from: Self.makeClient(), HTTPRequest(url: server.url()))

    guard case .connectionLost(.partialHeaders, _) = error else {
      Issue.record("expected connectionLost(.partialHeaders), got \(String(describing: error))")
      return
    }
  }

  @Test("a GET whose headers were cut fails once, and the next request gets the whole answer")
  func cutHeadersFailOnce() async throws {
    let server = try ScriptedHTTPServer(replies: [
      .garbage("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"),
      .respond(status: 200, body: "{}"),
    ])
    defer { server.stop() }
    let client = HTTPClient()

    await #expect(throws: HTTPError.self) {
      try await client.send(HTTPRequest(url: server.url("/again")))
    }
    let response = try await client.send(HTTPRequest(url: server.url("/again")))

    #expect(response.status == 200)
    #expect(String(decoding: response.body, as: UTF8.self) == "{}")
    #expect(server.requests.count == 2)
  }

  @Test(
    "a POST libcurl sends again after a kept-alive connection closed unanswered says so",
    arguments: [
      (HTTPMethod.post, ScriptedHTTPServer.Reply.closeWithoutReply, true),
      (.post, .respond(status: 404), false),
      (.get, .respond(status: 404), false),
    ])
  func sentAgain(
    method: HTTPMethod, segunda: ScriptedHTTPServer.Reply, reenviada: Bool
  )
    async throws
  {
    let server = try ScriptedHTTPServer(replies: [
      .respond(status: 200, body: "{}"), segunda, .respond(status: 404),
    ])
    defer { server.stop() }
    var configuration = HTTPClientConfiguration()
    configuration.maximumConnections = 1
    let client = HTTPClient(configuration: configuration)

    let primera = try await client.send(HTTPRequest(url: server.url("/a")))
    let body = method == .post ? Data("{}".utf8) : nil
    let response = try await client.send(
      HTTPRequest(method: method, url: server.url("/b"), body: body))

    #expect(!primera.metrics.sentAgain)
    #expect(response.status == 404)
    #expect(response.metrics.sentAgain == reenviada)
    #expect(server.requests.count == (reenviada ? 3 : 2))
  }

  @Test("a connection closed before any response gives connectionLost(.emptyReply)")
  func closedWithoutReply() async throws {
    let server = try ScriptedHTTPServer { _ in .closeWithoutReply }
    defer { server.stop() }

    let error = await Self.error(from: Self.makeClient(), HTTPRequest(url: server.url()))

    guard case .connectionLost(.emptyReply, _) = error else {
      Issue.record("expected connectionLost(.emptyReply), got \(String(describing: error))")
      return
    }
  }

  @Test("a reset connection gives connectionLost(.receiveFailed)")
  func connectionReset() async throws {
    let server = try ScriptedHTTPServer { _ in .reset }
    defer { server.stop() }

    let error = await Self.error(from: Self.makeClient(), HTTPRequest(url: server.url()))

    guard case .connectionLost(.receiveFailed, _) = error else {
      Issue.record("expected connectionLost(.receiveFailed), got \(String(describing: error))")
      return
    }
  }

  @Test("an answer that is not HTTP gives invalidResponse")
  func garbageAnswer() async throws {
    let server = try ScriptedHTTPServer { _ in .garbage("SSH-2.0-OpenSSH_9.2\r\n") }
    defer { server.stop() }

    let error = await Self.error(from: Self.makeClient(), HTTPRequest(url: server.url()))

    guard case .invalidResponse = error else {
      Issue.record("expected invalidResponse, got \(String(reflecting: error))")
      return
    }
  }

  @Test("https to a server that does not speak TLS gives tlsFailed(.handshake)")
  func tlsHandshakeFailure() async throws {
    let server = try ScriptedHTTPServer(greeting: "HTTP/1.1 400 Bad Request\r\n\r\n")
    defer { server.stop() }
    let url = URL(string: "https://127.0.0.1:\(server.port)/")!

    let error = await Self.error(from: Self.makeClient(), HTTPRequest(url: url))

    guard case .tlsFailed(.handshake, _) = error else {
      Issue.record("expected tlsFailed(.handshake), got \(String(describing: error))")
      return
    }
  }

  @Test("a CA bundle that does not exist gives tlsFailed(.localConfiguration)")
  func missingCABundle() async throws {
    let server = try ScriptedHTTPServer(greeting: "")
    defer { server.stop() }
    let client = Self.makeClient { $0.caBundlePath = "/nonexistent/ca.pem" }
    let url = URL(string: "https://127.0.0.1:\(server.port)/")!

    let error = await Self.error(from: client, HTTPRequest(url: url))

    guard case .tlsFailed(.localConfiguration, _) = error else {
      Issue.record("expected tlsFailed(.localConfiguration), got \(String(describing: error))")
      return
    }
  }

  @Test("a redirect loop stops at the limit with tooManyRedirects")
  func redirectLoop() async throws {
    let server = try ScriptedHTTPServer { request in
      .respond(status: 302, headers: [("Location", request.target == "/a" ? "/b" : "/a")])
    }
    defer { server.stop() }
    let client = Self.makeClient { $0.maximumRedirects = 3 }

    let error = await Self.error(from: client, HTTPRequest(url: server.url("/a")))

    #expect(error == .tooManyRedirects(limit: 3))
    #expect(server.requests.count == 4)
  }

  @Test("a body larger than the cap with a Content-Length is refused: responseTooLarge")
  func announcedBodyTooLarge() async throws {
    let server = try ScriptedHTTPServer { _ in
      .respond(status: 200, body: String(repeating: "x", count: 5000))
    }
    defer { server.stop() }
    let client = Self.makeClient { $0.maximumResponseSize = 4096 }

    let error = await Self.error(from: client, HTTPRequest(url: server.url()))

    #expect(error == .responseTooLarge(limit: 4096))
  }

  @Test("an endless chunked body is cut at the cap: responseTooLarge, no hang")
  func endlessBodyIsCut() async throws {
    let server = try ScriptedHTTPServer { _ in .endlessBody }
    defer { server.stop() }
    let client = Self.makeClient { $0.maximumResponseSize = 1 << 20 }

    let error = await Self.error(from: client, HTTPRequest(url: server.url()))

    #expect(error == .responseTooLarge(limit: 1 << 20))
  }

  @Test("a body exactly at the cap is accepted")
  func bodyAtTheCap() async throws {
    let server = try ScriptedHTTPServer { _ in
      .respond(status: 200, body: String(repeating: "x", count: 4096))
    }
    defer { server.stop() }
    let client = Self.makeClient { $0.maximumResponseSize = 4096 }

    let response = try await client.send(HTTPRequest(url: server.url()))

    #expect(response.body.count == 4096)
  }

  @Test("a body that is not the expected JSON gives invalidJSON saying where")
  func invalidJSON() async throws {
    struct Row: Decodable { var id: Int }
    let server = try ScriptedHTTPServer { request in
      request.target == "/html"
        ? .respond(status: 200, body: "<html>oops</html>")
        : .respond(status: 200, body: #"{"id":"seven"}"#)
    }
    defer { server.stop() }
    let client = Self.makeClient()

    let html = try await client.send(HTTPRequest(url: server.url("/html")))
    let mistyped = try await client.send(HTTPRequest(url: server.url("/typed")))

    #expect(
      throws: HTTPError.invalidJSON(
        "the body is not valid JSON (it starts with: <html>oops</html>)")
    ) {
      try html.decodeJSON(Row.self)
    }
    #expect {
      try mistyped.decodeJSON(Row.self)
    } throws: { error in
      guard case .invalidJSON(let detail) = error as? HTTPError else { return false }
      return detail.hasPrefix("expected Int at .id")
    }
  }
}
