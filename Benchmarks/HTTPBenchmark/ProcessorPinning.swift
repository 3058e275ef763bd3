import Foundation

/// Keeps every thread of the benchmark on one processor, or lets the scheduler place them.
///
/// The three clients hand each request between two to four threads (the client's, the
/// server's, a connection's, a task's). On a machine with few processors and no pinning, each
/// round lands on whatever processors the scheduler picks: two threads on one processor hand
/// over in about a microsecond, on two processors of a virtual machine in tens of them, and the
/// same loop measures 9,000 or 44,000 requests a second from one round to the next. On one
/// processor, every client pays the same price per hand-off and the figures compare the work
/// each does per request.
///
/// ```swift
/// try ProcessorPinning.processor(0).apply()   // every thread, now and later, on processor 0
/// ```
enum ProcessorPinning: Equatable {
  /// Every thread on this processor.
  case processor(Int)
  /// No pinning: the scheduler decides.
  case none

  /// Parses `--cpu`'s value: a processor number, or `all`.
  ///
  /// ```swift
  /// let pinning = try ProcessorPinning(argument: "1")   // .processor(1)
  /// ```
  init(argument: String) throws {
    if argument == "all" {
      self = .none
      return
    }
    let available = ProcessInfo.processInfo.activeProcessorCount
    guard let number = Int(argument), (0..<available).contains(number) else {
      throw BenchmarkError(
        "--cpu needs a processor number from 0 to \(available - 1), or all; not \(argument)")
    }
    self = .processor(number)
  }

  /// Pins every thread the process has now; threads started later inherit the pinning from the
  /// thread that starts them.
  func apply() throws {
    guard case .processor(let number) = self else { return }
    #if os(Linux)
      try Self.pin(to: number)
    #else
      throw BenchmarkError(
        "pinning threads to processor \(number) needs Linux (sched_setaffinity and /proc); "
          + "run with --cpu all, and compare figures only within one run")
    #endif
  }

  #if os(Linux)
    private static func pin(to number: Int) throws {
      // A `cpu_set_t`: 1,024 bits, one per processor.
      var set = [UInt8](repeating: 0, count: 128)
      set[number / 8] |= UInt8(1 << (number % 8))
      let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
      for thread in threads.compactMap({ pid_t($0) }) {
        guard setAffinity(thread, set.count, set) == 0 else {
          let reason = String(cString: strerror(errno))
          throw BenchmarkError("could not pin thread \(thread) to processor \(number): \(reason)")
        }
      }
    }
  #endif

  /// How the report names the pinning.
  var description: String {
    switch self {
    case .processor(let number): "every thread on processor \(number) (--cpu all to unpin)"
    case .none: "threads placed by the scheduler (--cpu 0 to pin them to one processor)"
    }
  }
}

#if os(Linux)
  // NB: glibc declares sched_setaffinity only under _GNU_SOURCE, which the Glibc module does
  // not define; this is its C signature. Linux only: other systems have no such call.
  @_silgen_name("sched_setaffinity")
  private func setAffinity(_ thread: pid_t, _ size: Int, _ mask: UnsafePointer<UInt8>) -> Int32
#endif
