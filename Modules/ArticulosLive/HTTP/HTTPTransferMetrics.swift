/// What it took to get an ``HTTPResponse``: new connections, redirects and time.
///
/// ``newConnections`` is how keep-alive shows: it is `1` for the first request to a server and
/// `0` for later requests that reused the open connection.
///
/// ```swift
/// let response = try await client.send(request)
/// if response.metrics.newConnections == 0 { print("reused a connection") }
/// ```
package struct HTTPTransferMetrics: Hashable, Sendable {
  /// Connections opened by the last attempt (libcurl's `CURLINFO_NUM_CONNECTS`).
  ///
  /// ```swift
  /// response.metrics.newConnections  // 0 when keep-alive reused the connection
  /// ```
  package var newConnections: Int
  /// Redirects followed by the last attempt.
  ///
  /// ```swift
  /// response.metrics.redirects  // 1 after a 301 to the canonical address
  /// ```
  package var redirects: Int
  /// The duration of the exchange, from start to last byte.
  ///
  /// ```swift
  /// print("took \(response.metrics.duration)")
  /// ```
  package var duration: Duration

  /// Creates metrics.
  ///
  /// ```swift
  /// let metrics = HTTPTransferMetrics(
  ///   newConnections: 1, redirects: 0, duration: .milliseconds(3))
  /// ```
  package init(newConnections: Int, redirects: Int, duration: Duration) {
    self.newConnections = newConnections
    self.redirects = redirects
    self.duration = duration
  }
}
