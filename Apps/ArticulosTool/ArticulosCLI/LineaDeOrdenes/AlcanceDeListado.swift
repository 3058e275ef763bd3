/// How many articles `articulos list` shows.
///
/// ```swift
/// AlcanceDeListado.hasta(20)  // `list`, `list --limit 20`
/// AlcanceDeListado.todos      // `list --all`
/// ```
enum AlcanceDeListado: Hashable, Sendable {
  /// At most this many, from the first.
  case hasta(Int)
  /// Every article, page after page.
  case todos
}
