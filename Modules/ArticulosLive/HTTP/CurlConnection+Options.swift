import CCurl

extension CurlConnection {
  /// Resets the handle and sets every option for `request`: URL, method and body, headers,
  /// timeouts, redirects, TLS, proxy, protocols.
  ///
  /// `curl_easy_reset` clears the previous request's options but keeps what makes reuse
  /// worthwhile: the open connections, the DNS cache and TLS sessions.
  func configure(
    for request: HTTPRequest, configuration: HTTPClientConfiguration, headers: CurlHeaderList
  ) throws(HTTPError) {
    guard request.method.isValid else {
      throw .invalidRequest("\"\(request.method)\" is not a valid HTTP method")
    }
    curl_easy_reset(easy)
    try set(CURLOPT_URL, request.url.absoluteString)
    // NB: Without NOSIGNAL libcurl uses SIGALRM for timeouts, which is unsafe with threads.
    try set(CURLOPT_NOSIGNAL, 1)
    try set(CURLOPT_PROTOCOLS_STR, "http,https")
    try set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
    try set(CURLOPT_FOLLOWLOCATION, 1)
    try set(CURLOPT_MAXREDIRS, max(0, configuration.maximumRedirects))
    let timeouts = request.timeouts ?? configuration.timeouts
    try set(CURLOPT_CONNECTTIMEOUT_MS, timeouts.connect.curlMilliseconds)
    try set(CURLOPT_TIMEOUT_MS, timeouts.total.curlMilliseconds)
    // Verification is libcurl's default; setting it anyway documents that nothing turns it off.
    try set(CURLOPT_SSL_VERIFYPEER, 1)
    try set(CURLOPT_SSL_VERIFYHOST, 2)
    if let caBundlePath = configuration.caBundlePath { try set(CURLOPT_CAINFO, caBundlePath) }
    switch configuration.proxy {
    case .environment: break
    // NB: An empty proxy string is libcurl's way to ignore the proxy environment variables.
    case .disabled: try set(CURLOPT_PROXY, "")
    case .url(let url): try set(CURLOPT_PROXY, url)
    }
    if configuration.acceptsCompressedResponses { try set(CURLOPT_ACCEPT_ENCODING, "") }
    try set(CURLOPT_USERAGENT, configuration.userAgent)
    // A body announced larger than the cap is refused before it is read.
    try set(CURLOPT_MAXFILESIZE_LARGE, offset: configuration.maximumResponseSize)
    try check(ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headers.pointer))
    try setMethodAndBody(of: request)
  }

  /// Points the callbacks at `transfer` and the error buffer at this connection's.
  func attach(_ transfer: CurlTransfer, tracing: Bool) throws(HTTPError) {
    let userData = Unmanaged.passUnretained(transfer).toOpaque()
    try check(ccurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))
    try check(ccurl_easy_setopt_write_callback(easy, CURLOPT_WRITEFUNCTION, CurlCallbacks.write))
    try check(ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, userData))
    try check(
      ccurl_easy_setopt_write_callback(easy, CURLOPT_HEADERFUNCTION, CurlCallbacks.header))
    try check(ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, userData))
    try set(CURLOPT_NOPROGRESS, 0)
    try check(ccurl_easy_setopt_xferinfo_callback(easy, CurlCallbacks.progress))
    try check(ccurl_easy_setopt_pointer(easy, CURLOPT_XFERINFODATA, userData))
    if tracing {
      try set(CURLOPT_VERBOSE, 1)
      try check(ccurl_easy_setopt_debug_callback(easy, CurlCallbacks.debug))
      try check(ccurl_easy_setopt_pointer(easy, CURLOPT_DEBUGDATA, userData))
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
