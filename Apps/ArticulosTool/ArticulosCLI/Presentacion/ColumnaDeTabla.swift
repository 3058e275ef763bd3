/// One column of a ``Tabla``: its header and how far it may shrink.
///
/// ```swift
/// ColumnaDeTabla("TITLE", minimo: 10, ordenDeEncogimiento: 1)  // shrinks second
/// ColumnaDeTabla("UPDATED")                                    // never shrinks
/// ColumnaDeTabla("TAGS", minimo: 8, ordenDeDescarte: 0)        // left out first when too narrow
/// ```
struct ColumnaDeTabla: Hashable, Sendable {
  /// The header.
  var titulo: String
  /// The narrowest it may become when shrinking.
  var minimo: Int
  /// When it shrinks relative to the others (lower first), or `nil` if it never does.
  var ordenDeEncogimiento: Int?
  /// When it is left out, relative to the others (lower first), if even every column at its
  /// minimum is too wide; `nil` if it is always shown.
  var ordenDeDescarte: Int?

  /// Makes a column.
  init(
    _ titulo: String, minimo: Int = 0, ordenDeEncogimiento: Int? = nil,
    ordenDeDescarte: Int? = nil
  ) {
    self.titulo = titulo
    self.minimo = max(minimo, 1)
    self.ordenDeEncogimiento = ordenDeEncogimiento
    self.ordenDeDescarte = ordenDeDescarte
  }
}
