import Foundation
import Testing
import TestSupport

@testable import ArticulosLive

@Suite("Secrets never show in descriptions, errors or traces")
struct HTTPRedactionTests {
  private static let token = "dstok_eyJhIjoiYXJ0aWN1bG9zIn0.s3cr3t-Sig"

  @Test("a sensitive header line keeps its scheme word and loses its credential")
  func headerLine() {
    #expect(
      HTTPRedaction.redactedHeaderLine("Authorization: Bearer \(Self.token)")
        == "Authorization: Bearer <redacted>")
    #expect(
      HTTPRedaction.redactedHeaderLine("proxy-authorization:Basic YW5hOnB3")
        == "proxy-authorization: Basic <redacted>")
    #expect(
      HTTPRedaction.redactedHeaderLine("Cookie: session=abc; theme=dark") == "Cookie: <redacted>")
    #expect(HTTPRedaction.redactedHeaderLine("X-API-Key: \(Self.token)") == "X-API-Key: <redacted>")
  }

  @Test("other lines come back unchanged")
  func otherLines() {
    #expect(
      HTTPRedaction.redactedHeaderLine("Accept: application/json") == "Accept: application/json")
    #expect(HTTPRedaction.redactedHeaderLine("GET /db.json HTTP/1.1") == "GET /db.json HTTP/1.1")
    #expect(
      HTTPRedaction.redactedHeaderLine("X-Authorization-Hint: none") == "X-Authorization-Hint: none"
    )
  }

  @Test("a header block is redacted line by line")
  func headerBlock() {
    let block = "POST /x HTTP/1.1\r\nHost: h\r\nAuthorization: Bearer \(Self.token)\r\n\r\n"

    let redacted = HTTPRedaction.redactedHeaderBlock(block)

    #expect(redacted == "POST /x HTTP/1.1\nHost: h\nAuthorization: Bearer <redacted>\n\n")
  }

  @Test("a URL loses its user and password, and nothing else")
  func urls() {
    #expect(
      HTTPRedaction.redactedURL("http://ana:pw@127.0.0.1:8001/db?q=a@b")
        == "http://<redacted>@127.0.0.1:8001/db?q=a@b")
    #expect(HTTPRedaction.redactedURL("http://127.0.0.1:8001/a@b") == "http://127.0.0.1:8001/a@b")
    #expect(HTTPRedaction.redactedURL("not a url") == "not a url")
  }

  @Test("credentials of URLs inside free text are hidden, the rest of the text kept")
  func urlsInText() {
    #expect(
      HTTPRedaction.redactingURLCredentials(
        in: "Uses proxy env variable http_proxy == 'http://ana:pw@10.0.0.1:3128'")
        == "Uses proxy env variable http_proxy == 'http://<redacted>@10.0.0.1:3128'")
    #expect(
      HTTPRedaction.redactingURLCredentials(in: "socks5h://u@h and https://x:y@z/p?q=a@b")
        == "socks5h://<redacted>@h and https://<redacted>@z/p?q=a@b")
    #expect(
      HTTPRedaction.redactingURLCredentials(in: "mail ana@example.org, see http://h/a@b")
        == "mail ana@example.org, see http://h/a@b")
  }

  @Test("secrets are the values of sensitive headers, with and without their scheme")
  func secretsOfHeaders() {
    let headers: HTTPHeaders = [
      "Authorization": "Bearer \(Self.token)", "Accept": "application/json", "Cookie": "a",
    ]

    #expect(HTTPRedaction.secrets(in: headers) == ["Bearer \(Self.token)", Self.token])
    #expect(
      HTTPRedaction.scrubbed(
        "failed: Bearer \(Self.token) and \(Self.token)",
        secrets: HTTPRedaction.secrets(in: headers))
        == "failed: <redacted> and <redacted>")
  }

  @Test("headers, requests and their debug output never print the token")
  func descriptions() throws {
    let request = HTTPRequest(
      method: .post, url: URL(string: "http://ana:pw@127.0.0.1:8001/db/t/-/insert")!,
      headers: ["Authorization": "Bearer \(Self.token)", "X-Trace": "1"], body: Data("{}".utf8))

    let texts = [
      request.headers.description, request.headers.debugDescription, request.description,
      request.debugDescription, String(describing: request), String(reflecting: request),
      "\(request.headers)",
    ]

    for text in texts {
      #expect(!text.contains(Self.token), "leaked in: \(text)")
      #expect(!text.contains(":pw@"), "leaked in: \(text)")
    }
    #expect(request.headers.description == "Authorization: Bearer <redacted>, X-Trace: 1")
    #expect(request.debugDescription.contains("body: 2 bytes"))
  }

  @Test("the error of a failed request that carried a token does not contain it")
  func errorsDoNotLeak() async throws {
    let server = try ScriptedHTTPServer { _ in .closeMidBody(announced: 50, sent: "{") }
    defer { server.stop() }
    let client = HTTPClient()
    let request = HTTPRequest(
      url: server.url("/db.json"), headers: ["Authorization": "Bearer \(Self.token)"])

    do {
      _ = try await client.send(request)
      Issue.record("expected a failure")
    } catch {
      #expect(!error.description.contains(Self.token))
      #expect(!error.debugDescription.contains(Self.token))
      #expect(!String(reflecting: error).contains(Self.token))
    }
    #expect(server.requests.first?.header("Authorization") == "Bearer \(Self.token)")
  }

  @Test("a request that carries a token is not redirected: the other server sees nothing")
  func redirectsDropTheToken() async throws {
    let elsewhere = try ScriptedHTTPServer { _ in .respond(status: 200, body: "elsewhere") }
    let origin = try ScriptedHTTPServer { _ in
      .respond(status: 302, headers: [("Location", elsewhere.url("/landing").absoluteString)])
    }
    defer {
      origin.stop()
      elsewhere.stop()
    }

    let response = try await HTTPClient().send(
      HTTPRequest(url: origin.url("/start"), headers: ["Authorization": "Bearer \(Self.token)"]))

    #expect(response.status == 302)
    #expect(response.headers["Location"] == elsewhere.url("/landing").absoluteString)
    #expect(origin.requests.first?.header("Authorization") == "Bearer \(Self.token)")
    #expect(elsewhere.requests.isEmpty)
  }

  @Test("the trace through a proxy with credentials shows neither password nor its Base64")
  func proxyCredentialsStayHidden() async throws {
    let proxy = try ScriptedHTTPServer { _ in .respond(status: 200, body: "via proxy") }
    defer { proxy.stop() }
    let lines = Registro<String>()  // written from the transfer thread
    var configuration = HTTPClientConfiguration()
    configuration.proxy = .url("http://ana:hunter22@127.0.0.1:\(proxy.port)")
    configuration.trace = { lines.anotar($0) }

    let response = try await HTTPClient(configuration: configuration).send(
      HTTPRequest(url: URL(string: "http://articulos.invalid/db.json")!))

    let encoded = Data("ana:hunter22".utf8).base64EncodedString()
    #expect(String(decoding: response.body, as: UTF8.self) == "via proxy")
    #expect(proxy.requests.first?.header("Proxy-Authorization") == "Basic \(encoded)")
    #expect(lines.todos.contains("> Proxy-Authorization: Basic <redacted>"))
    #expect(lines.todos.allSatisfy { !$0.contains("hunter22") && !$0.contains(encoded) })
  }

  @Test("the verbose trace shows the exchange with the token redacted")
  func traceIsRedacted() async throws {
    let server = try ScriptedHTTPServer { _ in
      .respond(status: 200, headers: [("Set-Cookie", "session=\(Self.token)")], body: "{}")
    }
    defer { server.stop() }
    let lines = Registro<String>()  // written from the transfer thread
    var configuration = HTTPClientConfiguration()
    configuration.trace = { lines.anotar($0) }
    let client = HTTPClient(configuration: configuration)
    let url = URL(string: "http://ana:pa55word@127.0.0.1:\(server.port)/db.json")!

    _ = try await client.send(
      HTTPRequest(url: url, headers: ["Authorization": "Bearer \(Self.token)"]))

    let trace = lines.todos
    #expect(trace.contains("> GET /db.json HTTP/1.1"))
    #expect(trace.contains("> Authorization: Bearer <redacted>"))
    #expect(trace.contains("< Set-Cookie: <redacted>"))
    #expect(trace.contains { $0.hasPrefix("< HTTP/1.1 200") })
    #expect(trace.allSatisfy { !$0.contains(Self.token) && !$0.contains("pa55word") })
    #expect(trace.allSatisfy { !$0.contains(Data("ana:pa55word".utf8).base64EncodedString()) })
    #expect(server.requests.first?.header("Authorization") == "Bearer \(Self.token)")
  }
}
