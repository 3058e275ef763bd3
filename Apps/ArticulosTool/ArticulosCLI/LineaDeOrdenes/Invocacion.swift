/// What the command line asks `articulos` to do, as a value.
///
/// The command line becomes a run in four steps, one type each:
///
/// 1. ``Subcomando``: the name only (`list`, `copy`), with the table of what it accepts and its
///    help; the parser reads it first, and the help and the usage errors name it.
/// 2. ``Comando``: that subcommand with its arguments read and checked, a value of the
///    subcommand's own type (``Copiar``, with the destination and its token), which
///    ``Ejecutor`` runs.
/// 3. ``Orden``: a command with the global options (`--json`, `--api`...) it runs under.
/// 4. ``Invocacion``: the whole answer of the parser: help, the version, or an ``Orden``.
///
/// Each subcommand is whole in one file of `Comandos/` (`Copiar.swift` for `copy`): its
/// ``Subcomando`` (name, summary, arguments, options, discussion and examples), its
/// ``ComandoDeArticulos`` type (its values, how they are read, how they run) and the ``Comando``
/// factory tests name it by. So adding a subcommand touches two files: its own new file in
/// `Comandos/`, and one line of ``Subcomando/allCases`` in `LineaDeOrdenes/Subcomando.swift`,
/// which the parser, the help, the completion scripts, the manual page and ``Ejecutor`` go
/// through. Only a subcommand with a `--json` document of its own adds a row to the tool's
/// help too (`JSON OUTPUT` in ``Ayuda``).
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
