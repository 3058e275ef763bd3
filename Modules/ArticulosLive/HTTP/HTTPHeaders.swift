/// The header fields of an ``HTTPRequest`` or ``HTTPResponse``, in order, with names matched
/// regardless of case.
///
/// A name may appear more than once (`Set-Cookie` does); ``subscript(_:)`` reads the first
/// value and ``values(for:)`` all of them. Printing headers never shows a secret: the
/// ``description`` goes through ``HTTPRedaction``.
///
/// ```swift
/// var headers: HTTPHeaders = ["Accept": "application/json"]
/// headers["Authorization"] = "Bearer \(token)"
/// headers["accept"]          // "application/json"
/// print(headers)             // Accept: application/json, Authorization: Bearer <redacted>
/// ```
package struct HTTPHeaders: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral,
  CustomStringConvertible, CustomDebugStringConvertible
{
  /// One `name: value` pair.
  ///
  /// ```swift
  /// let field = HTTPHeaders.Field(name: "Accept", value: "application/json")
  /// ```
  package struct Field: Hashable, Sendable {
    /// The name as it was given, such as `Content-Type`.
    ///
    /// ```swift
    /// let nombres = request.headers.map(\.name)  // in order, spelled as given
    /// ```
    package var name: String
    /// The value, without surrounding spaces.
    ///
    /// ```swift
    /// for field in response.headers { print(field.name, "=", field.value) }
    /// ```
    package var value: String

    /// Creates a field.
    ///
    /// ```swift
    /// let field = HTTPHeaders.Field(name: "Accept", value: "*/*")
    /// ```
    package init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The fields in the order they were added or received.
  package private(set) var fields: [Field]

  /// Creates headers from fields, keeping their order.
  ///
  /// ```swift
  /// let headers = HTTPHeaders([.init(name: "Accept", value: "*/*")])
  /// ```
  package init(_ fields: [Field] = []) {
    self.fields = fields
  }

  /// Creates headers from a literal, in the literal's order.
  ///
  /// ```swift
  /// let headers: HTTPHeaders = ["Accept": "application/json", "X-Trace": "1"]
  /// ```
  package init(dictionaryLiteral elements: (String, String)...) {
    self.fields = elements.map { Field(name: $0.0, value: $0.1) }
  }

  /// The first value for `name` (any case); setting replaces every field of that name, and
  /// setting `nil` removes them.
  ///
  /// ```swift
  /// headers["Content-Type"] = "application/json"
  /// headers["content-type"]  // "application/json"
  /// ```
  package subscript(name: String) -> String? {
    get { fields.first { $0.name.lowercased() == name.lowercased() }?.value }
    set {
      let index = fields.firstIndex { $0.name.lowercased() == name.lowercased() }
      remove(name)
      if let newValue {
        fields.insert(Field(name: name, value: newValue), at: index ?? fields.endIndex)
      }
    }
  }

  /// Every value for `name` (any case), in order.
  ///
  /// ```swift
  /// response.headers.values(for: "Set-Cookie")
  /// ```
  package func values(for name: String) -> [String] {
    fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
  }

  /// Appends a field, keeping any other field of the same name.
  ///
  /// ```swift
  /// headers.add(name: "Accept", value: "text/plain")
  /// ```
  package mutating func add(name: String, value: String) {
    fields.append(Field(name: name, value: value))
  }

  /// Removes every field called `name` (any case).
  ///
  /// ```swift
  /// headers.remove("Authorization")
  /// ```
  package mutating func remove(_ name: String) {
    fields.removeAll { $0.name.lowercased() == name.lowercased() }
  }

  /// Whether any field is called `name` (any case).
  ///
  /// ```swift
  /// headers.contains("Accept")
  /// ```
  package func contains(_ name: String) -> Bool {
    fields.contains { $0.name.lowercased() == name.lowercased() }
  }

  /// The first field whose name or value could break the request apart, if any.
  ///
  /// A name must be a non-empty token; neither part may hold a carriage return, a line feed or
  /// a NUL, which would let a value smuggle in another header.
  ///
  /// ```swift
  /// let headers: HTTPHeaders = ["X": "a\r\nY: b"]
  /// headers.firstInvalidField?.name  // "X"
  /// ```
  package var firstInvalidField: Field? {
    // NB: Checked as bytes: "\r\n" is a single Character, so a Character test would miss a
    // lone "\n".
    fields.first { field in
      field.name.isEmpty || field.name.utf8.contains(where: Self.isForbiddenInName)
        || field.value.utf8.contains(where: Self.isForbiddenInValue)
    }
  }

  /// Appends `text` to the last field's value, after a space, for an obsolete folded line.
  mutating func extendLastValue(with text: some StringProtocol) {
    guard !fields.isEmpty else { return }
    fields[fields.count - 1].value += " \(text)"
  }

  private static func isForbiddenInValue(_ byte: UInt8) -> Bool {
    byte == 0x0D || byte == 0x0A || byte == 0x00
  }

  private static func isForbiddenInName(_ byte: UInt8) -> Bool {
    isForbiddenInValue(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: " ")
      || byte == UInt8(ascii: "\t")
  }

  /// Iterates over the fields in order.
  ///
  /// ```swift
  /// let sensibles = headers.filter { HTTPRedaction.isSensitive(headerName: $0.name) }
  /// ```
  package func makeIterator() -> IndexingIterator<[Field]> {
    fields.makeIterator()
  }

  /// The fields as `Name: value` pairs joined by commas, secrets redacted.
  ///
  /// ```swift
  /// "\(["Cookie": "session=1"] as HTTPHeaders)"  // "Cookie: <redacted>"
  /// ```
  package var description: String {
    fields.map { "\($0.name): \(HTTPRedaction.redactedValue($0.value, forHeader: $0.name))" }
      .joined(separator: ", ")
  }

  /// The same text as ``description``: secrets stay hidden in debug output too.
  ///
  /// ```swift
  /// debugPrint(["X-Api-Key": "k123"] as HTTPHeaders)  // HTTPHeaders(X-Api-Key: <redacted>)
  /// ```
  package var debugDescription: String { "HTTPHeaders(\(description))" }
}
