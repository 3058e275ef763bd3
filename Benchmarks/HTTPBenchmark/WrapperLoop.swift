import ArticulosLive
import Foundation

/// The code under test: ``HTTPClient`` sending the same sequential GETs, each with `send`
/// from a task of the cooperative pool, or all inside `sequentially` on one kept connection.
///
/// ```swift
/// let seconds = try await WrapperLoop.run(client: HTTPClient(), url: url, requests: 1000)
/// let kept = try await WrapperLoop.runSequentially(client: client, url: url, requests: 1000)
/// ```
enum WrapperLoop {
  /// Sends `requests` GETs to `url` one after the other; returns the elapsed time.
  static func run(client: HTTPClient, url: URL, requests: Int) async throws -> Duration {
    let start = ContinuousClock.now
    try await send(client: client, url: url, requests: requests)
    return ContinuousClock.now - start
  }

  /// Sends `requests` GETs to `url` one after the other inside ``HTTPClient/sequentially(_:)``;
  /// returns the elapsed time.
  static func runSequentially(
    client: HTTPClient, url: URL, requests: Int
  ) async throws -> Duration {
    let start = ContinuousClock.now
    try await client.sequentially { try await send(client: client, url: url, requests: requests) }
    return ContinuousClock.now - start
  }

  private static func send(client: HTTPClient, url: URL, requests: Int) async throws {
    let request = HTTPRequest(url: url)
    for _ in 0..<requests {
      let response = try await client.send(request)
      guard response.status == 200 else {
        throw BenchmarkError("wrapper: unexpected status \(response.status)")
      }
    }
  }
}
