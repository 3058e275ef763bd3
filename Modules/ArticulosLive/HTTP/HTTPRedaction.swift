import Foundation

/// Hides credentials from everything the HTTP layer prints: descriptions, errors and traces.
///
/// A request may carry a token in its `Authorization` header. That header is sent to the
/// server, but nothing the layer shows a person (``HTTPHeaders/description``,
/// ``HTTPRequest/debugDescription``, ``HTTPError/description``, the lines given to
/// ``HTTPClientConfiguration/trace``) may contain it. Values of the headers in
/// ``sensitiveHeaderNames`` become ``placeholder`` (keeping the scheme word, such as `Bearer`,
/// which helps debugging and is not secret), the user and password of a URL are hidden, and any
/// free text that came from outside (libcurl's own messages) is scrubbed of the request's
/// secret values as a second line of defence.
///
/// ```swift
/// HTTPRedaction.redactedHeaderLine("Authorization: Bearer dstok_abc")
/// // "Authorization: Bearer <redacted>"
/// ```
package enum HTTPRedaction {
  /// The text that stands where a secret was.
  ///
  /// ```swift
  /// trace.contains(HTTPRedaction.placeholder)  // true where a secret was hidden
  /// ```
  package static let placeholder = "<redacted>"

  /// Lower-cased names of the headers whose values are secrets.
  ///
  /// ```swift
  /// HTTPRedaction.sensitiveHeaderNames.contains("cookie")  // true; names are lower-cased
  /// ```
  package static let sensitiveHeaderNames: Set<String> = [
    "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key",
  ]

  /// Whether the header called `name` (in any case) carries a secret.
  ///
  /// ```swift
  /// HTTPRedaction.isSensitive(headerName: "AUTHORIZATION")  // true
  /// ```
  package static func isSensitive(headerName name: some StringProtocol) -> Bool {
    sensitiveHeaderNames.contains(name.lowercased())
  }

  /// The value to show for the header `name`: unchanged, or with its secret replaced.
  ///
  /// A value of the form `Scheme credentials` keeps its scheme word.
  ///
  /// ```swift
  /// HTTPRedaction.redactedValue("Bearer abc", forHeader: "Authorization")
  /// // "Bearer <redacted>"
  /// ```
  package static func redactedValue(
    _ value: String, forHeader name: some StringProtocol
  )
    -> String
  {
    guard isSensitive(headerName: name) else { return value }
    let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    if parts.count == 2, parts[0].utf8.allSatisfy(isSchemeCharacter) {
      return "\(parts[0]) \(placeholder)"
    }
    return placeholder
  }

  /// One header line (`Name: value`, optionally ending in CR LF) with its secret hidden.
  ///
  /// Lines that are not headers (a request line, free text) come back unchanged.
  ///
  /// ```swift
  /// HTTPRedaction.redactedHeaderLine("Cookie: session=1")  // "Cookie: <redacted>"
  /// ```
  package static func redactedHeaderLine(_ line: some StringProtocol) -> String {
    guard let colon = line.firstIndex(of: ":") else { return String(line) }
    let name = line[..<colon]
    guard isSensitive(headerName: name.trimmingSpaces) else { return String(line) }
    let value = String(line[line.index(after: colon)...].trimmingSpaces)
    return "\(name): \(redactedValue(value, forHeader: name.trimmingSpaces))"
  }

  /// Text made of lines (a trace, a header block) with every sensitive header line redacted.
  ///
  /// ```swift
  /// HTTPRedaction.redactedHeaderBlock("GET / HTTP/1.1\r\nAuthorization: Bearer x\r\n")
  /// // "GET / HTTP/1.1\nAuthorization: Bearer <redacted>\n"
  /// ```
  package static func redactedHeaderBlock(_ text: some StringProtocol) -> String {
    // NB: Split on Character.isNewline: a CR LF pair is one Character in Swift, so splitting
    // on "\n" alone would not split it.
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map { line in redactedHeaderLine(line) }
      .joined(separator: "\n")
  }

  /// A URL string with any `user:password@` part replaced by ``placeholder``.
  ///
  /// ```swift
  /// HTTPRedaction.redactedURL("http://ana:pw@127.0.0.1:8001/db")
  /// // "http://<redacted>@127.0.0.1:8001/db"
  /// ```
  package static func redactedURL(_ url: String) -> String {
    guard let schemeEnd = url.range(of: "://") else { return url }
    let authorityStart = schemeEnd.upperBound
    let authorityEnd = url[authorityStart...].firstIndex { "/?#".contains($0) } ?? url.endIndex
    guard let at = url[authorityStart..<authorityEnd].lastIndex(of: "@") else { return url }
    return url[..<authorityStart] + placeholder + url[at...]
  }

  /// Free text with the user and password of every URL in it hidden, such as libcurl's
  /// `Uses proxy env variable http_proxy == 'http://ana:pw@proxy:3128'`.
  ///
  /// ```swift
  /// HTTPRedaction.redactingURLCredentials(in: "via 'http://ana:pw@proxy:3128'")
  /// // "via 'http://<redacted>@proxy:3128'"
  /// ```
  package static func redactingURLCredentials(in text: String) -> String {
    guard text.contains("@") else { return text }
    return text.replacing(/(?<scheme>[A-Za-z][A-Za-z0-9+.\-]*:\/\/)[^\/@\s'"]+@/) { match in
      "\(match.scheme)\(placeholder)@"
    }
  }

  /// `text` with every occurrence of each secret replaced by ``placeholder``.
  ///
  /// Used on text the layer did not write itself, such as libcurl's error messages, so that a
  /// secret cannot leak through a path nobody foresaw, and by the tool on everything it prints.
  /// Secrets shorter than four characters are left alone: such a value is no real credential,
  /// and replacing every `t` of a text would garble it.
  ///
  /// ```swift
  /// HTTPRedaction.scrubbed("failed for dstok_abc", secrets: ["dstok_abc"])
  /// // "failed for <redacted>"
  /// ```
  package static func scrubbed(_ text: String, secrets: [String]) -> String {
    let secrets = secrets.filter { $0.count >= minimumSecretLength }
    var result = text
    for secret in secrets {
      result = result.replacing(secret, with: placeholder)
    }
    // NB: then once more as UTF-8 bytes. Strings compare by Character, and a secret followed by
    // a combining mark (U+0301) ends inside another Character: the search above misses it while
    // all of its bytes are still there. The search above stays for canonically equal spellings.
    var bytes = Array(result.utf8)
    for secret in secrets {
      bytes.replace(Array(secret.utf8), with: Array(placeholder.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `data` with every occurrence of each secret's UTF-8 bytes replaced by ``placeholder``'s.
  ///
  /// For a body that is about to be read, cut into excerpts or shown: scrubbing it whole first
  /// means no later excerpt can end in the middle of a secret and show its first half, which a
  /// scrub of the excerpt would miss. Bytes without a secret come back as they were.
  ///
  /// ```swift
  /// HTTPRedaction.scrubbed(Data("echo: dstok_abc".utf8), secrets: ["dstok_abc"])
  /// // Data("echo: <redacted>".utf8)
  /// ```
  package static func scrubbed(_ data: Data, secrets: [String]) -> Data {
    let present = secrets.filter {
      $0.count >= minimumSecretLength && data.range(of: Data($0.utf8)) != nil
    }
    guard !present.isEmpty else { return data }
    var bytes = [UInt8](data)
    for secret in present {
      bytes.replace(Array(secret.utf8), with: Array(placeholder.utf8))
    }
    return Data(bytes)
  }

  /// The secret parts of the sensitive headers in `headers`, for ``scrubbed(_:secrets:)``.
  ///
  /// For `Authorization: Bearer abcd` both `Bearer abcd` and `abcd` are secrets. Values shorter
  /// than four characters are not returned.
  ///
  /// ```swift
  /// HTTPRedaction.secrets(in: ["Authorization": "Bearer abcd"])  // ["Bearer abcd", "abcd"]
  /// ```
  package static func secrets(in headers: HTTPHeaders) -> [String] {
    var secrets: [String] = []
    for field in headers where isSensitive(headerName: field.name) {
      let value = field.value.trimmingSpaces
      secrets.append(String(value))
      let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
      if parts.count == 2 { secrets.append(String(parts[1].trimmingSpaces)) }
    }
    // NB: Very short values are left out: replacing every "a" would garble the text and such a
    // value is not a real credential. Longest first, so `Bearer abc` goes whole before `abc`.
    return secrets.filter { $0.count >= minimumSecretLength }.sorted { $0.count > $1.count }
  }

  private static let minimumSecretLength = 4

  private static func isSchemeCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }
}
