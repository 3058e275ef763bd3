/// One positional argument as the help describes it.
///
/// ```swift
/// EspecificacionDeArgumento(nombre: "id", ayuda: "The article's id.")
/// ```
struct EspecificacionDeArgumento: Hashable, Sendable {
  /// The placeholder, such as `id`.
  var nombre: String
  /// One sentence for the help.
  var ayuda: String
  /// Whether it may be left out.
  var opcional: Bool = false
  /// Whether it may be given more than once (`<id> ...`).
  var repetible: Bool = false

  /// How the usage line shows it: `<id>`, `[<file>]` or `[<id> ...]`.
  var firma: String {
    let nombre = repetible ? "<\(nombre)> ..." : "<\(nombre)>"
    return opcional ? "[\(nombre)]" : nombre
  }
}
