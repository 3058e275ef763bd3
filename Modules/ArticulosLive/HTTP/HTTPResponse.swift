import Foundation

/// A complete HTTP response: status, headers, body, final URL and transfer metrics.
///
/// ``HTTPClient/send(_:)`` returns a response for every status; a non-2xx status is not a
/// transport failure. ``requireSuccess()`` turns one into ``HTTPError/unsuccessfulStatus(_:body:)``
/// and ``decodeJSON(_:decoder:)`` decodes the body.
///
/// ```swift
/// struct Page: Decodable { var rows: [[String: String]] }
/// let page = try await client.send(request).requireSuccess().decodeJSON(Page.self)
/// ```
package struct HTTPResponse: Hashable, Sendable, CustomStringConvertible {
  /// The final status, after redirects.
  ///
  /// ```swift
  /// if response.status == 404 { throw ErrorArticulos.noEncontrado(id) }
  /// ```
  package var status: HTTPStatus
  /// The final response's header fields, in order.
  ///
  /// ```swift
  /// let tipo = response.headers["Content-Type"]  // "application/json; charset=utf-8"
  /// ```
  package var headers: HTTPHeaders
  /// The body, decompressed when the server compressed it.
  ///
  /// ```swift
  /// let texto = String(decoding: response.body, as: UTF8.self)
  /// ```
  package var body: Data
  /// The URL that answered, which differs from the request's after a redirect.
  ///
  /// ```swift
  /// let redirigida = response.url != request.url
  /// ```
  package var url: URL
  /// Connections, redirects and time.
  ///
  /// ```swift
  /// print(response.metrics.newConnections)  // 0 when a kept-alive connection was reused
  /// ```
  package var metrics: HTTPTransferMetrics

  /// Creates a response.
  ///
  /// ```swift
  /// let response = HTTPResponse(
  ///   status: 200, headers: [:], body: Data("{}".utf8), url: url,
  ///   metrics: .init(newConnections: 0, redirects: 0, duration: .zero, sentAgain: false))
  /// ```
  package init(
    status: HTTPStatus, headers: HTTPHeaders, body: Data, url: URL,
    metrics: HTTPTransferMetrics
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.url = url
    self.metrics = metrics
  }

  /// The response itself when its status is 2xx; otherwise
  /// ``HTTPError/unsuccessfulStatus(_:body:)`` with the start of the body (at most 200
  /// characters), which usually explains the failure.
  ///
  /// ```swift
  /// let response = try await client.send(request).requireSuccess()
  /// ```
  @discardableResult
  package func requireSuccess() throws(HTTPError) -> HTTPResponse {
    guard status.isSuccess else {
      throw .unsuccessfulStatus(status, body: bodyExcerpt)
    }
    return self
  }

  /// The body decoded from JSON, or ``HTTPError/invalidJSON(_:)`` saying what did not fit.
  ///
  /// ```swift
  /// let row = try response.decodeJSON([String: String].self)
  /// ```
  package func decodeJSON<Value: Decodable>(
    _ type: Value.Type = Value.self, decoder: JSONDecoder = JSONDecoder()
  ) throws(HTTPError) -> Value {
    do {
      return try decoder.decode(type, from: body)
    } catch let error as DecodingError {
      throw .invalidJSON(Self.explain(error, body: bodyExcerpt))
    } catch {
      throw .invalidJSON("\(error)")
    }
  }

  /// The status, the final URL and the body size, such as `200 OK from http://h/x (2 bytes)`.
  ///
  /// ```swift
  /// print(response)  // 200 OK from http://127.0.0.1:8001/articulos.json (512 bytes)
  /// ```
  package var description: String {
    "\(status) from \(HTTPRedaction.redactedURL(url.absoluteString)) (\(body.count) bytes)"
  }

  private var bodyExcerpt: String {
    let text = String(decoding: body.prefix(Self.excerptLength * 4), as: UTF8.self)
    let excerpt = text.prefix(Self.excerptLength)
    let flattened = excerpt.map { $0.isNewline ? " " : String($0) }.joined()
    return excerpt.count < text.count ? flattened + "..." : flattened
  }

  private static let excerptLength = 200

  private static func explain(_ error: DecodingError, body: String) -> String {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      "the body is not valid JSON (it starts with: \(body.isEmpty ? "nothing" : body))"
    case .dataCorrupted(let context):
      "invalid value at \(path(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      "missing key \"\(key.stringValue)\" at \(path(context.codingPath))"
    case .typeMismatch(let type, let context):
      "expected \(type) at \(path(context.codingPath)): \(context.debugDescription)"
    case .valueNotFound(let type, let context):
      "expected \(type) at \(path(context.codingPath)) but found null"
    @unknown default:
      "\(error)"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "the top level" }
    return codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
  }
}
