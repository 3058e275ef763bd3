import CCurl
import Foundation
import Testing

@testable import ArticulosLive

@Suite("Every relevant libcurl code maps to one typed HTTPError with an actionable message")
struct HTTPErrorMappingTests {
  private static func context(
    connected: Bool = true, cancelled: Bool = false, oversized: Bool = false
  ) -> CurlFailureContext {
    CurlFailureContext(
      host: "127.0.0.1:8001", message: "libcurl says why",
      timeouts: HTTPTimeouts(connect: .seconds(2), total: .seconds(9)), maximumRedirects: 5,
      maximumResponseSize: 1024, wasCancelled: cancelled, exceededMaximumResponseSize: oversized,
      wasConnected: connected)
  }

  static let table: [(CURLcode, Bool, HTTPError)] = [
    (
      CURLE_URL_MALFORMAT, false,
      .invalidRequest(
        "the URL cannot be used (libcurl says why); use an http:// or https:// URL")
    ),
    (
      CURLE_UNSUPPORTED_PROTOCOL, false,
      .invalidRequest(
        "the URL cannot be used (libcurl says why); use an http:// or https:// URL")
    ),
    (CURLE_UNSUPPORTED_PROTOCOL, true, .invalidResponse("libcurl says why")),
    (CURLE_COULDNT_RESOLVE_HOST, false, .couldNotResolveHost("127.0.0.1:8001")),
    (CURLE_COULDNT_RESOLVE_PROXY, false, .proxyFailed("libcurl says why")),
    (CURLE_PROXY, false, .proxyFailed("libcurl says why")),
    (
      CURLE_COULDNT_CONNECT, false,
      .couldNotConnect(host: "127.0.0.1:8001", detail: "libcurl says why")
    ),
    (CURLE_OPERATION_TIMEDOUT, false, .timedOut(.connecting, after: .seconds(2))),
    (CURLE_OPERATION_TIMEDOUT, true, .timedOut(.transferring, after: .seconds(9))),
    (CURLE_SSL_CONNECT_ERROR, true, .tlsFailed(.handshake, detail: "libcurl says why")),
    (CURLE_SSL_CIPHER, true, .tlsFailed(.handshake, detail: "libcurl says why")),
    (CURLE_PEER_FAILED_VERIFICATION, true, .tlsFailed(.certificate, detail: "libcurl says why")),
    (CURLE_SSL_ISSUER_ERROR, true, .tlsFailed(.certificate, detail: "libcurl says why")),
    (CURLE_SSL_PINNEDPUBKEYNOTMATCH, true, .tlsFailed(.certificate, detail: "libcurl says why")),
    (CURLE_SSL_CACERT_BADFILE, false, .tlsFailed(.localConfiguration, detail: "libcurl says why")),
    (CURLE_SSL_CERTPROBLEM, false, .tlsFailed(.localConfiguration, detail: "libcurl says why")),
    (CURLE_TOO_MANY_REDIRECTS, true, .tooManyRedirects(limit: 5)),
    (CURLE_GOT_NOTHING, true, .connectionLost(.emptyReply, detail: "libcurl says why")),
    (CURLE_PARTIAL_FILE, true, .connectionLost(.partialBody, detail: "libcurl says why")),
    (CURLE_RECV_ERROR, true, .connectionLost(.receiveFailed, detail: "libcurl says why")),
    (CURLE_SEND_ERROR, true, .connectionLost(.sendFailed, detail: "libcurl says why")),
    (CURLE_FILESIZE_EXCEEDED, true, .responseTooLarge(limit: 1024)),
    (CURLE_WEIRD_SERVER_REPLY, true, .invalidResponse("libcurl says why")),
    (CURLE_BAD_CONTENT_ENCODING, true, .invalidResponse("libcurl says why")),
    (CURLE_HTTP2, true, .invalidResponse("libcurl says why")),
    (CURLE_ABORTED_BY_CALLBACK, true, .cancelled),
    // libcurl 7.x reports one header longer than it accepts as out of memory.
    (
      CURLE_OUT_OF_MEMORY, true,
      .invalidResponse("a header of the answer is longer than this client accepts (100 KB)")
    ),
    // Once connected, a URL that cannot be parsed is a redirect's Location, not the one given.
    (
      CURLE_URL_MALFORMAT, true,
      .invalidResponse("the server redirected to an address that is not a URL (libcurl says why)")
    ),
  ]

  @Test("each code gives its case", arguments: Self.table.indices)
  func mapsCode(_ index: Int) {
    let (code, connected, expected) = Self.table[index]

    let error = HTTPError(curlCode: code, context: Self.context(connected: connected))

    #expect(error == expected, "code \(code.rawValue)")
  }

  @Test("a cancelled task is reported as cancelled whatever libcurl said")
  func cancellationWins() {
    for code in [CURLE_RECV_ERROR, CURLE_WRITE_ERROR, CURLE_OPERATION_TIMEDOUT, CURLE_OK] {
      #expect(HTTPError(curlCode: code, context: Self.context(cancelled: true)) == .cancelled)
    }
  }

  @Test("a body refused for its size is reported as too large, not as a write error")
  func capWins() {
    let error = HTTPError(curlCode: CURLE_WRITE_ERROR, context: Self.context(oversized: true))

    #expect(error == .responseTooLarge(limit: 1024))
    #expect(
      HTTPError(curlCode: CURLE_WRITE_ERROR, context: Self.context())
        == .other(code: 23, message: "libcurl says why"))
  }

  @Test("every case has a message that says what to do", arguments: Self.table.indices)
  func messagesAreActionable(_ index: Int) {
    let error = Self.table[index].2

    let message = error.description

    #expect(message.first?.isUppercase == true)
    #expect(message.hasSuffix("."))
    #expect(message.count > 30)
    #expect(error.debugDescription.hasPrefix("HTTPError."))
  }

  @Test("messages name limits in units a person reads")
  func messagesFormatLimits() {
    #expect(
      HTTPError.timedOut(.connecting, after: .milliseconds(250)).description.contains(
        "longer than 250 ms"))
    #expect(
      HTTPError.timedOut(.transferring, after: .seconds(30)).description.contains("within 30 s"))
    #expect(
      HTTPError.timedOut(.transferring, after: .milliseconds(1500)).description.contains("1.5 s"))
    #expect(HTTPError.responseTooLarge(limit: 32 << 20).description.contains("32 MiB"))
    #expect(HTTPError.responseTooLarge(limit: 1000).description.contains("1000 bytes"))
    #expect(
      HTTPError.unsuccessfulStatus(401, body: "").description
        == "The server answered 401 Unauthorized. The server did not accept the credentials: "
        + "check that the token is right and current.")
  }
}
