import Foundation

/// The benchmark's command-line options.
struct Options {
  /// Sequential GETs per client per round.
  var requests = 1000
  /// Rounds; the report shows medians.
  var rounds = 5
  /// Cancellation trials.
  var cancellations = 20
  /// Another server to send the GETs to, instead of the in-process one.
  var url: URL?
  /// Where the threads run: by default all on processor 0 on Linux, which alone can pin them;
  /// elsewhere wherever the system puts them.
  #if os(Linux)
    var pinning = ProcessorPinning.processor(0)
  #else
    var pinning = ProcessorPinning.none
  #endif

  /// Parses `--requests N`, `--rounds N`, `--cancellations N`, `--url URL` and
  /// `--cpu N|all`.
  init(_ arguments: some Collection<String>) throws {
    var remaining = arguments[...]
    while let option = remaining.popFirst() {
      guard let value = remaining.popFirst() else {
        throw BenchmarkError("\(option) needs a value")
      }
      switch option {
      case "--requests": requests = try Self.positive(value, option)
      case "--rounds": rounds = try Self.positive(value, option)
      case "--cancellations": cancellations = try Self.positive(value, option)
      case "--cpu": pinning = try ProcessorPinning(argument: value)
      case "--url":
        guard let parsed = URL(string: value), parsed.scheme?.hasPrefix("http") == true else {
          throw BenchmarkError("--url needs an http:// URL, not \(value)")
        }
        url = parsed
      default:
        throw BenchmarkError(
          "unknown option \(option); use --requests, --rounds, --cancellations, --url, --cpu")
      }
    }
  }

  private static func positive(_ value: String, _ option: String) throws -> Int {
    guard let number = Int(value), number > 0 else {
      throw BenchmarkError("\(option) needs a positive number, not \(value)")
    }
    return number
  }
}
