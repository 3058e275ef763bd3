/// One subcommand of `articulos` as a value: what the command line says of it, how its
/// arguments are read, and how it runs.
///
/// Each subcommand is one type that conforms to this, in its own file of this folder
/// (`Listar.swift` for `list`, `Copiar.swift` for `copy`...), with everything about it: its
/// ``Subcomando`` (name, options, help), its reading, its run, and the ``Comando`` factory that
/// names it in tests. ``Subcomando/allCases`` is the one list of them, and the parser, the
/// help, the completion scripts, the manual page and ``Ejecutor`` go through this protocol, so
/// none of them names a subcommand.
///
/// ```swift
/// let mostrar = try Mostrar.leer(
///   LecturaDeSubcomando(subcomando: .mostrar, posicionales: ["a1"], valores: [:], banderas: []),
///   entorno: [:])
/// try await mostrar.ejecutar(en: ejecutor)  // prints the article a1
/// ```
protocol ComandoDeArticulos: Hashable, Sendable {
  /// The subcommand it runs: its name, what it accepts and its help.
  static var subcomando: Subcomando { get }

  /// The command that what the parser collected for ``subcomando`` describes.
  ///
  /// The parser has already rejected unknown options and missing values; this checks what only
  /// the subcommand knows (how many positional arguments, which options go together, numbers,
  /// URLs, required fields), with the helpers of ``LecturaDeSubcomando``.
  ///
  /// - Parameters:
  ///   - lectura: The arguments and options given to the subcommand.
  ///   - entorno: The environment, for what a subcommand reads from it (`copy`'s
  ///     `ARTICULOS_TO_TOKEN`).
  /// - Throws: ``ErrorDeUso`` naming the first problem.
  static func leer(
    _ lectura: LecturaDeSubcomando, entorno: [String: String]
  ) throws(ErrorDeUso) -> Self

  /// Runs it against the features of AppCore and prints its result.
  ///
  /// - Throws: ``FalloDeEjecucion`` with the exit status and the message.
  func ejecutar(en ejecutor: Ejecutor) async throws(FalloDeEjecucion)

  /// The text it prints made from the command-line tables alone, with no server, no token and
  /// no config file (`completion`, `man`); `nil`, the default, for a command that needs them.
  var documento: String? { get }
}

extension ComandoDeArticulos {
  /// `nil`: a command needs the configuration and a server unless it says otherwise.
  var documento: String? { nil }
}

/// A command whose whole work is printing a text made from the command-line tables alone
/// (`completion`, `man`): it needs no server, no token and no config file, so the entry point
/// prints its ``ComandoDeArticulos/documento`` before reading any configuration.
///
/// ```swift
/// Completado(shell: .bash).texto  // "# bash completion for articulos ..."
/// ```
protocol ComandoDeDocumento: ComandoDeArticulos {
  /// The text it prints.
  var texto: String { get }
}

extension ComandoDeDocumento {
  /// ``texto``, which needs nothing but the tables.
  var documento: String? { texto }

  /// Prints ``texto``.
  func ejecutar(en ejecutor: Ejecutor) async throws(FalloDeEjecucion) {
    ejecutor.consola.imprimir(texto)
  }
}
