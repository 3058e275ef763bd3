import CCurl
import Foundation

/// One reusable libcurl easy handle, with the multi handle that runs it, performing one
/// transfer at a time.
///
/// Reusing the same easy handle (and its multi handle, which owns the connection cache) for
/// request after request is what keeps the TCP connection alive between them. The transfer is
/// driven by `curl_multi_perform` and `curl_multi_poll` instead of `curl_easy_perform` for one
/// reason: `curl_multi_wakeup` can interrupt the poll from another thread, so a cancelled task
/// stops an idle transfer at once instead of at libcurl's next once-a-second progress call.
///
/// The handles are used by one thread at a time: ``CurlConnectionPool`` lends a connection to
/// one request, and its transfers run on the connection's own ``TransferThread``. ``wakeUp()``
/// is the only call made from elsewhere, and libcurl documents `curl_multi_wakeup` as
/// thread-safe.
///
/// ```swift
/// let connection = try CurlConnection()
/// let result = connection.perform(request, configuration: configuration, cancellation: flag)
/// ```
final class CurlConnection: @unchecked Sendable {
  // NB: `@unchecked` because the handles are raw pointers; exclusive use is guaranteed by the
  // pool (one borrower at a time) and `curl_multi_wakeup` is thread-safe.
  let easy: UnsafeMutableRawPointer
  let multi: UnsafeMutableRawPointer
  let errorBuffer: UnsafeMutablePointer<CChar>
  /// The thread this connection's transfers run on.
  let thread = TransferThread(name: "articulos-http")
  /// The standing options the handle still holds from the last request, if it was a plain
  /// `GET` (see ``configure(for:configuration:headers:)``). Used on ``thread`` only.
  var keptOptions: CurlStandingOptions?
  var keptURL: String?

  /// Creates the handles; fails with ``HTTPError/other(code:message:)`` when libcurl cannot.
  init() throws(HTTPError) {
    try CurlRuntime.ensureInitialized()
    guard let easy = curl_easy_init() else {
      throw .other(code: Int(CURLE_FAILED_INIT.rawValue), message: "no libcurl handle")
    }
    guard let multi = curl_multi_init() else {
      curl_easy_cleanup(easy)
      throw .other(code: Int(CURLE_FAILED_INIT.rawValue), message: "no libcurl multi handle")
    }
    self.easy = easy
    self.multi = multi
    self.errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
    errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
  }

  deinit {
    curl_multi_cleanup(multi)
    curl_easy_cleanup(easy)
    errorBuffer.deallocate()
  }

  /// Interrupts a transfer waiting in `curl_multi_poll`; safe from any thread.
  func wakeUp() {
    _ = curl_multi_wakeup(multi)
  }

  /// Performs `request` on this connection's handle and returns the response or the typed
  /// failure; blocks the calling thread until the transfer ends.
  func perform(
    _ request: HTTPRequest, configuration: HTTPClientConfiguration,
    cancellation: CurlCancellation
  ) -> Result<HTTPResponse, HTTPError> {
    let secrets = HTTPRedaction.secrets(in: request.headers)
    let transfer = CurlTransfer(
      maximumResponseSize: configuration.maximumResponseSize, cancellation: cancellation,
      secrets: secrets, trace: configuration.trace)
    let headerList: CurlHeaderList
    do {
      headerList = try CurlHeaderList(request: request, configuration: configuration)
      try configure(for: request, configuration: configuration, headers: headerList)
      try attach(
        transfer,
        tracing: CurlStandingOptions(request: request, configuration: configuration).isTracing)
    } catch {
      return .failure(error)
    }
    // NB: `withExtendedLifetime` keeps the transfer (reached by libcurl through an unretained
    // pointer) and the header list (which libcurl reads, not copies) alive to the end.
    let code = withExtendedLifetime((transfer, headerList)) { run(transfer) }
    let timeouts = request.timeouts ?? configuration.timeouts
    guard code == CURLE_OK else {
      let context = CurlFailureContext(
        host: Self.hostDescription(of: request.url), message: errorMessage(for: code, secrets),
        timeouts: timeouts, maximumRedirects: configuration.maximumRedirects,
        maximumResponseSize: configuration.maximumResponseSize,
        wasCancelled: cancellation.isCancelled,
        exceededMaximumResponseSize: transfer.exceededMaximumResponseSize,
        wasConnected: offset(CURLINFO_CONNECT_TIME_T) > 0)
      return .failure(HTTPError(curlCode: code, context: context))
    }
    guard transfer.headersEnded else {
      return .failure(
        .connectionLost(
          .partialHeaders,
          detail: "the server closed the connection to \(Self.hostDescription(of: request.url)) "
            + "before its headers ended"))
    }
    return .success(response(for: request, transfer: transfer))
  }

