#if canImport(Glibc)
  import Glibc
#endif

/// Keeps the tool's resident memory flat on glibc: one malloc arena for every thread.
///
/// glibc gives a thread that allocates while another does an arena of its own, and an arena
/// keeps the memory of its busiest moment. The HTTP client runs each connection's transfers on
/// a thread of its own, and replaces a connection the server cut with a new one: over a long
/// import through a network that drops connections, new threads took new arenas, and the
/// resident memory rose in steps of 2-3 MiB long after the start (Benchmarks/soak at 100,000
/// articles: 35.5 MiB at the first tenth, 39.4 MiB later, over its 10% target in 2 runs of 5).
/// With one arena the same soak stayed within 2% (2 runs of 2), and import, export and list of
/// 100,000 articles took the same time (import 18.1-19.0 s against 18.1-22.4 s) and peaked
/// 3 MiB lower.
///
/// ```swift
/// ArenasDeMemoria.limitar()  // first thing in main, before other threads allocate
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
