import ArticulosLive
import Foundation

/// Measures ``HTTPClient`` against a plain libcurl C loop and `URLSession`, and how fast a
/// cancelled transfer stops.
///
/// Run it in release mode: `swift run -c release HTTPBenchmark`. Options: `--requests N`
/// (per round, default 1000), `--rounds N` (default 5; the table shows medians),
/// `--cancellations N` (default 20) and `--url URL` to send the GETs to another server (nginx,
/// say) instead of the in-process ``LoopbackServer``.
///
/// ```
/// swift run -c release HTTPBenchmark --rounds 7
/// ```
@main
struct HTTPBenchmark {
  static func main() async {
    do {
      try await run(options: try Options(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("HTTPBenchmark: \(error)\n".utf8))
      exit(1)
    }
  }

  private static func run(options: Options) async throws {
    try options.pinning.apply()
    let server = try LoopbackServer()
    let url = options.url ?? server.url("/item")
    let client = HTTPClient()
    print("HTTPBenchmark: \(options.requests) sequential GETs of \(url) per round,")
    print("\(options.rounds) rounds, clients interleaved; medians shown.")
    print("libcurl: \(Benchmarked.curlVersion)")
    print("Threads: \(options.pinning.description)")
    #if DEBUG
      print("warning: debug build; run `swift run -c release HTTPBenchmark` for real figures")
    #endif

    // Warm-up: open every connection, fault in code paths, start the threads.
    _ = try CurlCLoop.run(url: url, requests: 100)
    _ = try CurlCLoop.run(url: url, requests: 100, like: client.configuration)
    _ = try await WrapperLoop.run(client: client, url: url, requests: 100)
    _ = try await WrapperLoop.runSequentially(client: client, url: url, requests: 100)
    _ = try await URLSessionLoop.run(url: url, requests: 100)

    var times: [String: [Duration]] = [:]
    for round in 0..<options.rounds {
      // Rotate the order so no client always runs first (or right after another).
      let order = Array(Benchmarked.all.rotated(by: round))
      for measured in order {
        let elapsed: Duration
        switch measured {
        case .curlLoop: elapsed = try CurlCLoop.run(url: url, requests: options.requests)
        case .curlLoopSameRequest:
          elapsed = try CurlCLoop.run(
            url: url, requests: options.requests, like: client.configuration)
        case .wrapper:
          elapsed = try await WrapperLoop.run(client: client, url: url, requests: options.requests)
        case .wrapperSequentially:
          elapsed = try await WrapperLoop.runSequentially(
            client: client, url: url, requests: options.requests)
        case .urlSession:
          elapsed = try await URLSessionLoop.run(url: url, requests: options.requests)
        }
        times[measured.name, default: []].append(elapsed)
      }
    }
    let latencies = try await CancellationLatency.measure(
      client: client, server: server, trials: options.cancellations)
    BenchmarkReport(requests: options.requests, times: times, cancellation: latencies).print()
  }
}
