/// Where a setting was given, in precedence order: flags win over the environment, the
/// environment over the config file, and the config file over the default.
///
/// ```swift
/// OrigenDeAjuste.bandera("--api").description  // "--api"
/// ```
enum OrigenDeAjuste: Hashable, Sendable, CustomStringConvertible {
  /// A command-line option.
  case bandera(String)
  /// An environment variable.
  case entorno(String)
  /// A key of the config file at this path.
  case archivo(ruta: String, clave: String)
  /// The built-in default.
  case porDefecto

  /// The place in words, such as `ARTICULOS_API` or `'api' in /home/ana/.config/articulos/config`.
  var description: String {
    switch self {
    case .bandera(let nombre): nombre
    case .entorno(let variable): variable
    case .archivo(let ruta, let clave): "'\(clave)' in \(ruta)"
    case .porDefecto: "the default"
    }
  }
}
