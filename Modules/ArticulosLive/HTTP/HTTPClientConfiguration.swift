/// The settings an ``HTTPClient`` applies to every request.
///
/// The defaults are safe for talking to an API: bounded timeouts, at most five redirects,
/// responses up to 32 MiB, four connections, proxies from the environment (``HTTPProxy/environment``) and TLS verification on. TLS
/// verification has no switch: to talk to a server with a private certificate authority, give
/// ``caBundlePath``.
///
/// ```swift
/// var configuration = HTTPClientConfiguration()
/// configuration.timeouts = HTTPTimeouts(connect: .seconds(2), total: .seconds(10))
/// configuration.trace = { line in print(line) }  // secrets already redacted
/// let client = HTTPClient(configuration: configuration)
/// ```
package struct HTTPClientConfiguration: Sendable {
  /// Limits used when a request has no ``HTTPRequest/timeouts`` of its own.
  ///
  /// ```swift
  /// configuration.timeouts = HTTPTimeouts(connect: .seconds(2), total: .seconds(10))
  /// ```
  package var timeouts: HTTPTimeouts = .standard
  /// How many redirects in a row are followed before ``HTTPError/tooManyRedirects(limit:)``.
  ///
  /// Redirects go to `http` and `https` URLs only. A request that carries a credential
  /// (``HTTPRequest/carriesCredentials``: `Authorization`, `Cookie` and the other headers of
  /// ``HTTPRedaction/sensitiveHeaderNames``) is never redirected: its `3xx` comes back as the
  /// response, `Location` and all, and the caller decides. So a token never reaches an address
  /// its owner did not name, whether the redirect leads to another host, another port or from
  /// `https` down to `http`, and whatever libcurl the package is linked with.
  ///
  /// ```swift
  /// configuration.maximumRedirects = 0  // treat any redirect as an error
  /// ```
  package var maximumRedirects: Int = 5
  /// The largest body accepted, in bytes, after decompression; a larger one stops the
  /// transfer with ``HTTPError/responseTooLarge(limit:)``.
  ///
  /// A body announced larger by `Content-Length` is refused before it is read; one without a
  /// length (chunked, compressed) is cut off as soon as it passes the limit.
  ///
  /// ```swift
  /// configuration.maximumResponseSize = 4 << 20  // 4 MiB
  /// ```
  package var maximumResponseSize: Int = 32 << 20
  /// How many connections (each with its own reusable libcurl handle and thread) may be open
  /// at once; more concurrent requests wait for one to be free.
  ///
  /// ```swift
  /// configuration.maximumConnections = 1  // strictly one request at a time
  /// ```
  package var maximumConnections: Int = 4
  /// Which proxy to use; see ``HTTPProxy``.
  ///
  /// ```swift
  /// configuration.proxy = .disabled  // ignore http_proxy and friends
  /// ```
  package var proxy: HTTPProxy = .environment
  /// A PEM file of certificate authorities to trust, or `nil` for the system's.
  ///
  /// This is the way to reach a server whose certificate a private authority signed (or a
  /// self-signed one); certificate and host-name verification stay on. The file replaces
  /// libcurl's default bundle file, while its default folder (`/etc/ssl/certs` on Debian)
  /// stays in use. A request may name its own file (``HTTPRequest/caBundlePath``).
  ///
  /// ```swift
  /// configuration.caBundlePath = "/etc/articulos/ca.pem"
  /// ```
  package var caBundlePath: String?
  /// The `User-Agent` header sent unless a request sets its own.
  ///
  /// ```swift
  /// configuration.userAgent = "articulos/1.0"
  /// ```
  package var userAgent: String = "Articulos"
  /// Whether to ask for compressed responses (`Accept-Encoding`) and decompress them.
  ///
  /// ```swift
  /// configuration.acceptsCompressedResponses = false
  /// ```
  package var acceptsCompressedResponses: Bool = true
  /// Receives libcurl's verbose trace (`* ` notes, `> ` request and `< ` response headers),
  /// one line at a time, with every secret redacted; `nil` turns tracing off.
  ///
  /// The closure runs on the transfer's thread, so it must be quick and thread-safe. Lines
  /// pass through ``HTTPRedaction`` first: an `Authorization` header shows as
  /// `Authorization: Bearer <redacted>`.
  ///
  /// ```swift
  /// configuration.trace = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
  /// ```
  package var trace: (@Sendable (String) -> Void)?

  /// Creates the default configuration.
  ///
  /// ```swift
  /// let configuration = HTTPClientConfiguration()
  /// ```
  package init() {}
}
