/// Datasette's own answer to a write that happened: `{"ok": true, ...}`.
///
/// A write counts as done only on this answer. Any other body with a 2xx status (a captive
/// portal's HTML page, a proxy's, JSON of another API, bytes that are not UTF-8) means the
/// request did not reach a Datasette that stored the rows, whatever the status says.
///
/// ```swift
/// let exito = try response.decodeJSON(DatasetteExitoJSON.self)
/// exito.ok  // true
/// ```
struct DatasetteExitoJSON: Decodable, Sendable {
  /// Whether the server says the write happened.
  var ok: Bool
  /// What a write query says it did, such as `"Query executed, 2 rows affected"`.
  var message: String?

  /// How many rows a write query says it changed, from ``message``; `nil` when it says no number.
  ///
  /// ```swift
  /// DatasetteExitoJSON(ok: true, message: "Query executed, 2 rows affected").filasAfectadas  // 2
  /// ```
  var filasAfectadas: Int? {
    guard let message, let final = message.range(of: " row", options: .backwards) else {
      return nil
    }
    let cifras = message[..<final.lowerBound].reversed().prefix(while: \.isASCII)
      .prefix(while: \.isNumber)
    guard !cifras.isEmpty, cifras.count <= 18 else { return nil }
    return Int(String(cifras.reversed()))
  }
}
