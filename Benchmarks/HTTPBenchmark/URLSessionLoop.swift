import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The comparison point most Swift code would use: `URLSession` (on Linux from
/// FoundationNetworking, itself built on libcurl's multi interface; on macOS from Foundation).
///
/// ```swift
/// let seconds = try await URLSessionLoop.run(url: url, requests: 1000)
/// ```
enum URLSessionLoop {
  /// Sends `requests` GETs to `url` one after the other through one session; returns the
  /// elapsed time.
  static func run(url: URL, requests: Int) async throws -> Duration {
    let session = URLSession(configuration: .ephemeral)
    defer { session.finishTasksAndInvalidate() }
    let start = ContinuousClock.now
    for _ in 0..<requests {
      let (_, response) = try await session.data(from: url)
      guard (response as? HTTPURLResponse)?.statusCode == 200 else {
        throw BenchmarkError("URLSession: unexpected response \(response)")
      }
    }
    return ContinuousClock.now - start
  }
}
