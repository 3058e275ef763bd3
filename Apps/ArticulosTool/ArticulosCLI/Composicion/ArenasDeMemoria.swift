#if canImport(Glibc)
  import Glibc
#endif

/// Keeps the tool's resident memory flat on glibc: one malloc arena for every thread.
///
/// glibc gives a thread that allocates while another does an arena of its own, and an arena
/// keeps the memory of its busiest moment. The HTTP client runs each connection's transfers on
/// a thread of its own and replaces a connection the server cut with a new one, so over a long
/// import through a network that drops connections a thread could start on an arena no thread
/// had used yet, late in the run, and the resident memory rose in a step of 2-3 MiB
/// (Benchmarks/soak at 100,000 articles: 3 runs of 5 had such a step, 2 of them after the first
/// tenth and over the 10% target, at 1.109 and 1.17). With one arena, set before any other
/// thread allocates, the process has one heap and the step is gone (soaks at 1.042 and 1.045,
/// their mappings watched); import, export and list of 100,000 articles take the same time
/// (import 18.1-20.0 s against 18.1-22.4 s) and peak 3 MiB lower.
///
/// ```swift
/// ArenasDeMemoria.limitar()  // first thing in main, on the main thread
/// ```
enum ArenasDeMemoria {
  /// Limits glibc to one arena; does nothing with another C library.
  static func limitar() {
    #if canImport(Glibc)
      // NB: <malloc.h> is not part of Swift's Glibc module, so `mallopt` is found by name in
      // the running process; `M_ARENA_MAX` is -8 there.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let proceso = dlopen(nil, RTLD_NOW), let simbolo = dlsym(proceso, "mallopt") else {
        return
      }
      _ = unsafeBitCast(simbolo, to: Mallopt.self)(-8, 1)
    #endif
  }
}
