import Foundation

/// One HTTP request: method, URL, headers, an optional body and optional timeouts.
///
/// A request is a plain value; ``HTTPClient/send(_:)`` performs it. Its ``description`` and
/// ``debugDescription`` never show a secret header value or URL password (see
/// ``HTTPRedaction``), so a request can be logged as it is.
///
/// ```swift
/// var request = HTTPRequest(url: URL(string: "http://127.0.0.1:8001/db/articulos.json")!)
/// request.headers["Authorization"] = "Bearer \(token)"
/// let response = try await client.send(request)
/// ```
package struct HTTPRequest: Hashable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// The method, `GET` unless set.
  ///
  /// ```swift
  /// request.method = .head
  /// ```
  package var method: HTTPMethod
  /// The absolute `http://` or `https://` URL.
  ///
  /// ```swift
  /// request.url = URL(string: "http://127.0.0.1:8001/articulos/articulos.json?_size=20")!
  /// ```
  package var url: URL
  /// Header fields sent as given, after the client's defaults.
  ///
  /// ```swift
  /// request.headers["Accept"] = "application/json"
  /// ```
  package var headers: HTTPHeaders
  /// The bytes sent as the body, or `nil` for none; without a `Content-Type` header they are
  /// sent as `application/octet-stream` (``json(_:url:body:headers:encoder:)`` sets JSON).
  ///
  /// ```swift
  /// request.body = Data(#"{"row": {"titulo": "Hola"}}"#.utf8)
  /// ```
  package var body: Data?
  /// Limits for this request only; `nil` uses ``HTTPClientConfiguration/timeouts``.
  ///
  /// ```swift
  /// request.timeouts = HTTPTimeouts(connect: .seconds(1), total: .seconds(300))
  /// ```
  package var timeouts: HTTPTimeouts?
  /// A PEM file of certificate authorities for this request only; `nil` uses
  /// ``HTTPClientConfiguration/caBundlePath``. Verification stays on either way.
  ///
  /// ```swift
  /// request.caBundlePath = "/etc/articulos/ca.pem"
  /// ```
  package var caBundlePath: String?

  /// Creates a request.
  ///
  /// ```swift
  /// let request = HTTPRequest(method: .head, url: url, headers: ["Accept": "*/*"])
  /// ```
  package init(
    method: HTTPMethod = .get, url: URL, headers: HTTPHeaders = [:], body: Data? = nil,
    timeouts: HTTPTimeouts? = nil, caBundlePath: String? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeouts = timeouts
    self.caBundlePath = caBundlePath
  }

  /// Whether a header carries a credential (see ``HTTPRedaction/sensitiveHeaderNames``).
  ///
  /// Such a request is never redirected: a token must not travel to an address its owner did
  /// not name (see ``HTTPClientConfiguration/maximumRedirects``).
  ///
  /// ```swift
  /// HTTPRequest(url: url, headers: ["Authorization": "Bearer dstok_abc"]).carriesCredentials
  /// // true
  /// ```
  package var carriesCredentials: Bool {
    headers.contains { HTTPRedaction.isSensitive(headerName: $0.name) }
  }

  /// Creates a request whose body is `value` encoded as JSON, with `Content-Type` and
  /// `Accept` set to `application/json`.
  ///
  /// Fails with ``HTTPError/invalidRequest(_:)`` when the value cannot be encoded.
  ///
  /// ```swift
  /// struct Insert: Encodable { var row: [String: String] }
  /// let request = try HTTPRequest.json(
  ///   .post, url: insertURL, body: Insert(row: ["titulo": "Hola"]),
  ///   headers: ["Authorization": "Bearer \(token)"])
  /// ```
  package static func json(
    _ method: HTTPMethod, url: URL, body: some Encodable, headers: HTTPHeaders = [:],
    encoder: JSONEncoder = JSONEncoder()
  ) throws(HTTPError) -> HTTPRequest {
    let data: Data
    do {
      data = try encoder.encode(body)
    } catch {
      throw .invalidRequest("the body could not be encoded as JSON: \(error)")
    }
    var request = HTTPRequest(method: method, url: url, headers: headers, body: data)
    if !request.headers.contains("Content-Type") {
      request.headers["Content-Type"] = "application/json"
    }
    if !request.headers.contains("Accept") { request.headers["Accept"] = "application/json" }
    return request
  }

  /// The method and the URL, such as `GET http://127.0.0.1:8001/db.json`; a password in the
  /// URL is redacted.
  ///
  /// ```swift
  /// print(HTTPRequest(url: URL(string: "http://ana:pw@h/db.json")!))
  /// // GET http://<redacted>@h/db.json
  /// ```
  package var description: String {
    "\(method) \(HTTPRedaction.redactedURL(url.absoluteString))"
  }

  /// The method, URL, headers and body size, with every secret redacted.
  ///
  /// ```swift
  /// debugPrint(HTTPRequest(url: url, headers: ["Authorization": "Bearer dstok_abc"]))
  /// // HTTPRequest(GET http://..., headers: [Authorization: Bearer <redacted>])
  /// ```
  package var debugDescription: String {
    var text = "HTTPRequest(\(description)"
    if !headers.fields.isEmpty { text += ", headers: [\(headers)]" }
    if let body { text += ", body: \(body.count) bytes" }
    if let timeouts {
      text += ", timeouts: connect \(timeouts.connect) total \(timeouts.total)"
    }
    if let caBundlePath { text += ", CA file: \(caBundlePath)" }
    return text + ")"
  }
}
