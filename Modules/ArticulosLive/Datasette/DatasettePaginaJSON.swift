/// The answer to a listing or a search: `GET <table>.json?_size=N&_extra=count`.
///
/// Keys are decoded by name (their order varies). `count` and `count_truncated` come only with
/// `_extra=count`; `count` is `null` when counting ran past the server's time limit, and only a
/// lower bound when `count_truncated` is true (Datasette stops counting at 10,001 rows).
/// `next` is the keyset token of the following page, `null` on the last one, even when the
/// last page is exactly full.
///
/// ```swift
/// let pagina = try response.decodeJSON(DatasettePaginaJSON<DatasetteFila>.self)
/// pagina.next  // "44ef7feb-e8e5-4461-b589-a82b5a702cfa"
/// ```
struct DatasettePaginaJSON<Fila: Decodable & Sendable>: Decodable, Sendable {
  /// The rows of the page, in the server's order.
  var rows: [Fila]
  /// The token of the next page, or `nil` on the last one.
  var next: String?
  /// How many rows match in all, when asked for, counted in time and a count at all
  /// (``ConteoDelServidor``).
  var count: Int?
  /// Whether ``count`` is only a lower bound.
  var countTruncated: Bool

  private enum CodingKeys: String, CodingKey {
    case rows, next, count
    case countTruncated = "count_truncated"
  }

  /// Decodes a page; `next` may be text or, for an integer key, a number.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rows = try container.decode([Fila].self, forKey: .rows)
    if let numero = try? container.decodeIfPresent(Int.self, forKey: .next) {
      next = String(numero)
    } else {
      next = try container.decodeIfPresent(String.self, forKey: .next)
    }
    count = ConteoDelServidor.decodificar(container, .count)
    countTruncated = try container.decodeIfPresent(Bool.self, forKey: .countTruncated) ?? false
  }
}

/// A row reduced to its primary key, for walking pages with `_col=id`.
///
/// ```swift
/// let ids = try response.decodeJSON(DatasettePaginaJSON<DatasetteSoloId>.self).rows
/// ```
struct DatasetteSoloId: Decodable, Sendable {
  /// The primary key.
  var id: String
}