  private func run(_ transfer: CurlTransfer) -> CURLcode {
    errorBuffer[0] = 0
    guard !transfer.cancellation.isCancelled else { return CURLE_ABORTED_BY_CALLBACK }
    guard curl_multi_add_handle(multi, easy) == CURLM_OK else { return CURLE_FAILED_INIT }
    defer { curl_multi_remove_handle(multi, easy) }
    var running: Int32 = 1
    while !transfer.cancellation.isCancelled {
      guard curl_multi_perform(multi, &running) == CURLM_OK else { return CURLE_FAILED_INIT }
      if running == 0 { return finishedResult() }
      // NB: The timeout only bounds one wait; libcurl shortens it to its own next deadline
      // (timeouts, retries), and `wakeUp()` ends it early on cancellation.
      guard curl_multi_poll(multi, nil, 0, 1000, nil) == CURLM_OK else {
        return CURLE_FAILED_INIT
      }
    }
    // Removing an unfinished transfer (the `defer` above) aborts it and closes its connection.
    return CURLE_ABORTED_BY_CALLBACK
  }

  private func finishedResult() -> CURLcode {
    var remaining: Int32 = 0
    var result = CURLE_FAILED_INIT
    while let message = curl_multi_info_read(multi, &remaining) {
      if message.pointee.msg == CURLMSG_DONE { result = ccurl_multi_message_result(message) }
    }
    return result
  }

  private func response(for request: HTTPRequest, transfer: CurlTransfer) -> HTTPResponse {
    let redirects = info(CURLINFO_REDIRECT_COUNT)
    var url = request.url
    if redirects > 0, let effective = string(CURLINFO_EFFECTIVE_URL),
      let parsed = URL(string: effective)
    {
      url = parsed
    }
    let metrics = HTTPTransferMetrics(
      newConnections: info(CURLINFO_NUM_CONNECTS), redirects: redirects,
      duration: .microseconds(offset(CURLINFO_TOTAL_TIME_T)),
      sentAgain: transfer.requestsSent > redirects + 1)
    return HTTPResponse(
      status: HTTPStatus(code: info(CURLINFO_RESPONSE_CODE)), headers: transfer.headers,
      body: transfer.body, url: url, metrics: metrics)
  }

  private func errorMessage(for code: CURLcode, _ secrets: [String]) -> String {
    let detail =
      errorBuffer[0] == 0 ? String(cString: curl_easy_strerror(code)) : String(cString: errorBuffer)
    return HTTPRedaction.scrubbed(
      HTTPRedaction.redactingURLCredentials(in: detail), secrets: secrets)
  }

  private func info(_ key: CURLINFO) -> Int {
    var value = 0
    _ = ccurl_easy_getinfo_long(easy, key, &value)
    return value
  }

  private func offset(_ key: CURLINFO) -> Int {
    var value: curl_off_t = 0
    _ = ccurl_easy_getinfo_off_t(easy, key, &value)
    return Int(value)
  }

  private func string(_ key: CURLINFO) -> String? {
    var value: UnsafePointer<CChar>?
    guard ccurl_easy_getinfo_string(easy, key, &value) == CURLE_OK, let value else { return nil }
    return String(cString: value)
  }

  private static func hostDescription(of url: URL) -> String {
    guard let host = url.host else { return HTTPRedaction.redactedURL(url.absoluteString) }
    let bracketed = host.contains(":") ? "[\(host)]" : host
    return url.port.map { "\(bracketed):\($0)" } ?? bracketed
  }
}
