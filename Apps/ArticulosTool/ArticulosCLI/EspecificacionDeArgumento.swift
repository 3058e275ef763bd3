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
}
