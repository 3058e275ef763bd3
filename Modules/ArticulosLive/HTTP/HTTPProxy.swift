/// Which proxy ``HTTPClient`` goes through.
///
/// The default, ``environment``, is libcurl's own behaviour: it reads `http_proxy` (lower case
/// only, as a CGI-safety rule) for `http://` URLs, `HTTPS_PROXY` or `https_proxy` for
/// `https://`, `ALL_PROXY` as a fallback, and skips the hosts listed in `NO_PROXY`. With no such
/// variable set, requests go straight to the server. ``disabled`` ignores those variables;
/// ``url(_:)`` names a proxy explicitly. A proxy URL's credentials never show in descriptions.
///
/// ```swift
/// var configuration = HTTPClientConfiguration()
/// configuration.proxy = .url("http://127.0.0.1:3128")
/// ```
package enum HTTPProxy: Hashable, Sendable, CustomStringConvertible {
  /// Use the proxy the environment variables name, as the `curl` tool does.
  case environment
  /// Connect directly, whatever the environment says.
  case disabled
  /// Use this proxy, such as `http://proxy.local:3128` or `socks5h://127.0.0.1:1080`.
  case url(String)

  /// How the proxy is chosen, credentials in a URL redacted.
  ///
  /// ```swift
  /// print(HTTPProxy.url("http://ana:pw@proxy:3128"))  // proxy http://<redacted>@proxy:3128
  /// ```
  package var description: String {
    switch self {
    case .environment: "proxy from the environment"
    case .disabled: "no proxy"
    case .url(let url): "proxy \(HTTPRedaction.redactedURL(url))"
    }
  }
}
