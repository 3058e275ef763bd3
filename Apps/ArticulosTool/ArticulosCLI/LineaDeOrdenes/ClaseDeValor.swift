/// What an option's value or a positional argument may be: what the usage line shows, what the
/// parser accepts and what a shell offers on Tab.
///
/// ```swift
/// ClaseDeValor.eleccion(["json", "jsonl"]).palabras  // ["json", "jsonl"]
/// ClaseDeValor.archivo.palabras                      // []
/// ```
enum ClaseDeValor: Hashable, Sendable {
  /// Any text, such as a title or an id: the shell offers nothing.
  case libre
  /// A path: the shell offers files and folders.
  case archivo
  /// One of these words, in the order the help names them.
  case eleccion([String])

  /// The words it may be, or none when it is not a choice.
  var palabras: [String] {
    if case .eleccion(let palabras) = self { return palabras }
    return []
  }

  /// The words as the usage line writes them, such as `id|title|updated`; `nil` when it is not
  /// a choice.
  var alternativas: String? {
    palabras.isEmpty ? nil : palabras.joined(separator: "|")
  }

  /// The words as a sentence names them, such as `id, title or updated`.
  ///
  /// ```swift
  /// ClaseDeValor.eleccion(["auto", "always", "never"]).enPalabras  // "auto, always or never"
  /// ```
  var enPalabras: String {
    guard let ultima = palabras.last else { return "" }
    let primeras = palabras.dropLast()
    return primeras.isEmpty ? ultima : primeras.joined(separator: ", ") + " or " + ultima
  }
}
