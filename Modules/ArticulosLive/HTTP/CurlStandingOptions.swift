/// The libcurl options that stay the same from one request to the next of a client: TLS
/// authorities, proxy, compression, user agent, size cap, redirect limit, tracing.
///
/// A ``CurlConnection`` remembers the standing options of its last plain `GET`; when the next
/// request has the same, they are still set on the handle and only the request's own options
/// (URL, method, headers, timeouts) are set again. Whatever differs, or any request with a
/// method or body of its own before, and the handle is reset and configured from scratch.
///
/// ```swift
/// let standing = CurlStandingOptions(request: request, configuration: configuration)
/// if standing == connection.keptOptions { /* set only the request's options */ }
/// ```
struct CurlStandingOptions: Equatable {
  /// The PEM file of trusted authorities; `nil` for the system's.
  let caBundlePath: String?
  /// The proxy setting.
  let proxy: HTTPProxy
  /// Whether the request offers compressed encodings.
  let acceptsCompressedResponses: Bool
  /// The `User-Agent` value.
  let userAgent: String
  /// The response size cap, in bytes.
  let maximumResponseSize: Int
  /// How many redirects are followed, at least 0.
  let maximumRedirects: Int
  /// Whether libcurl's debug callback watches the transfer: to trace it, or to count the
  /// requests it sends (``HTTPTransferMetrics/sentAgain``) when it is not a read.
  let isTracing: Bool

  /// The standing options `request` needs with `configuration`.
  ///
  /// ```swift
  /// let standing = CurlStandingOptions(request: HTTPRequest(url: url), configuration: .init())
  /// ```
  init(request: HTTPRequest, configuration: HTTPClientConfiguration) {
    caBundlePath = request.caBundlePath ?? configuration.caBundlePath
    proxy = configuration.proxy
    acceptsCompressedResponses = configuration.acceptsCompressedResponses
    userAgent = configuration.userAgent
    maximumResponseSize = configuration.maximumResponseSize
    maximumRedirects = max(0, configuration.maximumRedirects)
    isTracing =
      configuration.trace != nil || (request.method != .get && request.method != .head)
  }
}
