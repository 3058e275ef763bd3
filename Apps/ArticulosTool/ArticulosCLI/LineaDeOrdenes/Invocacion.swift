/// What the command line asks `articulos` to do, as a value.
///
/// The command line becomes a run in four steps, one type each, all in this folder:
///
/// 1. ``Subcomando``: the name only (`list`, `copy`), with the table of what it accepts; the
///    parser reads it first, and the help and the usage errors name it.
/// 2. ``Comando``: that subcommand with its arguments read and checked (`.copiar(destino:
///    token:)`); what ``Ejecutor`` runs, one file per command in `Comandos/`.
/// 3. ``Orden``: a command with the global options (`--json`, `--api`...) it runs under.
/// 4. ``Invocacion``: the whole answer of the parser: help, the version, or an ``Orden``.
///
/// Adding a subcommand takes a case in ``Subcomando`` (its options and help), a case in
/// ``Comando`` and its reading in ``LecturaDeSubcomando``, and its own `Comandos/Ejecutor+*.swift`
/// with one line in ``Ejecutor/ejecutarSinCapturar(_:)``.
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
