/// The method of an ``HTTPRequest``: `GET`, `POST` and the other verbs.
///
/// A method is a case-sensitive token. The common ones are static members; any other valid
/// token can be spelled with ``init(rawValue:)``.
///
/// ```swift
/// let request = HTTPRequest(method: .post, url: url, body: Data("{}".utf8))
/// ```
package struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The token sent on the request line, such as `"GET"`.
  ///
  /// ```swift
  /// HTTPMethod.post.rawValue  // "POST"
  /// ```
  package let rawValue: String

  /// Creates a method from its token; ``isValid`` tells whether the token may be sent.
  ///
  /// ```swift
  /// let purge = HTTPMethod(rawValue: "PURGE")
  /// ```
  package init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// `GET`: reads a resource.
  ///
  /// ```swift
  /// HTTPRequest(url: url).method == .get  // true: the default
  /// ```
  package static let get = HTTPMethod(rawValue: "GET")
  /// `HEAD`: reads only the headers of a resource.
  ///
  /// ```swift
  /// let existe = try await client.send(HTTPRequest(method: .head, url: url)).status.isSuccess
  /// ```
  package static let head = HTTPMethod(rawValue: "HEAD")
  /// `POST`: submits data.
  ///
  /// ```swift
  /// let request = try HTTPRequest.json(.post, url: upsertURL, body: ["rows": filas])
  /// ```
  package static let post = HTTPMethod(rawValue: "POST")
  /// `PUT`: replaces a resource.
  package static let put = HTTPMethod(rawValue: "PUT")
  /// `PATCH`: changes part of a resource.
  ///
  /// ```swift
  /// let request = HTTPRequest(method: .patch, url: url, body: Data(#"{"titulo":"Otro"}"#.utf8))
  /// ```
  package static let patch = HTTPMethod(rawValue: "PATCH")
  /// `DELETE`: removes a resource.
  package static let delete = HTTPMethod(rawValue: "DELETE")

  /// Whether the token is a valid HTTP method name (RFC 9110 `token` characters, not empty).
  ///
  /// ```swift
  /// HTTPMethod(rawValue: "GET\r\nX: 1").isValid  // false
  /// ```
  package var isValid: Bool {
    !rawValue.isEmpty && rawValue.utf8.allSatisfy(Self.isTokenCharacter)
  }

  /// The token itself, such as `GET`.
  ///
  /// ```swift
  /// print(HTTPMethod.patch)  // PATCH
  /// ```
  package var description: String { rawValue }

  private static func isTokenCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }
}
