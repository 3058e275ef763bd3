/// The shell completion scripts `articulos completion bash|zsh|fish` prints.
///
/// Every word a script offers comes from the tables the parser and the help read: the
/// subcommands (``Subcomando``), their options and arguments, the global options
/// (``OpcionesGlobales/especificaciones``), and what each value may be (``ClaseDeValor``: one
/// of a few words, such as `--sort id|title|updated`, or a path, completed as files). An option
/// added to a table is completed by the next build, with nothing to edit here.
///
/// ```swift
/// print(ScriptDeCompletado.texto(para: .bash))  // source <(articulos completion bash)
/// ```
enum ScriptDeCompletado {
  /// The script for `shell`, without a final newline.
  static func texto(para shell: Shell) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh()
    case .fish: fish()
    }
  }

  /// The options `subcomando` accepts: its own, then the global ones.
  static func opciones(de subcomando: Subcomando) -> [EspecificacionDeOpcion] {
    subcomando.opciones + OpcionesGlobales.especificaciones
  }

  /// Every spelling of an option: `-h` and `--help`, or just `--limit`.
  static func nombres(de opcion: EspecificacionDeOpcion) -> [String] {
    [opcion.alias, opcion.nombre].compactMap(\.self)
  }

  /// What `help` does, for the menus that describe each subcommand.
  static let resumenDeAyuda = "Show the help of the tool or of a subcommand."

  /// The names of the subcommands, then `help`, which takes one of them.
  static var palabrasDeSubcomando: [String] {
    Subcomando.allCases.map(\.nombre) + ["help"]
  }

  /// A short description for a shell's menu: the help's first sentence without its full stop,
  /// and when that is long, its first clause (before a parenthesis, `;` or `:`).
  ///
  /// ```swift
  /// ScriptDeCompletado.primeraFrase("Show help information.")  // "Show help information"
  /// ScriptDeCompletado.primeraFrase("The token for writes (or ARTICULOS_TOKEN, ...). ...")
  /// // "The token for writes"
  /// ```
  static func primeraFrase(_ texto: String) -> String {
    var frase = texto
    if let fin = texto.range(of: ". ") { frase = String(texto[..<fin.lowerBound]) }
    if frase.hasSuffix(".") { frase.removeLast() }
    guard frase.count > 60 else { return frase }
    let cortes = [" (", "; ", ": "].compactMap { frase.range(of: $0)?.lowerBound }
    if let corte = cortes.min(), frase.distance(from: frase.startIndex, to: corte) >= 12 {
      return String(frase[..<corte])
    }
    return frase
  }

  /// The first line of every script: what it is and which version wrote it.
  static func cabecera(_ shell: Shell) -> String {
    "# \(shell.rawValue) completion for articulos \(Version.actual), written by "
      + "'articulos completion \(shell.rawValue)'."
  }
}
