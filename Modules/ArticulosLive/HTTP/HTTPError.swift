/// Why an HTTP exchange failed, as a value a program can switch on and a person can act on.
///
/// Every failure of ``HTTPClient/send(_:)`` is one of these cases; libcurl's codes are mapped
/// once, in one place, so callers never see a `CURLcode`. The ``description`` says what
/// happened and what to try. No case holds a secret: text that came from libcurl is scrubbed
/// with ``HTTPRedaction`` before it is stored.
///
/// ```swift
/// do {
///   let response = try await client.send(request)
/// } catch .timedOut(let phase, let waited) {
///   print("gave up while \(phase) after \(waited)")
/// } catch {
///   print(error)  // "Could not connect to 127.0.0.1:8001 (connection refused): ..."
/// }
/// ```
package enum HTTPError: Error, Hashable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// Where a transfer was when it ran out of time.
  ///
  /// ```swift
  /// if case .timedOut(.connecting, _) = error { print("server unreachable") }
  /// ```
  package enum TimeoutPhase: Hashable, Sendable, CustomStringConvertible {
    /// Opening the connection (TCP, proxy and TLS handshakes).
    case connecting
    /// Connected, waiting for or reading the response.
    case transferring

    /// `connecting` or `transferring`.
    ///
    /// ```swift
    /// print(HTTPError.TimeoutPhase.connecting)  // connecting
    /// ```
    package var description: String {
      switch self {
      case .connecting: "connecting"
      case .transferring: "transferring"
      }
    }
  }

  /// Which part of TLS failed.
  ///
  /// ```swift
  /// if case .tlsFailed(.certificate, _) = error { print("untrusted server") }
  /// ```
  package enum TLSFailure: Hashable, Sendable {
    /// The handshake itself failed: the other side may not speak TLS on that port.
    case handshake
    /// The server's certificate is not trusted or does not match the host name.
    case certificate
    /// Local TLS setup is broken: a missing CA bundle, a bad client certificate.
    case localConfiguration
  }

  /// How a connection ended too early.
  ///
  /// ```swift
  /// if case .connectionLost(.partialBody, _) = error { print("truncated") }
  /// ```
  package enum ConnectionLoss: Hashable, Sendable {
    /// The server closed the connection without sending a byte of response.
    case emptyReply
    /// The server closed the connection before the blank line that ends the headers.
    case partialHeaders
    /// The server closed the connection before the body announced by `Content-Length` ended.
    case partialBody
    /// Reading from the connection failed, typically because it was reset.
    case receiveFailed
    /// Writing the request failed, typically because the connection was reset.
    case sendFailed
  }

  /// The request cannot be sent as it is: a malformed URL, an unsupported scheme, a header
  /// with a line break, a body that would not encode.
  case invalidRequest(String)
  /// The host name of the URL (the associated value) does not resolve.
  case couldNotResolveHost(String)
  /// The proxy could not be resolved or refused the request; the value says which.
  case proxyFailed(String)
  /// Nothing accepted the connection at `host`: refused, unreachable or no route.
  case couldNotConnect(host: String, detail: String)
  /// The transfer ran past its limit while in the given phase, `after` this long.
  case timedOut(TimeoutPhase, after: Duration)
  /// TLS failed; the detail is libcurl's explanation.
  case tlsFailed(TLSFailure, detail: String)
  /// The server redirected more than `limit` times in a row, usually a loop.
  case tooManyRedirects(limit: Int)
  /// The connection ended before the exchange finished.
  case connectionLost(ConnectionLoss, detail: String)
  /// The response body is larger than `limit` bytes (see
  /// ``HTTPClientConfiguration/maximumResponseSize``); the transfer was stopped there.
  case responseTooLarge(limit: Int)
  /// The server's answer is not valid HTTP (or not valid for its declared encoding).
  case invalidResponse(String)
  /// The response has a status the caller did not accept (see
  /// ``HTTPResponse/requireSuccess()``); `body` is the start of the response body.
  case unsuccessfulStatus(HTTPStatus, body: String)
  /// The response body is not the JSON the caller expected.
  case invalidJSON(String)
  /// The task that sent the request was cancelled; the transfer was aborted.
  case cancelled
  /// Another libcurl failure, with its numeric code and its message.
  case other(code: Int, message: String)

  /// What happened and what a person can do about it, without any secret.
  ///
  /// ```swift
  /// print(HTTPError.tooManyRedirects(limit: 5))
  /// // The server redirected more than 5 times, probably in a loop: check the URL.
  /// ```
  package var description: String {
    switch self {
    case .invalidRequest(let reason):
      "The request is invalid: \(reason)."
    case .couldNotResolveHost(let host):
      "Could not find the host \"\(host)\": check the URL's spelling and the network's DNS."
    case .proxyFailed(let detail):
      "The proxy failed (\(detail)): check http_proxy, https_proxy, ALL_PROXY and NO_PROXY."
    case .couldNotConnect(let host, let detail):
      "Could not connect to \(host) (\(detail)): check that the server is running and that "
        + "the address and port are right."
    case .timedOut(.connecting, let limit):
      "Opening the connection took longer than \(Self.format(limit)): check that the server "
        + "is reachable, or allow a longer connect timeout."
    case .timedOut(.transferring, let limit):
      "The server did not finish answering within \(Self.format(limit)): try again, or allow "
        + "a longer timeout."
    case .tlsFailed(.handshake, let detail):
      "The TLS handshake failed (\(detail)): check that the server speaks HTTPS on that port."
    case .tlsFailed(.certificate, let detail):
      "The server's TLS certificate could not be verified (\(detail)): check the host name, "
        + "or configure the CA bundle that signed it; verification cannot be turned off."
    case .tlsFailed(.localConfiguration, let detail):
      "The local TLS setup is broken (\(detail)): check the CA bundle path."
    case .tooManyRedirects(let limit):
      "The server redirected more than \(limit) times, probably in a loop: check the URL."
    case .connectionLost(.emptyReply, let detail):
      "The server closed the connection without answering (\(detail)): check the server's "
        + "logs, then try again."
    case .connectionLost(.partialHeaders, let detail):
      "The connection closed in the middle of the response's headers (\(detail)): try again."
    case .connectionLost(.partialBody, let detail):
      "The connection closed before the whole response arrived (\(detail)): try again."
    case .connectionLost(.receiveFailed, let detail):
      "Reading the response failed (\(detail)): the connection was probably reset; try again."
    case .connectionLost(.sendFailed, let detail):
      "Sending the request failed (\(detail)): the connection was probably reset; try again."
    case .responseTooLarge(let limit):
      "The response is larger than the limit of \(Self.format(bytes: limit)): ask for less "
        + "data (a smaller page) or raise the limit."
    case .invalidResponse(let detail):
      "The server's answer is not valid HTTP (\(detail)): check that the URL points at an "
        + "HTTP server."
    case .unsuccessfulStatus(let status, let body):
      "The server answered \(status). \(status.advice)"
        + (body.isEmpty ? "" : " It said: \(body)")
    case .invalidJSON(let detail):
      "The response is not the JSON that was expected: \(detail)."
    case .cancelled:
      "The request was cancelled before it finished."
    case .other(let code, let message):
      "The transfer failed (libcurl error \(code)): \(message)."
    }
  }

  /// The case name and the ``description``; secrets stay hidden here too.
  ///
  /// ```swift
  /// debugPrint(HTTPError.cancelled)
  /// // HTTPError.cancelled: The request was cancelled before it finished.
  /// ```
  package var debugDescription: String {
    "HTTPError.\(caseName): \(description)"
  }

  private var caseName: String {
    switch self {
    case .invalidRequest: "invalidRequest"
    case .couldNotResolveHost: "couldNotResolveHost"
    case .proxyFailed: "proxyFailed"
    case .couldNotConnect: "couldNotConnect"
    case .timedOut: "timedOut"
    case .tlsFailed: "tlsFailed"
    case .tooManyRedirects: "tooManyRedirects"
    case .connectionLost: "connectionLost"
    case .responseTooLarge: "responseTooLarge"
    case .invalidResponse: "invalidResponse"
    case .unsuccessfulStatus: "unsuccessfulStatus"
    case .invalidJSON: "invalidJSON"
    case .cancelled: "cancelled"
    case .other: "other"
    }
  }

  private static func format(_ duration: Duration) -> String {
    let milliseconds = duration.curlMilliseconds
    guard milliseconds >= 1000 else { return "\(milliseconds) ms" }
    let seconds = Double(milliseconds) / 1000
    return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }

  private static func format(bytes: Int) -> String {
    let mebibyte = 1 << 20
    if bytes >= mebibyte, bytes % mebibyte == 0 { return "\(bytes / mebibyte) MiB" }
    return "\(bytes) bytes"
  }
}
