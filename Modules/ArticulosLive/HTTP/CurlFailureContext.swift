/// What ``HTTPError/init(curlCode:context:)`` needs to know besides the code to explain a
/// failed transfer.
///
/// ```swift
/// let context = CurlFailureContext(
///   host: "127.0.0.1:8001", message: "Connection refused", timeouts: .standard,
///   maximumRedirects: 5, maximumResponseSize: 1 << 20, wasCancelled: false,
///   exceededMaximumResponseSize: false, wasConnected: false)
/// ```
struct CurlFailureContext: Sendable {
  /// `host:port` of the request's URL.
  var host: String
  /// libcurl's explanation, secrets already scrubbed.
  var message: String
  /// The limits the transfer ran with.
  var timeouts: HTTPTimeouts
  /// The redirect limit the transfer ran with.
  var maximumRedirects: Int
  /// The body cap the transfer ran with.
  var maximumResponseSize: Int
  /// Whether the task was cancelled (whatever code libcurl reported after that).
  var wasCancelled: Bool
  /// Whether the write callback refused the body for its size.
  var exceededMaximumResponseSize: Bool
  /// Whether the connection had been established when the transfer failed.
  var wasConnected: Bool
}
