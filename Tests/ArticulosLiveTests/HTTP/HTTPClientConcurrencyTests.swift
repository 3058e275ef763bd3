import Foundation
import Testing

@testable import ArticulosLive

@Suite("HTTPClient is safe to use from many tasks at once")
struct HTTPClientConcurrencyTests {
  @Test("60 concurrent GETs all get their own answer over at most 4 connections")
  func manyConcurrentRequests() async throws {
    let server = try ScriptedHTTPServer { request in .respond(status: 200, body: request.target) }
    defer { server.stop() }
    var configuration = HTTPClientConfiguration()
    configuration.maximumConnections = 4
    let client = HTTPClient(configuration: configuration)

    let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for index in 0..<60 {
        group.addTask {
          let response = try await client.send(HTTPRequest(url: server.url("/item/\(index)")))
          return (index, String(decoding: response.body, as: UTF8.self))
        }
      }
      var bodies: [Int: String] = [:]
      for try await (index, body) in group { bodies[index] = body }
      return bodies
    }

    #expect(bodies.count == 60)
    #expect(bodies.allSatisfy { index, body in body == "/item/\(index)" })
    #expect(server.requests.count == 60)
    #expect(server.connectionCount <= 4)
  }

  @Test("concurrent requests to different servers and with different faults stay apart")
  func mixedConcurrentRequests() async throws {
    let healthy = try ScriptedHTTPServer { request in .respond(status: 200, body: request.target) }
    let broken = try ScriptedHTTPServer { _ in .closeWithoutReply }
    defer {
      healthy.stop()
      broken.stop()
    }
    let client = HTTPClient()

    let outcomes = await withTaskGroup(of: (Int, Result<HTTPResponse, HTTPError>).self) { group in
      for index in 0..<30 {
        group.addTask {
          let server = index.isMultiple(of: 3) ? broken : healthy
          return (index, await client.resultado(HTTPRequest(url: server.url("/\(index)"))))
        }
      }
      var outcomes: [Int: Result<HTTPResponse, HTTPError>] = [:]
      for await (index, outcome) in group { outcomes[index] = outcome }
      return outcomes
    }

    for (index, outcome) in outcomes {
      switch outcome {
      case .success(let response):
        #expect(!index.isMultiple(of: 3))
        #expect(String(decoding: response.body, as: UTF8.self) == "/\(index)")
      case .failure(let error):
        #expect(index.isMultiple(of: 3))
        #expect(error == .connectionLost(.emptyReply, detail: "Empty reply from server"))
      }
    }
    #expect(outcomes.count == 30)
  }
}
