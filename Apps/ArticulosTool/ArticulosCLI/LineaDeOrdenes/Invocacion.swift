/// What the command line asks `articulos` to do, as a value.
///
/// ``parse(_:entorno:)`` turns the arguments and the environment into one of these without
/// touching the outside world, so every rule of the command line is tested as a plain function.
///
/// ```swift
/// switch try Invocacion.parse(CommandLine.arguments.dropFirst().map(\.self), entorno: env) {
/// case .ayuda(let tema): print(Ayuda.texto(de: tema))
/// case .version: print(Version.actual)
/// case .ejecutar(let orden): try await Ejecutor(...).ejecutar(orden)
/// }
/// ```
enum Invocacion: Hashable, Sendable {
  /// `-h`, `--help` or `help [SUB]`: the help of a subcommand, or of the tool when `nil`.
  case ayuda(Subcomando?)
  /// `--version`.
  case version
  /// A subcommand to run.
  case ejecutar(Orden)
}
