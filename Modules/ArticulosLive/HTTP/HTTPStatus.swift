/// An HTTP status code with its class, its reason phrase and what a person can do about it.
///
/// ``HTTPClient/send(_:)`` returns a response whatever its status; the status tells the caller
/// what happened. ``category`` classifies the code, ``isSuccess`` answers the question a client
/// asks first, and ``advice`` is a sentence to show a person.
///
/// ```swift
/// let status: HTTPStatus = 503
/// status.category  // .serverError
/// print(status)    // 503 Service Unavailable
/// ```
package struct HTTPStatus: Hashable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The five classes of RFC 9110, and ``unknown`` for a code outside 100...599.
  ///
  /// ```swift
  /// HTTPStatus(code: 404).category == .clientError  // true
  /// ```
  package enum Category: Hashable, Sendable {
    /// 1xx: an interim answer.
    case informational
    /// 2xx: the request worked.
    case success
    /// 3xx: the resource is elsewhere.
    case redirection
    /// 4xx: the request was wrong; repeating it unchanged will fail again.
    case clientError
    /// 5xx: the server failed; the same request may work later.
    case serverError
    /// Anything else: a server that does not speak HTTP correctly.
    case unknown
  }

  /// The numeric code, such as `404`.
  ///
  /// ```swift
  /// ErrorArticulos.servidor(estado: response.status.code, mensaje: "")
  /// ```
  package let code: Int

  /// Creates a status from its code.
  ///
  /// ```swift
  /// let status = HTTPStatus(code: response.statusCode)
  /// ```
  package init(code: Int) {
    self.code = code
  }

  /// Creates a status from an integer literal.
  ///
  /// ```swift
  /// let notFound: HTTPStatus = 404
  /// ```
  package init(integerLiteral code: Int) {
    self.init(code: code)
  }

  /// The class of the code.
  ///
  /// ```swift
  /// HTTPStatus(code: 302).category  // .redirection
  /// ```
  package var category: Category {
    switch code {
    case 100..<200: .informational
    case 200..<300: .success
    case 300..<400: .redirection
    case 400..<500: .clientError
    case 500..<600: .serverError
    default: .unknown
    }
  }

  /// Whether the code is 2xx.
  ///
  /// ```swift
  /// HTTPStatus(code: 204).isSuccess  // true
  /// ```
  package var isSuccess: Bool { category == .success }

  /// The standard reason phrase, such as `Not Found`, or a phrase naming the class.
  ///
  /// ```swift
  /// HTTPStatus(code: 413).reasonPhrase  // "Content Too Large"
  /// HTTPStatus(code: 418).reasonPhrase  // "Client Error"
  /// ```
  package var reasonPhrase: String {
    switch code {
    case 200: "OK"
    case 201: "Created"
    case 202: "Accepted"
    case 204: "No Content"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 303: "See Other"
    case 304: "Not Modified"
    case 307: "Temporary Redirect"
    case 308: "Permanent Redirect"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 413: "Content Too Large"
    case 415: "Unsupported Media Type"
    case 422: "Unprocessable Content"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    case 505: "HTTP Version Not Supported"
    default:
      switch category {
      case .informational: "Informational"
      case .success: "Success"
      case .redirection: "Redirection"
      case .clientError: "Client Error"
      case .serverError: "Server Error"
      case .unknown: "Unknown Status"
      }
    }
  }

  /// What a person can do about this status, in one sentence.
  ///
  /// ```swift
  /// HTTPStatus(code: 401).advice
  /// // "The server did not accept the credentials: check that the token is right and current."
  /// ```
  package var advice: String {
    switch code {
    case 401:
      "The server did not accept the credentials: check that the token is right and current."
    case 403:
      "The server refused the action: send a token, or use one allowed to do this."
    case 404:
      "Nothing exists at that address: check the URL, the database and the table names."
    case 405:
      "The server does not allow this method at that address: check the URL."
    case 408:
      "The server gave up waiting for the request: try again."
    case 413:
      "The request body is too large for the server: send less data at a time."
    case 429:
      "The server is limiting requests: wait a little and try again."
    case 501, 505:
      "The server does not support this request: check the server's version."
    default:
      switch category {
      case .informational, .success:
        "The request succeeded."
      case .redirection:
        "The resource is at another address: check the URL or allow more redirects."
      case .clientError:
        "The server rejected the request as invalid: check the data that was sent."
      case .serverError:
        "The server failed while handling the request: try again later or check its logs."
      case .unknown:
        "The server answered with a status HTTP does not define: check that the URL is right."
      }
    }
  }

  /// The code and its reason phrase, such as `404 Not Found`.
  ///
  /// ```swift
  /// "\(HTTPStatus(code: 404))"  // "404 Not Found"
  /// ```
  package var description: String { "\(code) \(reasonPhrase)" }
}
