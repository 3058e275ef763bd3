/// The order `articulos list --sort` shows articles in.
///
/// ```swift
/// OrdenDeListado(rawValue: "title")  // .titulo
/// ```
enum OrdenDeListado: String, CaseIterable, Hashable, Sendable {
  /// By id, the server's own order: pages are read as they are printed (the default).
  case id
  /// By title, ignoring case and accents, then by id; every article is read first.
  case titulo = "title"
  /// The most recently updated first, then by id; every article is read first.
  case actualizado = "updated"
}
