import CCurl

/// libcurl's process-wide state, set up exactly once before the first handle is made.
///
/// `curl_global_init` must run once, before any other libcurl call and while no other thread
/// uses libcurl. A `static let` gives exactly that: Swift runs its initializer once, lazily and
/// thread-safely, on first access. The state is never torn down (`curl_global_cleanup`):
/// FoundationNetworking shares the same `libcurl.so.4` in this process and may still need it.
///
/// ```swift
/// try CurlRuntime.ensureInitialized()
/// let handle = curl_easy_init()
/// ```
enum CurlRuntime {
  private static let initialization: Result<Void, HTTPError> = {
    let code = curl_global_init(Int(CURL_GLOBAL_ALL))
    guard code == CURLE_OK else {
      return .failure(
        .other(
          code: Int(code.rawValue),
          message: "libcurl could not initialise: \(String(cString: curl_easy_strerror(code)))"))
    }
    return .success(())
  }()

  /// Runs `curl_global_init` on the first call; every call reports its result.
  ///
  /// ```swift
  /// try CurlRuntime.ensureInitialized()
  /// ```
  static func ensureInitialized() throws(HTTPError) {
    try initialization.get()
  }

  /// libcurl's version and those of its TLS and compression libraries, such as
  /// `libcurl/7.88.1 OpenSSL/3.0.15 zlib/1.2.13`.
  ///
  /// ```swift
  /// print(CurlRuntime.versionDescription)
  /// ```
  static var versionDescription: String {
    String(cString: curl_version())
  }

  /// Whether this libcurl resolves host names without blocking (a threaded resolver), so
  /// that cancellation and timeouts also apply while a name is being looked up.
  ///
  /// ```swift
  /// assert(CurlRuntime.hasAsynchronousResolver)
  /// ```
  static var hasAsynchronousResolver: Bool {
    guard let info = ccurl_version_info() else { return false }
    return info.pointee.features & CURL_VERSION_ASYNCHDNS != 0
  }
}
