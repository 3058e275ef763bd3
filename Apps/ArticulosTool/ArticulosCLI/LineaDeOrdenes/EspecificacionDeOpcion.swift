/// One option as the command line accepts it and the help describes it.
///
/// An option with a ``valor`` takes one (`--limit 5` or `--limit=5`); one without is a flag.
/// A ``repetible`` option may be given several times and keeps every value, in order
/// (`--tag a --tag b`); for any other, the last one given wins.
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

  /// Makes the specification of an option.
  init(
    nombre: String, valor: String? = nil, ayuda: String, alias: String? = nil,
    repetible: Bool = false
  ) {
    self.nombre = nombre
    self.valor = valor
    self.ayuda = ayuda
    self.alias = alias
    self.repetible = repetible
  }

  /// Whether it takes a value.
  var tomaValor: Bool { valor != nil }

  /// How the help shows it: `-h, --help` or `--limit <n>`.
  var firma: String {
    let nombres = [alias, nombre].compactMap(\.self).joined(separator: ", ")
    return valor.map { "\(nombres) <\($0)>" } ?? nombres
  }
}
