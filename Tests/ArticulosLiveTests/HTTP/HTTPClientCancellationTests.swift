import Dependencies
import Foundation
import Testing

@testable import ArticulosLive

@Suite("Cancelling the calling task aborts the transfer with HTTPError.cancelled")
struct HTTPClientCancellationTests {
  // NB: The bounds here are generous on purpose (a shared, loaded machine must not fail them);
  // the benchmark reports the real latency, a fraction of a millisecond.
  private static let generousBound: Duration = .seconds(60)

  @Test("a transfer stalled mid-body stops at once when its task is cancelled")
  func cancelMidBody() async throws {
    let server = try ScriptedHTTPServer { _ in .stallMidBody(announced: 1000, sent: "{\"rows\":") }
    defer { server.stop() }
    let client = HTTPClient()  // the default 30 s timeout must not be what ends it
    let task = Task { try await client.send(HTTPRequest(url: server.url("/stall"))) }
    #expect(try await server.waitForRequests(1))
    try await Task.sleep(for: .milliseconds(50))
    let start = ContinuousClock.now

    task.cancel()
    let result = await task.result

    #expect(ContinuousClock.now - start < Self.generousBound)
    #expect(throws: HTTPError.cancelled) { try result.get() }
  }

  @Test("a transfer waiting for a server that never answers stops when cancelled")
  func cancelWhileWaitingForTheResponse() async throws {
    let server = try ScriptedHTTPServer { _ in .neverRespond }
    defer { server.stop() }
    let client = HTTPClient()
    let task = Task { try await client.send(HTTPRequest(url: server.url())) }
    #expect(try await server.waitForRequests(1))
    let start = ContinuousClock.now

    task.cancel()
    let result = await task.result

    #expect(ContinuousClock.now - start < Self.generousBound)
    #expect(throws: HTTPError.cancelled) { try result.get() }
  }

  @Test("the client works normally after a cancelled transfer, on a fresh connection")
  func clientRecoversAfterCancellation() async throws {
    let server = try ScriptedHTTPServer { request in
      request.target == "/stall" ? .neverRespond : .respond(status: 200, body: "fine")
    }
    defer { server.stop() }
    var configuration = HTTPClientConfiguration()
    configuration.maximumConnections = 1  // so the next request reuses the aborted handle
    let client = HTTPClient(configuration: configuration)
    let task = Task { try await client.send(HTTPRequest(url: server.url("/stall"))) }
    #expect(try await server.waitForRequests(1))
    task.cancel()
    _ = await task.result

    let response = try await client.send(HTTPRequest(url: server.url("/after")))

    #expect(String(decoding: response.body, as: UTF8.self) == "fine")
    #expect(response.metrics.newConnections == 1)
  }

  @Test("a task cancelled before sending gets cancelled and nothing reaches the server")
  func cancelledBeforeStart() async throws {
    let server = try ScriptedHTTPServer { _ in .respond(status: 200) }
    defer { server.stop() }
    let client = HTTPClient()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await client.send(HTTPRequest(url: server.url()))
    }

    let result = await task.result

    #expect(throws: HTTPError.cancelled) { try result.get() }
    #expect(server.requests.isEmpty)
  }

  @Test("a task waiting for a free connection stops waiting when cancelled")
  func cancelWhileWaitingForAConnection() async throws {
    let server = try ScriptedHTTPServer { _ in .neverRespond }
    defer { server.stop() }
    var configuration = HTTPClientConfiguration()
    configuration.maximumConnections = 1
    // NB: The busy request must end by the cancel, not by its time limit: with the standard
    // 30 s, a loaded run of every suite once scheduled the cancel too late.
    configuration.timeouts.total = .seconds(600)
    let client = HTTPClient(configuration: configuration)
    let busy = Task { try await client.send(HTTPRequest(url: server.url("/busy"))) }
    #expect(try await server.waitForRequests(1))
    let waiting = Task { try await client.send(HTTPRequest(url: server.url("/waiting"))) }
    try await Task.sleep(for: .milliseconds(50))

    waiting.cancel()
    let waitingResult = await waiting.result
    busy.cancel()
    let busyResult = await busy.result

    #expect(throws: HTTPError.cancelled) { try waitingResult.get() }
    #expect(throws: HTTPError.cancelled) { try busyResult.get() }
    #expect(server.requests.map(\.target) == ["/busy"])
  }

}
