/// A failure that stops the benchmark, with what went wrong.
struct BenchmarkError: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String

  /// Creates the error.
  init(_ description: String) {
    self.description = description
  }
}
