import Dependencies

/// Measures the cost of one operation, as nanoseconds per run, in the best of several rounds.
///
/// The best round is the one least disturbed by the rest of the machine, so it is the figure
/// that compares fairly across operations measured side by side in one run.
struct Benchmark: Sendable {
  let name: String
  let iterations: Int
  let body: @Sendable () async -> Int

  init(_ name: String, iterations: Int = 100_000, body: @escaping @Sendable () async -> Int) {
    self.name = name
    self.iterations = iterations
    // NB: through an opaque call, so that no row's body is inlined into the loop: a benchmark
    // built next to its measurement would otherwise skip the indirect call its floor pays.
    self.body = opaque(body)
  }

  /// Nanoseconds per run of `body`, the best of `rounds`.
  @inline(never)
  func nanosecondsPerRun(rounds: Int = 7) async -> Double {
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<rounds {
      let clock = ContinuousClock()
      let start = clock.now
      for _ in 0..<iterations {
        checksum &+= await body()
      }
      let elapsed = start.duration(to: clock.now)
      let nanoseconds =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      best = min(best, nanoseconds / Double(iterations))
    }
    blackHole(checksum)
    return best
  }
}

/// Returns `value` through a call the optimizer cannot see into.
@inline(never)
func opaque<Value>(_ value: Value) -> Value { value }

/// Keeps a value alive so the optimizer cannot delete the work that made it.
@inline(never)
func blackHole(_ value: Int) {
  if value == 42_424_242 { print("") }
}
