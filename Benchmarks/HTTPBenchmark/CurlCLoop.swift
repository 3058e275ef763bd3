import ArticulosLive
import CCurl
import Foundation

/// The baseline: a plain loop over libcurl's C API, one easy handle reused for every request.
///
/// This is the fastest way to use libcurl for sequential requests, and what the wrapper is
/// measured against: the same handle keeps the connection open, `curl_easy_perform` runs on
/// the calling thread, and the body is counted, not kept.
///
/// Bare, it sends libcurl's minimal request (no `User-Agent`, no `Accept-Encoding`). Given the
/// wrapper's configuration, it sends the very request the wrapper sends, so the two differ
/// only in the client code around libcurl: the comparison the target is about.
///
/// ```swift
/// let bare = try CurlCLoop.run(url: url, requests: 1000)
/// let same = try CurlCLoop.run(url: url, requests: 1000, like: HTTPClientConfiguration())
/// ```
enum CurlCLoop {
  private static let countBytes: curl_write_callback = { _, size, count, userData in
    userData!.assumingMemoryBound(to: Int.self).pointee += size * count
    return size * count
  }

  /// Sends `requests` GETs to `url` one after the other; returns the elapsed time.
  static func run(
    url: URL, requests: Int, like wrapper: HTTPClientConfiguration? = nil
  ) throws -> Duration {
    guard let handle = curl_easy_init() else { throw BenchmarkError("curl_easy_init failed") }
    defer { curl_easy_cleanup(handle) }
    var received = 0
    _ = ccurl_easy_setopt_string(handle, CURLOPT_URL, url.absoluteString)
    _ = ccurl_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
    if let wrapper {
      // The request the wrapper sends: its User-Agent, and the encodings it accepts.
      _ = ccurl_easy_setopt_string(handle, CURLOPT_USERAGENT, wrapper.userAgent)
      if wrapper.acceptsCompressedResponses {
        _ = ccurl_easy_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "")
      }
    }
    _ = ccurl_easy_setopt_write_callback(handle, CURLOPT_WRITEFUNCTION, countBytes)
    return try withUnsafeMutablePointer(to: &received) { counter in
      _ = ccurl_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, counter)
      let start = ContinuousClock.now
      for _ in 0..<requests {
        let code = curl_easy_perform(handle)
        var status = 0
        _ = ccurl_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        guard code == CURLE_OK, status == 200 else {
          throw BenchmarkError("C loop: \(String(cString: curl_easy_strerror(code))), \(status)")
        }
      }
      return ContinuousClock.now - start
    }
  }
}
