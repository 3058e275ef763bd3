/// The answer to a one-row read and to a write with `"return": true`:
/// `{"ok": true, "rows": [...]}`.
///
/// `rows` is optional: a write without `"return"` answers only `{"ok": true}`, and so does one
/// whose token lacks `view-table` (Datasette then drops the rows without a word).
///
/// ```swift
/// let filas = try response.decodeJSON(DatasetteFilasJSON.self).rows ?? []
/// ```
struct DatasetteFilasJSON: Decodable, Sendable {
  /// The rows, when the server sent them.
  var rows: [DatasetteFila]?
}
