import Foundation
import Testing

@testable import ArticulosLive

@Suite("HTTPClient.sequentially keeps one connection and runs on its thread")
struct HTTPClientSequentiallyTests {
  @Test("requests inside run on the kept connection's thread and share one connection")
  func requestsShareTheKeptConnection() async throws {
    let server = try ScriptedHTTPServer { request in .respond(status: 200, body: request.target) }
    defer { server.stop() }
    let client = HTTPClient()

    let (onTransferThread, newConnections) = try await client.sequentially {
      var newConnections: [Int] = []
      for index in 0..<4 {
        let response = try await client.send(HTTPRequest(url: server.url("/p/\(index)")))
        #expect(String(decoding: response.body, as: UTF8.self) == "/p/\(index)")
        newConnections.append(response.metrics.newConnections)
      }
      return (TransferThread.isCurrent, newConnections)
    }

    #expect(onTransferThread)
    #expect(newConnections == [1, 0, 0, 0])
    #expect(server.connectionCount == 1)
  }

  @Test("child tasks inside share the connection, one request at a time")
  func childTasksShareTheConnection() async throws {
    let server = try ScriptedHTTPServer { request in .respond(status: 200, body: request.target) }
    defer { server.stop() }
    let client = HTTPClient()

    let bodies = try await client.sequentially {
      async let first = client.send(HTTPRequest(url: server.url("/a")))
      async let second = client.send(HTTPRequest(url: server.url("/b")))
      return try await [first, second].map { String(decoding: $0.body, as: UTF8.self) }
    }

    #expect(bodies == ["/a", "/b"])
    #expect(server.connectionCount == 1)
  }

  @Test("another task's requests meanwhile take another connection of the pool")
  func otherTasksUseOtherConnections() async throws {
    let server = try ScriptedHTTPServer { _ in .respond(status: 200, body: "ok") }
    defer { server.stop() }
    let client = HTTPClient()
    let (entered, enter) = AsyncStream.makeStream(of: Void.self)
    let (released, release) = AsyncStream.makeStream(of: Void.self)

    async let kept: Void = client.sequentially {
      _ = try await client.send(HTTPRequest(url: server.url("/kept")))
      enter.yield()
      for await _ in released { break }
    }
    for await _ in entered { break }
    let outside = try await client.send(HTTPRequest(url: server.url("/outside")))
    release.yield()
    try await kept

    #expect(outside.status == 200)
    #expect(server.connectionCount == 2)
  }

  @Test("a write then a read inside are sent as they are: nothing of the write stays")
  func aReadAfterAWriteIsAPlainGET() async throws {
    let server = try ScriptedHTTPServer { _ in .respond(status: 200, body: "{}") }
    defer { server.stop() }
    let client = HTTPClient()

    try await client.sequentially {
      _ = try await client.send(
        HTTPRequest(
          method: .put, url: server.url("/w"), headers: ["X-Uno": "1"],
          body: Data(#"{"a":1}"#.utf8)))
      _ = try await client.send(HTTPRequest(url: server.url("/r")))
      _ = try await client.send(HTTPRequest(method: .head, url: server.url("/h")))
      _ = try await client.send(HTTPRequest(url: server.url("/r2")))
    }

    let requests = server.requests
    #expect(requests.map(\.method) == ["PUT", "GET", "HEAD", "GET"])
    #expect(requests[1].body.isEmpty)
    #expect(requests[1].header("Content-Length") == nil)
    #expect(requests[1].header("Content-Type") == nil)
    #expect(requests[1].header("X-Uno") == nil)
    #expect(requests[3].body.isEmpty)
  }

  @Test("cancelling the task aborts a transfer inside, with the cancelled error")
  func cancellationInsideAbortsTheTransfer() async throws {
    let server = try ScriptedHTTPServer { _ in .neverRespond }
    defer { server.stop() }
    let client = HTTPClient()

    let task = Task {
      try await client.sequentially {
        try await client.send(HTTPRequest(url: server.url("/slow")))
      }
    }
    #expect(try await server.waitForRequests(1))
    let start = ContinuousClock.now
    task.cancel()
    let result = await task.result

    // Well under the default 30 s limit: the cancellation, not the limit, ended it.
    #expect(ContinuousClock.now - start < .seconds(60))
    #expect(throws: HTTPError.cancelled) { try result.get() }
  }

  @Test("an error thrown inside comes out as it is, and the connection goes back to the pool")
  func errorsComeOutAndTheConnectionReturns() async throws {
    struct Abandono: Error, Equatable {}
    let server = try ScriptedHTTPServer { _ in .respond(status: 200, body: "ok") }
    defer { server.stop() }
    var configuration = HTTPClientConfiguration()
    configuration.maximumConnections = 1
    let client = HTTPClient(configuration: configuration)

    await #expect(throws: Abandono()) {
      try await client.sequentially { () async throws(Abandono) in throw Abandono() }
    }
    let after = try await client.send(HTTPRequest(url: server.url("/after")))

    #expect(after.status == 200)
  }

  @Test("in a cancelled task the body still runs, and its requests report the cancellation")
  func aCancelledTaskRunsTheBody() async throws {
    let server = try ScriptedHTTPServer { _ in .respond(status: 200, body: "ok") }
    defer { server.stop() }
    let client = HTTPClient()

    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await client.sequentially { () async -> Result<HTTPResponse, HTTPError> in
        await client.resultado(HTTPRequest(url: server.url("/x")))
      }
    }
    let result = await task.value

    #expect(throws: HTTPError.cancelled) { try result.get() }
    #expect(server.requests.isEmpty)
  }
}
