/// One option as the command line accepts it and the help describes it.
///
/// An option with a ``valor`` takes one (`--limit 5` or `--limit=5`); one without is a flag.
/// A ``repetible`` option may be given several times and keeps every value, in order
/// (`--tag a --tag b`); for any other, the last one given wins. Its ``clase`` says what the
/// value may be (a path, one of a few words), for the usage line, the parser's messages and
/// shell completion; ``requerida`` and ``excluye`` shape the usage line (and zsh's completion).
///
/// ```swift
/// let limite = EspecificacionDeOpcion(nombre: "--limit", valor: "n", ayuda: "At most N.")
/// limite.firma  // "--limit <n>"
/// ```
struct EspecificacionDeOpcion: Hashable, Sendable {
  /// The long name with its dashes, such as `--limit`.
  var nombre: String
  /// The placeholder of its value, such as `n`, or `nil` for a flag.
  var valor: String?
  /// One sentence for the help.
  var ayuda: String
  /// Another spelling, such as `-h` for `--help`.
  var alias: String?
  /// Whether it may be given more than once, every value kept.
  var repetible: Bool
  /// What its value may be (``ClaseDeValor/libre`` for a flag).
  var clase: ClaseDeValor
  /// Whether the subcommand cannot run without it (`copy --to`).
  var requerida: Bool
  /// The options it cannot be given with, such as `--limit` for `--all`.
  var excluye: [String]

  /// Makes the specification of an option.
  init(
    nombre: String, valor: String? = nil, ayuda: String, alias: String? = nil,
    repetible: Bool = false, clase: ClaseDeValor = .libre, requerida: Bool = false,
    excluye: [String] = []
  ) {
    self.nombre = nombre
    self.valor = valor
    self.ayuda = ayuda
    self.alias = alias
    self.repetible = repetible
    self.clase = clase
    self.requerida = requerida
    self.excluye = excluye
  }

  /// Whether it takes a value.
  var tomaValor: Bool { valor != nil }

  /// How the help shows it: `-h, --help` or `--limit <n>`.
  var firma: String {
    let nombres = [alias, nombre].compactMap(\.self).joined(separator: ", ")
    return valor.map { "\(nombres) <\($0)>" } ?? nombres
  }

  /// How the usage line shows it: a choice spelled out (`--sort id|title|updated`), brackets
  /// unless it is required, and `...` when it repeats (`[--tag <tag> ...]`).
  var firmaDeUso: String {
    requerida ? muestraDeUso : "[\(muestraDeUso)]"
  }

  /// The usage line's form without brackets: `--sort id|title|updated`, `--tag <tag> ...`.
  var muestraDeUso: String {
    var muestra = nombre
    if let valor { muestra += " " + (clase.alternativas ?? "<\(valor)>") }
    return repetible ? muestra + " ..." : muestra
  }

  /// Why `texto` is not one of its choices, with the nearest one when it is close, such as
  /// `The value 'titel' is invalid for '--sort <order>': expected id, title or updated. Did
  /// you mean 'title'?`.
  func valorInvalido(_ texto: String) -> String {
    let sugerencia = Sugerencia.masParecida(a: texto, entre: clase.palabras)
    return "The value '\(texto)' is invalid for '\(firma)': expected \(clase.enPalabras)."
      + (sugerencia.map { " Did you mean '\($0)'?" } ?? "")
  }
}
