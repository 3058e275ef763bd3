extension Subcomando {
  /// `man`: the manual page, in roff, generated from this table and the help.
  static let manual = Subcomando(
    nombre: "man", resumen: "Print the manual page in roff, for man(1).",
    soloLee: true,
    discusion:
      "Prints the manual page, in roff: every subcommand with its arguments and options, the "
      + "global options, the configuration, the environment, the exit codes and examples, "
      + "made from the same tables as this help. Read it with 'man -l <(articulos man)', or "
      + "install it as ~/.local/share/man/man1/articulos.1 and read it with 'man articulos'. "
      + "It reads no config file and needs no server.",
    ejemplos: [
      "articulos man | man -l -",
      "articulos man > ~/.local/share/man/man1/articulos.1",
    ],
    comando: Manual.self)
}

/// `man`: print the manual page.
struct Manual: ComandoDeDocumento {
  static var subcomando: Subcomando { .manual }

  /// Takes no argument.
  static func leer(
    _ lectura: LecturaDeSubcomando, entorno: [String: String]
  ) throws(ErrorDeUso) -> Manual {
    try lectura.posicionales(exactamente: 0)
    return Manual()
  }

  /// The page, made from the command-line tables and the help alone.
  var texto: String { PaginaDeManual.texto() }
}

extension Comando {
  /// `man`: see ``Manual``.
  static let manual = Comando(Manual())
}
