import ArticulosLive
import Foundation

/// The code under test: ``HTTPClient`` sending the same sequential GETs.
///
/// ```swift
/// let seconds = try await WrapperLoop.run(client: HTTPClient(), url: url, requests: 1000)
/// ```
enum WrapperLoop {
  /// Sends `requests` GETs to `url` one after the other; returns the elapsed time.
  static func run(client: HTTPClient, url: URL, requests: Int) async throws -> Duration {
    let request = HTTPRequest(url: url)
    let start = ContinuousClock.now
    for _ in 0..<requests {
      let response = try await client.send(request)
      guard response.status == 200 else {
        throw BenchmarkError("wrapper: unexpected status \(response.status)")
      }
    }
    return ContinuousClock.now - start
  }
}
