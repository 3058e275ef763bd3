import Foundation

/// The table the benchmark prints: rate per client, the ratios against their targets,
/// and the cancellation latency.
struct BenchmarkReport {
  /// Requests per round.
  let requests: Int
  /// Elapsed time of each round, by client name.
  let times: [String: [Duration]]
  /// Cancellation latency of each trial.
  let cancellation: [Duration]

  /// Prints the table to standard output.
  func print() {
    let median = Dictionary(uniqueKeysWithValues: Benchmarked.all.map { ($0, rate($0, \.median)) })
    let best = Dictionary(uniqueKeysWithValues: Benchmarked.all.map { ($0, rate($0, \.best)) })
    Swift.print("")
    Swift.print(row("client", "median", "best", "us/req", "every round (req/s)"))
    Swift.print(String(repeating: "-", count: 96))
    for client in Benchmarked.all {
      let perRound = (times[client.name] ?? []).map { format(Double(requests) / $0.seconds, 0) }
      Swift.print(
        row(
          client.name, format(median[client]!, 0), format(best[client]!, 0),
          format(1_000_000 / median[client]!, 1), perRound.joined(separator: " ")))
    }
    Swift.print("")
    // The targets: sequential GETs through the wrapper (what `sequentially` is for) against the
    // C loop sending the same request; the slower `send` from a task against URLSession.
    let sequential = median[.wrapperSequentially]! / median[.curlLoopSameRequest]!
    let sequentialBest = best[.wrapperSequentially]! / best[.curlLoopSameRequest]!
    let againstBare = median[.wrapperSequentially]! / median[.curlLoop]!
    let fromTask = median[.wrapper]! / median[.curlLoopSameRequest]!
    let toSession = median[.wrapper]! / median[.urlSession]!
    let toSessionBest = best[.wrapper]! / best[.urlSession]!
    Swift.print(
      verdict(
        "sequentially / C loop",
        "\(format(sequential, 2))x (best rounds: \(format(sequentialBest, 2))x)",
        target: ">= 0.90x", sequential >= 0.9))
    Swift.print(
      "  also: sequentially / bare C loop \(format(againstBare, 2))x; "
        + "send from a task / C loop \(format(fromTask, 2))x")
    Swift.print(
      verdict(
        "send / URLSession",
        "\(format(toSession, 1))x (best rounds: \(format(toSessionBest, 1))x)",
        target: ">= 5x", toSession >= 5))
    let sorted = cancellation.sorted()
    if let maximum = sorted.last {
      let median = sorted[sorted.count / 2]
      Swift.print(
        verdict(
          "cancellation latency",
          "median \(milliseconds(median)), max \(milliseconds(maximum)) (\(sorted.count) runs)",
          target: "< 100 ms", maximum < .milliseconds(100)))
    }
  }

  /// Requests per second of `client`'s median or fastest round.
  private func rate(_ client: Benchmarked, _ statistic: KeyPath<[Duration], Duration?>) -> Double {
    guard let duration = (times[client.name] ?? []).sorted()[keyPath: statistic] else { return 0 }
    return Double(requests) / duration.seconds
  }

  private func row(
    _ name: String, _ median: String, _ best: String, _ cost: String, _ rounds: String
  ) -> String {
    name.padding(toLength: 28, withPad: " ", startingAt: 0) + rightAligned(median, 9)
      + rightAligned(best, 9) + rightAligned(cost, 9) + "   " + rounds
  }

  private func rightAligned(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }

  private func verdict(_ name: String, _ value: String, target: String, _ met: Bool) -> String {
    name.padding(toLength: 24, withPad: " ", startingAt: 0)
      + value.padding(toLength: 48, withPad: " ", startingAt: 0)
      + "target \(target)".padding(toLength: 17, withPad: " ", startingAt: 0)
      + (met ? "met" : "MISSED")
  }

  private func milliseconds(_ duration: Duration) -> String {
    "\(format(duration.seconds * 1000, 2)) ms"
  }

  private func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }
}

extension [Duration] {
  /// The middle element of a sorted array.
  var median: Duration? { isEmpty ? nil : self[count / 2] }
  /// The first element of a sorted array: the fastest round.
  var best: Duration? { first }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
