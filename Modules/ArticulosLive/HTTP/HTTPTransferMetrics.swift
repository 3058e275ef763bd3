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
  /// Connections opened for the exchange (libcurl's `CURLINFO_NUM_CONNECTS`).
  ///
  /// ```swift
  /// response.metrics.newConnections  // 0 when keep-alive reused the connection
  /// ```
  package var newConnections: Int
  /// Redirects followed.
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
  /// Whether libcurl sent the request more than once, without being asked to.
  ///
  /// When a kept-alive connection closes after taking a request and before answering a byte,
  /// libcurl sends the request again on a new connection, and only the second answer arrives:
  /// the server may have carried out the first. Counted for every request that is not a `GET`
  /// or a `HEAD` (a read sent twice does no harm), and for all of them while tracing.
  ///
  /// ```swift
  /// if response.status == 404, response.metrics.sentAgain { ... }  // the first may have deleted it
  /// ```
  package var sentAgain: Bool

  /// Creates metrics.
  ///
  /// ```swift
  /// let metrics = HTTPTransferMetrics(
  ///   newConnections: 1, redirects: 0, duration: .milliseconds(3), sentAgain: false)
  /// ```
  package init(newConnections: Int, redirects: Int, duration: Duration, sentAgain: Bool) {
    self.newConnections = newConnections
    self.redirects = redirects
    self.duration = duration
    self.sentAgain = sentAgain
  }
}
