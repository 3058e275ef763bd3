import CCurl

extension CurlConnection {
  /// Sets every option for `request`: URL, method and body, headers, timeouts, redirects, TLS,
  /// proxy, protocols.
  ///
  /// Certificate and host-name verification are always on; the only TLS choice is which
  /// authorities to trust (the request's or the configuration's `caBundlePath`). A request
  /// that carries a credential is never redirected.
  ///
  /// After a plain `GET` with the same ``CurlStandingOptions``, the handle still holds all of
  /// them, and only the options of this request are set: the next of a series of reads costs a
  /// few `curl_easy_setopt` calls, not a reset and twenty. Otherwise `curl_easy_reset` clears
  /// the previous request's options first; it keeps what makes reuse worthwhile: the open
  /// connections, the DNS cache and TLS sessions.
  func configure(
    for request: HTTPRequest, configuration: HTTPClientConfiguration, headers: CurlHeaderList
  ) throws(HTTPError) {
    guard request.method.isValid else {
      throw .invalidRequest("\"\(request.method)\" is not a valid HTTP method")
    }
    let standing = CurlStandingOptions(request: request, configuration: configuration)
    let canKeep = keptOptions == standing
    // NB: Forgotten first: if setting an option fails, the next request starts from a reset.
    keptOptions = nil
    if !canKeep {
      curl_easy_reset(easy)
      try set(standing)
    }
    let url = request.url.absoluteString
    if !canKeep || url != keptURL { try set(CURLOPT_URL, url) }
    keptURL = url
    // NB: libcurl keeps a custom Authorization header from another host (and, since 7.83, from
    // another port or scheme), but older builds do send it to the same host over plain http.
    // Not following at all holds whatever libcurl the package is linked with.
    try set(CURLOPT_FOLLOWLOCATION, request.carriesCredentials ? 0 : 1)
    let timeouts = request.timeouts ?? configuration.timeouts
    try set(CURLOPT_CONNECTTIMEOUT_MS, timeouts.connect.curlMilliseconds)
    try set(CURLOPT_TIMEOUT_MS, timeouts.total.curlMilliseconds)
    try check(ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headers.pointer))
    try setMethodAndBody(of: request)
    // A plain GET leaves nothing behind that the next request would not set again.
    if request.method == .get, request.body == nil { keptOptions = standing }
  }

  /// Sets the options that ``CurlStandingOptions`` describes, on a handle just reset.
  private func set(_ standing: CurlStandingOptions) throws(HTTPError) {
    // NB: Without NOSIGNAL libcurl uses SIGALRM for timeouts, which is unsafe with threads.
    try set(CURLOPT_NOSIGNAL, 1)
    try set(CURLOPT_PROTOCOLS_STR, "http,https")
    try set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
    try set(CURLOPT_UNRESTRICTED_AUTH, 0)
    try set(CURLOPT_MAXREDIRS, standing.maximumRedirects)
    // Verification is libcurl's default; setting it anyway documents that nothing turns it off.
    try set(CURLOPT_SSL_VERIFYPEER, 1)
    try set(CURLOPT_SSL_VERIFYHOST, 2)
    if let caBundlePath = standing.caBundlePath { try set(CURLOPT_CAINFO, caBundlePath) }
    switch standing.proxy {
    case .environment: break
    // NB: An empty proxy string is libcurl's way to ignore the proxy environment variables.
    case .disabled: try set(CURLOPT_PROXY, "")
    case .url(let url): try set(CURLOPT_PROXY, url)
    }
    if standing.acceptsCompressedResponses { try set(CURLOPT_ACCEPT_ENCODING, "") }
    try set(CURLOPT_USERAGENT, standing.userAgent)
    // A body announced larger than the cap is refused before it is read.
    try set(CURLOPT_MAXFILESIZE_LARGE, offset: standing.maximumResponseSize)
    try setCallbacks(tracing: standing.isTracing)
  }

  /// Points the callbacks at `transfer`, the one object they read and write for this request.
  func attach(_ transfer: CurlTransfer, tracing: Bool) throws(HTTPError) {
    let userData = Unmanaged.passUnretained(transfer).toOpaque()
    try check(ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, userData))
    try check(ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, userData))
    try check(ccurl_easy_setopt_pointer(easy, CURLOPT_XFERINFODATA, userData))
    if tracing { try check(ccurl_easy_setopt_pointer(easy, CURLOPT_DEBUGDATA, userData)) }
  }

  /// Installs the callbacks (body, headers, progress, and the trace when `tracing`) and the
  /// error buffer; ``attach(_:tracing:)`` points them at each request's transfer.
  private func setCallbacks(tracing: Bool) throws(HTTPError) {
    try check(ccurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))
    try check(ccurl_easy_setopt_write_callback(easy, CURLOPT_WRITEFUNCTION, CurlCallbacks.write))
    try check(
      ccurl_easy_setopt_write_callback(easy, CURLOPT_HEADERFUNCTION, CurlCallbacks.header))
    try set(CURLOPT_NOPROGRESS, 0)
    try check(ccurl_easy_setopt_xferinfo_callback(easy, CurlCallbacks.progress))
    if tracing {
      try set(CURLOPT_VERBOSE, 1)
      try check(ccurl_easy_setopt_debug_callback(easy, CurlCallbacks.debug))
    }
  }

  private func setMethodAndBody(of request: HTTPRequest) throws(HTTPError) {
    switch (request.method, request.body) {
    case (.get, nil):
      try set(CURLOPT_HTTPGET, 1)
    case (.head, _):
      // NB: A body on HEAD is dropped: libcurl would otherwise wait for a response body.
      try set(CURLOPT_NOBODY, 1)
    case (let method, let body):
      if method == .post {
        try set(CURLOPT_POST, 1)
      } else {
        try set(CURLOPT_CUSTOMREQUEST, method.rawValue)
      }
      guard let body else {
        if method == .post {
          try set(CURLOPT_POSTFIELDSIZE_LARGE, offset: 0)
          try set(CURLOPT_COPYPOSTFIELDS, "")
        }
        return
      }
      // NB: The size goes first: without it COPYPOSTFIELDS would stop at the first zero byte.
      try set(CURLOPT_POSTFIELDSIZE_LARGE, offset: body.count)
      let code = body.withUnsafeBytes { bytes in
        bytes.baseAddress.map {
          ccurl_easy_setopt_pointer(
            easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0))
        } ?? ccurl_easy_setopt_string(easy, CURLOPT_COPYPOSTFIELDS, "")
      }
      try check(code)
    }
  }

  private func set(_ option: CURLoption, _ value: Int) throws(HTTPError) {
    try check(ccurl_easy_setopt_long(easy, option, value))
  }

  private func set(_ option: CURLoption, offset value: Int) throws(HTTPError) {
    try check(ccurl_easy_setopt_off_t(easy, option, curl_off_t(value)))
  }

  private func set(_ option: CURLoption, _ value: String) throws(HTTPError) {
    try check(ccurl_easy_setopt_string(easy, option, value))
  }

  private func check(_ code: CURLcode) throws(HTTPError) {
    guard code == CURLE_OK else {
      throw .other(
        code: Int(code.rawValue),
        message: "libcurl refused an option: \(String(cString: curl_easy_strerror(code)))")
    }
  }
}
