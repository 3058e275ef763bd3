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
  /// What it may be: a path, one of a few words, or any text.
  var clase: ClaseDeValor = .libre

  /// How the usage line shows it: `<id>`, `[<file>]`, `[<id> ...]`, or a choice spelled out
  /// (`bash|zsh|fish`).
  var firma: String {
    let simple = clase.alternativas ?? "<\(nombre)>"
    let nombre = repetible ? "\(simple) ..." : simple
    return opcional ? "[\(nombre)]" : nombre
  }
}
