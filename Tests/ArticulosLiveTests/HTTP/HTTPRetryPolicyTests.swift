import Foundation
import Testing

@testable import ArticulosLive

@Suite("HTTPRetryPolicy decides which outcomes to retry and how long to wait")
struct HTTPRetryPolicyTests {
  private static let policy = HTTPRetryPolicy(
    maxAttempts: 5, initialDelay: .milliseconds(100), multiplier: 2, maxDelay: .milliseconds(500))
  private static let url = URL(string: "http://127.0.0.1:1/")!

  private static func response(_ code: Int, headers: HTTPHeaders = [:]) -> HTTPResponse {
    HTTPResponse(
      status: HTTPStatus(code: code), headers: headers, body: Data(), url: url,
      metrics: HTTPTransferMetrics(newConnections: 0, redirects: 0, attempts: 1, duration: .zero))
  }

  @Test("delays grow by the multiplier and stop at the cap")
  func delays() {
    let delays = (1...5).map { Self.policy.delay(afterAttempt: $0) }

    #expect(
      delays == [
        .milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(500),
        .milliseconds(500),
      ])
  }

  @Test("reads are retried on retryable statuses and transient errors, until attempts run out")
  func readsAreRetried() {
    let get = HTTPRequest(url: Self.url)

    #expect(
      Self.policy.retryDelay(for: get, after: .success(Self.response(503)), attempt: 1)
        == .milliseconds(100))
    #expect(
      Self.policy.retryDelay(
        for: get, after: .failure(.timedOut(.connecting, after: .seconds(1))), attempt: 2)
        == .milliseconds(200))
    #expect(
      Self.policy.retryDelay(for: get, after: .success(Self.response(503)), attempt: 5) == nil)
    #expect(
      Self.policy.retryDelay(for: get, after: .success(Self.response(200)), attempt: 1) == nil)
    #expect(
      Self.policy.retryDelay(for: get, after: .success(Self.response(404)), attempt: 1) == nil)
    #expect(Self.policy.retryDelay(for: get, after: .failure(.cancelled), attempt: 1) == nil)
  }

  @Test(
    "writes are never retried, whatever happened",
    arguments: [HTTPMethod.post, .put, .patch, .delete])
  func writesAreNotRetried(method: HTTPMethod) {
    let write = HTTPRequest(method: method, url: Self.url)

    #expect(
      Self.policy.retryDelay(for: write, after: .success(Self.response(503)), attempt: 1) == nil)
    #expect(
      Self.policy.retryDelay(
        for: write, after: .failure(.connectionLost(.emptyReply, detail: "")), attempt: 1) == nil)
  }

  @Test("Retry-After in seconds lengthens the wait, never beyond the cap; a date is ignored")
  func retryAfter() {
    let head = HTTPRequest(method: .head, url: Self.url)

    let short = Self.response(429, headers: ["Retry-After": "0"])
    let medium = Self.response(429, headers: ["Retry-After": " 0 "])
    let long = Self.response(503, headers: ["Retry-After": "3600"])
    let date = Self.response(503, headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"])

    #expect(
      Self.policy.retryDelay(for: head, after: .success(short), attempt: 2) == .milliseconds(200))
    #expect(
      Self.policy.retryDelay(for: head, after: .success(medium), attempt: 1) == .milliseconds(100))
    #expect(
      Self.policy.retryDelay(for: head, after: .success(long), attempt: 1) == .milliseconds(500))
    #expect(
      Self.policy.retryDelay(for: head, after: .success(date), attempt: 1) == .milliseconds(100))
  }

  @Test("never means one attempt, and a zero attempt count is read as one")
  func never() {
    let get = HTTPRequest(url: Self.url)
    let zero = HTTPRetryPolicy(
      maxAttempts: 0, initialDelay: .seconds(1), multiplier: 2, maxDelay: .seconds(1))

    #expect(
      HTTPRetryPolicy.never.retryDelay(for: get, after: .success(Self.response(503)), attempt: 1)
        == nil)
    #expect(zero.maxAttempts == 1)
  }
}
