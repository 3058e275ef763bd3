import CCurl

/// The `curl_slist` of header lines for one request, freed when the value goes away.
///
/// libcurl reads the list during the transfer without copying it, so the list must outlive
/// the transfer; ``CurlConnection`` keeps it alive until the transfer loop returns. Building it
/// also validates the request's headers: a name or value that could split the request (line
/// breaks, NUL) is refused with ``HTTPError/invalidRequest(_:)``.
///
/// Beyond the request's own fields the list adds, for a request with a body, `Expect:` (empty,
/// so libcurl never waits for a `100 Continue` before sending the body: many servers never send
/// one, costing a second per request) and, for a body without a type, `Content-Type: application/octet-stream` instead
/// of libcurl's form-encoding default.
///
/// ```swift
/// let headers = try CurlHeaderList(request: request, configuration: configuration)
/// ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headers.pointer)
/// ```
final class CurlHeaderList {
  /// The head of the list, or `nil` when it is empty.
  private(set) var pointer: UnsafeMutablePointer<curl_slist>?

  /// Builds the list for `request`.
  init(request: HTTPRequest, configuration: HTTPClientConfiguration) throws(HTTPError) {
    if let invalid = request.headers.firstInvalidField {
      throw .invalidRequest(
        "the header \"\(invalid.name.debugDescription)\" has a character not allowed there "
          + "(a line break, NUL, colon or space in the name)")
    }
    for field in request.headers {
      // NB: libcurl reads `Name:` as "remove this header" and `Name;` as "send it empty".
      try append(field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)")
    }
    guard request.body != nil else { return }
    if !request.headers.contains("Expect") { try append("Expect:") }
    if !request.headers.contains("Content-Type") {
      try append("Content-Type: application/octet-stream")
    }
  }

  deinit {
    curl_slist_free_all(pointer)
  }

  private func append(_ line: String) throws(HTTPError) {
    guard let head = curl_slist_append(pointer, line) else {
      throw .other(code: Int(CURLE_OUT_OF_MEMORY.rawValue), message: "no memory for headers")
    }
    pointer = head
  }
}
