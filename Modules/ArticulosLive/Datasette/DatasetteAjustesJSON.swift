/// The part of `GET /-/settings.json` the client reads: how many rows one page may hold.
///
/// ```swift
/// let ajustes = try response.decodeJSON(DatasetteAjustesJSON.self)
/// ajustes.maxReturnedRows  // 1000, Datasette's default
/// ```
struct DatasetteAjustesJSON: Decodable, Sendable {
  /// The server's `max_returned_rows`, when it says it.
  var maxReturnedRows: Int?

  private enum CodingKeys: String, CodingKey {
    case maxReturnedRows = "max_returned_rows"
  }
}
