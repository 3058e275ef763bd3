/// One command-line argument, classified the way swift-argument-parser reads it.
///
/// `--name=value` carries its value inline; `-h` and `-V` are the only short options (for
/// `--help` and `--version`); a lone `-` and anything after `--` are positional.
///
/// ```swift
/// PiezaDeArgumento("--limit=5")  // .opcion(nombre: "--limit", enLinea: "5")
/// PiezaDeArgumento("-h")         // .opcion(nombre: "--help", enLinea: nil)
/// PiezaDeArgumento("café")       // .posicional("café")
/// ```
enum PiezaDeArgumento: Hashable, Sendable {
  /// `--`: everything after it is positional.
  case separador
  /// An option, by its long name, with the value written after `=` if any.
  case opcion(nombre: String, enLinea: String?)
  /// A short option other than `-h`, such as `-x`: never valid, kept for the message.
  case opcionCorta(String)
  /// A positional argument.
  case posicional(String)

  /// Classifies one argument.
  init(_ argumento: String) {
    if argumento == "--" {
      self = .separador
    } else if argumento.hasPrefix("--") {
      let cuerpo = argumento.dropFirst(2)
      if let igual = cuerpo.firstIndex(of: "=") {
        self = .opcion(
          nombre: "--" + cuerpo[..<igual], enLinea: String(cuerpo[cuerpo.index(after: igual)...]))
      } else {
        self = .opcion(nombre: argumento, enLinea: nil)
      }
    } else if argumento == "-h" {
      self = .opcion(nombre: "--help", enLinea: nil)
    } else if argumento == "-V" {
      self = .opcion(nombre: "--version", enLinea: nil)
    } else if argumento.hasPrefix("-") && argumento.count > 1 {
      self = .opcionCorta(argumento)
    } else {
      self = .posicional(argumento)
    }
  }

  /// Whether an argument would be read as an option or `--`, so it cannot be an option's value.
  ///
  /// ```swift
  /// PiezaDeArgumento.pareceOpcion("--json")  // true
  /// PiezaDeArgumento.pareceOpcion("-")       // false
  /// PiezaDeArgumento.pareceOpcion("-1")      // false: a negative number, for the option to judge
  /// ```
  static func pareceOpcion(_ argumento: String) -> Bool {
    guard argumento.hasPrefix("-"), argumento.count > 1 else { return false }
    return !(Double(argumento.dropFirst()) != nil && argumento.dropFirst().first!.isNumber)
  }
}
