import Dependencies
import Foundation
import Testing

@testable import ArticulosLive

@Suite("HTTPClient retries reads with backoff on the clock dependency, and never writes")
struct HTTPClientRetryTests {
  private static let policy = HTTPRetryPolicy(
    maxAttempts: 3, initialDelay: .milliseconds(100), multiplier: 2, maxDelay: .seconds(1))

  private static func client(_ policy: HTTPRetryPolicy = policy) -> HTTPClient {
    var configuration = HTTPClientConfiguration()
    configuration.retryPolicy = policy
    return HTTPClient(configuration: configuration)
  }

  @Test("a GET answered 500 then 200 is retried once after the initial delay")
  func getIsRetriedAfterAServerError() async throws {
    let server = try ScriptedHTTPServer(replies: [
      .respond(status: 500, body: "boom"), .respond(status: 200, body: "ok"),
    ])
    defer { server.stop() }
    let clock = RecordingClock()

    let response = try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await Self.client().send(HTTPRequest(url: server.url("/items")))
    }

    #expect(response.status == 200)
    #expect(response.metrics.attempts == 2)
    #expect(clock.sleeps == [.milliseconds(100)])
    #expect(server.requests.map(\.method) == ["GET", "GET"])
  }

  @Test("a POST answered 500 is not retried: the caller gets the 500 and no sleep happens")
  func postIsNeverRetried() async throws {
    let server = try ScriptedHTTPServer(replies: [
      .respond(status: 500, body: "boom"), .respond(status: 200, body: "ok"),
    ])
    defer { server.stop() }
    let clock = RecordingClock()

    let response = try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await Self.client().send(
        HTTPRequest(method: .post, url: server.url("/insert"), body: Data("{}".utf8)))
    }

    #expect(response.status == 500)
    #expect(response.metrics.attempts == 1)
    #expect(clock.sleeps.isEmpty)
    #expect(server.requests.count == 1)
  }

  @Test("a POST whose connection drops is not retried either")
  func postIsNotRetriedOnTransportFailure() async throws {
    let server = try ScriptedHTTPServer { _ in .closeWithoutReply }
    defer { server.stop() }
    let clock = RecordingClock()

    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      await #expect {
        _ = try await Self.client().send(
          HTTPRequest(method: .post, url: server.url("/insert"), body: Data("{}".utf8)))
      } throws: { error in
        guard case .connectionLost(.emptyReply, _) = error as? HTTPError else { return false }
        return true
      }
    }

    #expect(clock.sleeps.isEmpty)
    #expect(server.requests.count == 1)
  }

  @Test("waits grow exponentially and the last 503 is returned when attempts run out")
  func backoffGrowsUntilAttemptsRunOut() async throws {
    let server = try ScriptedHTTPServer { _ in .respond(status: 503) }
    defer { server.stop() }
    let clock = RecordingClock()
    let policy = HTTPRetryPolicy(
      maxAttempts: 4, initialDelay: .milliseconds(100), multiplier: 3, maxDelay: .seconds(10))

    let response = try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await Self.client(policy).send(HTTPRequest(url: server.url()))
    }

    #expect(response.status == 503)
    #expect(response.metrics.attempts == 4)
    #expect(clock.sleeps == [.milliseconds(100), .milliseconds(300), .milliseconds(900)])
    #expect(server.requests.count == 4)
  }

  @Test("a 429 with Retry-After waits as long as the server asks, within the cap")
  func honoursRetryAfter() async throws {
    let server = try ScriptedHTTPServer(replies: [
      .respond(status: 429, headers: [("Retry-After", "1")]),
      .respond(status: 429, headers: [("Retry-After", "120")]), .respond(status: 200),
    ])
    defer { server.stop() }
    let clock = RecordingClock()

    let response = try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await Self.client().send(HTTPRequest(url: server.url()))
    }

    #expect(response.status == 200)
    #expect(clock.sleeps == [.seconds(1), .seconds(1)])
  }

  @Test("a GET whose connection is refused is retried, then fails with couldNotConnect")
  func transportFailuresAreRetried() async throws {
    let port = try LoopbackSocket.listen(backlog: 1).closingPort()
    let clock = RecordingClock()

    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      await #expect {
        _ = try await Self.client().send(
          HTTPRequest(url: URL(string: "http://127.0.0.1:\(port)/")!))
      } throws: { error in
        guard case .couldNotConnect = error as? HTTPError else { return false }
        return true
      }
    }

    #expect(clock.sleeps == [.milliseconds(100), .milliseconds(200)])
  }

  @Test("errors that would repeat (a redirect loop, a 404) are not retried")
  func permanentFailuresAreNotRetried() async throws {
    let server = try ScriptedHTTPServer { request in
      request.target == "/missing"
        ? .respond(status: 404) : .respond(status: 301, headers: [("Location", "/loop")])
    }
    defer { server.stop() }
    let clock = RecordingClock()

    let missing = try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await Self.client().send(HTTPRequest(url: server.url("/missing")))
    }
    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      await #expect(throws: HTTPError.tooManyRedirects(limit: 5)) {
        _ = try await Self.client().send(HTTPRequest(url: server.url("/loop")))
      }
    }

    #expect(missing.status == 404)
    #expect(clock.sleeps.isEmpty)
  }
}
