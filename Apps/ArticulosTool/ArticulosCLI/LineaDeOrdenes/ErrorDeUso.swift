/// A command line that cannot run: exit status 64, a message, the usage, and a hint.
///
/// It prints the way swift-argument-parser prints a usage error:
///
/// ```
/// Error: Unknown option '--limt'. Did you mean '--limit'?
/// Usage: articulos list [--all | --limit <n>] [<global-options>]
///   See 'articulos list --help' for more information.
/// ```
///
/// ```swift
/// throw ErrorDeUso("Missing value for '--limit <n>'.", subcomando: .listar)
/// ```
struct ErrorDeUso: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, as a sentence.
  var mensaje: String
  /// The subcommand whose usage to show, or `nil` for the tool's.
  var subcomando: Subcomando?

  /// Makes a usage error.
  init(_ mensaje: String, subcomando: Subcomando? = nil) {
    self.mensaje = mensaje
    self.subcomando = subcomando
  }

  /// The full text for standard error: the message, the usage and where to find help.
  var description: String {
    let uso = subcomando?.uso ?? "articulos [<global-options>] <subcommand> [<options>]"
    let ayuda = subcomando.map { "articulos \($0.nombre) --help" } ?? "articulos --help"
    return """
      Error: \(mensaje)
      \(Ayuda.envolverUso("Usage: ", uso))
        See '\(ayuda)' for more information.
      """
  }
}
