extension Subcomando {
  /// `completion SHELL`: the shell completion script, generated from this table.
  static let completado = Subcomando(
    nombre: "completion", resumen: "Print the shell completion script for bash, zsh or fish.",
    argumentos: [
      EspecificacionDeArgumento(
        nombre: "shell", ayuda: "The shell to complete for: \(Completado.shells.enPalabras).",
        clase: Completado.shells)
    ],
    soloLee: true,
    discusion:
      "Prints a script that completes subcommands, options, the values of --sort, --format and "
      + "--color, and file names where a file is expected; it is made from the same tables as "
      + "this help, so it always matches this version. Install it for bash with "
      + "'source <(articulos completion bash)' in ~/.bashrc (or save it as "
      + "~/.local/share/bash-completion/completions/articulos); for zsh, save it as a file "
      + "named _articulos in a folder of $fpath, before compinit runs (such as "
      + "~/.zfunc/_articulos with fpath+=(~/.zfunc) in ~/.zshrc); for fish, save it as "
      + "~/.config/fish/completions/articulos.fish. It reads no config file and needs no "
      + "server.",
    ejemplos: [
      "articulos completion fish > ~/.config/fish/completions/articulos.fish",
      "articulos completion zsh > ~/.zfunc/_articulos",
      "source <(articulos completion bash)",
    ],
    comando: Completado.self)
}

/// `completion SHELL`: print that shell's completion script.
struct Completado: ComandoDeDocumento {
  /// The shells `completion` writes for.
  static let shells = ClaseDeValor.eleccion(Shell.allCases.map(\.rawValue))

  static var subcomando: Subcomando { .completado }

  /// The shell to complete for.
  var shell: Shell

  /// Reads the one shell, suggesting the nearest one to a misspelt name.
  static func leer(
    _ lectura: LecturaDeSubcomando, entorno: [String: String]
  ) throws(ErrorDeUso) -> Completado {
    let texto = try lectura.posicionales(exactamente: 1)[0]
    guard let shell = Shell(rawValue: texto) else {
      let sugerencia = Sugerencia.masParecida(a: texto, entre: shells.palabras)
      throw lectura.error(
        "The value '\(texto)' is invalid for '<shell>': expected \(shells.enPalabras)."
          + (sugerencia.map { " Did you mean '\($0)'?" } ?? ""))
    }
    return Completado(shell: shell)
  }

  /// The script, made from the command-line tables alone.
  var texto: String { ScriptDeCompletado.texto(para: shell) }
}

extension Comando {
  /// `completion`: see ``Completado``.
  static func completado(_ shell: Shell) -> Comando {
    Comando(Completado(shell: shell))
  }
}
