import ArticulosLive
import Foundation

/// Measures the time from cancelling a task to its ``HTTPClient/send(_:)`` returning, for a
/// transfer stuck mid-body.
///
/// Each trial sends a GET to the server's `/stall`, which sends the headers and half the body
/// and then nothing, waits until the client is idle waiting for the rest, cancels the task and
/// times how long the call takes to end with ``HTTPError/cancelled``.
///
/// ```swift
/// let latencies = try await CancellationLatency.measure(client: c, server: s, trials: 20)
/// ```
enum CancellationLatency {
  /// The latency of each trial.
  static func measure(
    client: HTTPClient, server: LoopbackServer, trials: Int
  ) async throws
    -> [Duration]
  {
    var latencies: [Duration] = []
    for _ in 0..<trials {
      let before = server.stalledRequestCount
      let request = HTTPRequest(url: server.url("/stall"))
      let task = Task { try await client.send(request) }
      while server.stalledRequestCount == before { try await Task.sleep(for: .milliseconds(1)) }
      // Let the client read the partial body and settle into waiting for more.
      try await Task.sleep(for: .milliseconds(20))
      let start = ContinuousClock.now
      task.cancel()
      let result = await task.result
      latencies.append(ContinuousClock.now - start)
      guard case .failure(let error) = result, error as? HTTPError == .cancelled else {
        throw BenchmarkError("a cancelled transfer ended with \(result), not .cancelled")
      }
    }
    return latencies
  }
}
