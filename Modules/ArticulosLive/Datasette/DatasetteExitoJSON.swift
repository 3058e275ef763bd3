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
}
