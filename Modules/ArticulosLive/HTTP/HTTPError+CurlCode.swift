import CCurl

extension HTTPError {
  /// The typed error for a transfer that ended with `code`, the one place where libcurl's
  /// codes become ``HTTPError`` cases.
  ///
  /// A cancelled task always gives ``cancelled`` and a refused oversized body always gives
  /// ``responseTooLarge(limit:)``, whatever code libcurl reported for the abort. Codes that
  /// belong to protocols this client never enables (FTP, LDAP, SSH, ...) fall into
  /// ``other(code:message:)`` with libcurl's message.
  ///
  /// ```swift
  /// let error = HTTPError(curlCode: CURLE_COULDNT_CONNECT, context: context)
  /// // .couldNotConnect(host: "127.0.0.1:8001", detail: "Connection refused")
  /// ```
  init(curlCode code: CURLcode, context: CurlFailureContext) {
    if context.wasCancelled {
      self = .cancelled
      return
    }
    if context.exceededMaximumResponseSize {
      self = .responseTooLarge(limit: context.maximumResponseSize)
      return
    }
    let message = context.message
    switch code {
    case CURLE_UNSUPPORTED_PROTOCOL where context.wasConnected:
      // libcurl reports an answer without a status line (HTTP/0.9) with the same code.
      self = .invalidResponse(message)
    case CURLE_URL_MALFORMAT
    where context.wasConnected || message.localizedCaseInsensitiveContains("redirect"):
      // NB: The URL given was used already: what cannot be parsed is a redirect's Location.
      self = .invalidResponse("the server redirected to an address that is not a URL (\(message))")
    case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
      self = .invalidRequest("the URL cannot be used (\(message)); use an http:// or https:// URL")
    case CURLE_COULDNT_RESOLVE_HOST:
      self = .couldNotResolveHost(context.host)
    case CURLE_COULDNT_RESOLVE_PROXY, CURLE_PROXY:
      self = .proxyFailed(message)
    case CURLE_COULDNT_CONNECT:
      self = .couldNotConnect(host: context.host, detail: message)
    case CURLE_OPERATION_TIMEDOUT:
      let timeouts = context.timeouts
      self =
        context.wasConnected
        ? .timedOut(.transferring, after: timeouts.total)
        : .timedOut(.connecting, after: min(timeouts.connect, timeouts.total))
    case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CIPHER, CURLE_SSL_SHUTDOWN_FAILED, CURLE_USE_SSL_FAILED:
      self = .tlsFailed(.handshake, detail: message)
    case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
      CURLE_SSL_INVALIDCERTSTATUS:
      self = .tlsFailed(.certificate, detail: message)
    case CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CRL_BADFILE,
      CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED,
      CURLE_SSL_CLIENTCERT:
      self = .tlsFailed(.localConfiguration, detail: message)
    case CURLE_TOO_MANY_REDIRECTS:
      self = .tooManyRedirects(limit: context.maximumRedirects)
    case CURLE_GOT_NOTHING:
      self = .connectionLost(.emptyReply, detail: message)
    case CURLE_PARTIAL_FILE:
      self = .connectionLost(.partialBody, detail: message)
    case CURLE_RECV_ERROR
    where message.localizedCaseInsensitiveContains("too large response headers"):
      // NB: Headers that never end: libcurl stops at 300 KB of them.
      self = .invalidResponse(
        "the answer's headers run past 300 KB, more than this client accepts (\(message))")
    case CURLE_OUT_OF_MEMORY:
      // NB: libcurl 7.x says "Out of memory" for one header longer than it accepts (100 KB),
      // the one way a server makes it fail so; its own words would mislead.
      self = .invalidResponse("a header of the answer is longer than this client accepts (100 KB)")
    case CURLE_RECV_ERROR:
      self = .connectionLost(.receiveFailed, detail: message)
    case CURLE_SEND_ERROR:
      self = .connectionLost(.sendFailed, detail: message)
    case CURLE_FILESIZE_EXCEEDED:
      self = .responseTooLarge(limit: context.maximumResponseSize)
    case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM,
      CURLE_HTTP3, CURLE_QUIC_CONNECT_ERROR:
      self = .invalidResponse(message)
    case CURLE_ABORTED_BY_CALLBACK:
      self = .cancelled
    default:
      self = .other(code: Int(code.rawValue), message: message)
    }
  }
}
