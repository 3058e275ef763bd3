/// How long a transfer may take: to open the connection, and from start to last byte.
///
/// ``HTTPClientConfiguration/timeouts`` sets them for every request; ``HTTPRequest/timeouts``
/// overrides them for one. A transfer that runs past either limit fails with
/// ``HTTPError/timedOut(_:after:)``. Limits below one millisecond count as one millisecond
/// (libcurl reads zero as "no limit", which is never what a caller means).
///
/// ```swift
/// var request = HTTPRequest(url: url)
/// request.timeouts = HTTPTimeouts(connect: .seconds(2), total: .seconds(5))
/// ```
package struct HTTPTimeouts: Hashable, Sendable {
  /// The longest time to open the connection, TLS handshake included.
  ///
  /// ```swift
  /// configuration.timeouts.connect = .seconds(3)
  /// ```
  package var connect: Duration
  /// The longest time for the whole transfer, redirects and body included.
  ///
  /// ```swift
  /// configuration.timeouts.total = .seconds(300)  // a slow export
  /// ```
  package var total: Duration

  /// Creates limits.
  ///
  /// ```swift
  /// let patient = HTTPTimeouts(connect: .seconds(10), total: .seconds(120))
  /// ```
  package init(connect: Duration, total: Duration) {
    self.connect = connect
    self.total = total
  }

  /// Ten seconds to connect, thirty for the whole transfer.
  ///
  /// ```swift
  /// HTTPClientConfiguration().timeouts == .standard  // true: the default
  /// ```
  package static let standard = HTTPTimeouts(connect: .seconds(10), total: .seconds(30))
}

extension Duration {
  /// Whole milliseconds, at least one, for libcurl's `*_MS` options.
  var curlMilliseconds: Int {
    let (seconds, attoseconds) = components
    let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
    guard !milliseconds.overflow else { return Int.max }
    return Swift.max(1, Int(milliseconds.partialValue) + Int(attoseconds / 1_000_000_000_000_000))
  }
}
