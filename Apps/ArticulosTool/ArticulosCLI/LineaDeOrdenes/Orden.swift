/// A subcommand to run with the global options it was given.
///
/// ```swift
/// Orden(globales: OpcionesGlobales(json: true), comando: .mostrar(id: "a1"))
/// ```
struct Orden: Hashable, Sendable {
  /// `--api`, `--token`, `--json`, `--verbose`, `--demo`, merged with the environment.
  var globales: OpcionesGlobales
  /// The subcommand and its arguments.
  var comando: Comando
}
