import Foundation
import Testing

@testable import ArticulosLive

@Suite("A request that carries a credential stays where it was sent, and no body leaks it")
struct HTTPClientCredentialTests {
  static let token = "dstok_cr3d3nc1al-7781"

  @Test(
    "every redirect status comes back to the caller; nothing reaches the Location",
    arguments: [301, 302, 303, 307, 308])
  func notRedirected(status: Int) async throws {
    let elsewhere = try ScriptedHTTPServer { _ in .respond(status: 200, body: "elsewhere") }
    let origin = try ScriptedHTTPServer { _ in
      .respond(status: status, headers: [("Location", elsewhere.url("/x").absoluteString)])
    }
    defer {
      origin.stop()
      elsewhere.stop()
    }

    let response = try await HTTPClient().send(
      HTTPRequest(
        method: .post, url: origin.url("/write"),
        headers: ["Authorization": "Bearer \(Self.token)"], body: Data("{}".utf8)))

    #expect(response.status.code == status)
    #expect(response.metrics.redirects == 0)
    #expect(origin.requests.count == 1)
    #expect(elsewhere.requests.isEmpty)
  }

  @Test(
    "every sensitive header counts as a credential, in any case; others do not",
    arguments: ["Authorization", "cookie", "PROXY-AUTHORIZATION", "X-Api-Key"])
  func sensitiveHeaders(name: String) async throws {
    let elsewhere = try ScriptedHTTPServer { _ in .respond(status: 200) }
    let origin = try ScriptedHTTPServer { _ in
      .respond(status: 307, headers: [("Location", elsewhere.url("/x").absoluteString)])
    }
    defer {
      origin.stop()
      elsewhere.stop()
    }
    let withCredential = HTTPRequest(url: origin.url("/a"), headers: [name: "secret-value"])
    let without = HTTPRequest(url: origin.url("/b"), headers: ["X-Trace": "secret-value"])
    #expect(withCredential.carriesCredentials)
    #expect(!without.carriesCredentials)

    #expect(try await HTTPClient().send(withCredential).status == 307)
    #expect(try await HTTPClient().send(without).status == 200)
    #expect(elsewhere.requests.map(\.target) == ["/x"])
  }

  @Test("a request's own CA file is used instead of the client's")
  func perRequestCABundle() async throws {
    let server = try ScriptedHTTPServer(greeting: "")
    defer { server.stop() }
    let request = HTTPRequest(
      url: URL(string: "https://127.0.0.1:\(server.port)/")!, caBundlePath: "/nonexistent/ca.pem")

    do {
      _ = try await HTTPClient().send(request)
      Issue.record("a CA file that does not exist was accepted")
    } catch {
      guard case .tlsFailed(.localConfiguration, let detail) = error else {
        Issue.record("expected tlsFailed(.localConfiguration), got \(error)")
        return
      }
      #expect(detail.contains("/nonexistent/ca.pem"))
    }
    #expect(request.debugDescription.contains("CA file: /nonexistent/ca.pem"))
  }

  @Test("a body is scrubbed whole: a secret across any later cut shows no part of itself")
  func bodyScrubbedWhole() {
    let secret = "Bearer \(Self.token)"
    let body = Data((String(repeating: ".", count: 190) + secret + " tail").utf8)

    let scrubbed = HTTPRedaction.scrubbed(body, secrets: [secret, Self.token])

    let text = String(decoding: scrubbed, as: UTF8.self)
    #expect(text == String(repeating: ".", count: 190) + "<redacted> tail")
    #expect(!String(text.prefix(200)).contains("cr3d"))
    #expect(
      HTTPRedaction.scrubbed(Data("no secret".utf8), secrets: [secret]) == Data("no secret".utf8))
    #expect(HTTPRedaction.scrubbed(Data(), secrets: [""]) == Data())
  }
}
