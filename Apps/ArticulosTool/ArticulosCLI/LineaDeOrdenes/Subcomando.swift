import AppCore

/// The subcommands of `articulos`, with what each accepts and says about itself.
///
/// The same table drives the parser (``Invocacion/parse(_:entorno:)``) and the help text
/// (``Ayuda``), and the shell completion (``ScriptDeCompletado``) and manual page
/// (``PaginaDeManual``) are generated from it too, so an option cannot be accepted without being
/// documented and completed, or the other way round.
///
/// ```swift
/// Subcomando(rawValue: "list")           // .listar
/// Subcomando.listar.opciones.map(\.nombre)  // ["--all", "--limit", "--tag"]
/// ```
enum Subcomando: String, CaseIterable, Sendable {
  /// `list`: the articles, in id order.
  case listar = "list"
  /// `search TEXT`: the articles that contain every word of a text.
  case buscar = "search"
  /// `show ID`: one article, with its body.
  case mostrar = "show"
  /// `save`: creates an article, or updates one with `--id`.
  case guardar = "save"
  /// `delete ID...`: deletes articles, after confirmation.
  case borrar = "delete"
  /// `import FILE|DIR`: many articles from a JSON or JSON Lines file, a Markdown file or a
  /// folder of Markdown files.
  case importar = "import"
  /// `export [FILE]`: every article as JSON.
  case exportar = "export"
  /// `copy --to URL`: every article to another server.
  case copiar = "copy"
  /// `completion SHELL`: the shell completion script, generated from this table.
  case completado = "completion"
  /// `man`: the manual page, in roff, generated from this table and the help.
  case manual = "man"

  /// The word that names it on the command line.
  var nombre: String { rawValue }

  /// Whether it only reads the server (a refusal is then about reading, not writing); `completion`
  /// and `man` do not even do that.
  var soloLee: Bool {
    switch self {
    case .listar, .buscar, .mostrar, .exportar, .completado, .manual: true
    case .guardar, .borrar, .importar, .copiar: false
    }
  }

  /// One line for the list of subcommands.
  var resumen: String {
    switch self {
    case .listar: "List articles, a page at a time, by id unless --sort."
    case .buscar: "Search the articles that contain every word of TEXT, best match first."
    case .mostrar: "Show one article with its body."
    case .guardar: "Create an article, or update one with --id."
    case .borrar: "Delete articles by id (asks first unless --yes)."
    case .importar: "Import articles from JSON, JSON Lines, a Markdown file or a folder."
    case .exportar: "Export every article as JSON, to FILE or to standard output."
    case .copiar: "Copy every article to another server."
    case .completado: "Print the shell completion script for bash, zsh or fish."
    case .manual: "Print the manual page in roff, for man(1)."
    }
  }

  /// The positional arguments, in order.
  var argumentos: [EspecificacionDeArgumento] {
    switch self {
    case .listar, .guardar, .copiar, .manual: []
    case .completado:
      [
        EspecificacionDeArgumento(
          nombre: "shell", ayuda: "The shell to complete for: \(Self.shells.enPalabras).",
          clase: Self.shells)
      ]
    case .buscar:
      [EspecificacionDeArgumento(nombre: "text", ayuda: "Words to find, quoted as one argument.")]
    case .mostrar:
      [
        EspecificacionDeArgumento(
          nombre: "id", ayuda: "The article's id, or a prefix of it that only it starts with.")
      ]
    case .borrar:
      [
        EspecificacionDeArgumento(
          nombre: "id",
          ayuda: "The id of an article to delete (or a prefix of it that only it starts with); "
            + "give several to delete several.",
          opcional: true, repetible: true)
      ]
    case .importar:
      [
        EspecificacionDeArgumento(
          nombre: "path",
          ayuda: "A JSON file (an array of articles), a JSON Lines file (.jsonl), a Markdown "
            + "file (.md) or a folder of Markdown files.", clase: .archivo)
      ]
    case .exportar:
      [
        EspecificacionDeArgumento(
          nombre: "file", ayuda: "Where to write; standard output when left out.",
          opcional: true, clase: .archivo)
      ]
    }
  }

  /// The options only this subcommand accepts (the global ones come on top).
  var opciones: [EspecificacionDeOpcion] {
    switch self {
    case .listar:
      [
        EspecificacionDeOpcion(
          nombre: "--all", ayuda: "List every article, page after page.",
          excluye: ["--limit", "--page"]),
        EspecificacionDeOpcion(
          nombre: "--limit", valor: "n",
          ayuda: "List at most N articles, a page of N (default \(Comando.limitePorDefecto))."),
        EspecificacionDeOpcion(
          nombre: "--page", valor: "n",
          ayuda: "Which page of --limit articles, from 1 (default 1); the articles before it are "
            + "read and skipped."),
        EspecificacionDeOpcion(
          nombre: "--sort", valor: "order",
          ayuda: "id (the default, the server's order), title (ignoring case and accents) or "
            + "updated (the newest first); title and updated read every article first.",
          clase: .eleccion(OrdenDeListado.allCases.map(\.rawValue))),
        Self.etiqueta(de: "list"),
        Self.idsCompletos,
      ]
    case .buscar:
      [
        EspecificacionDeOpcion(
          nombre: "--page", valor: "n", ayuda: "Which page of results, from 1 (default 1)."),
        Self.etiqueta(de: "find"),
        Self.idsCompletos,
      ]
    case .exportar:
      [
        Self.etiqueta(de: "export"),
        EspecificacionDeOpcion(
          nombre: "--format", valor: "format",
          ayuda: "json (the default): one JSON array; jsonl: JSON Lines, an article a line.",
          clase: .eleccion(FormatoDeExportacion.allCases.map(\.rawValue))),
      ]
    case .mostrar, .completado, .manual: []
    case .guardar:
      [
        EspecificacionDeOpcion(
          nombre: "--id", valor: "id",
          ayuda: "Update the article with this id (or the one prefix of it names); fields not "
            + "given are kept."),
        EspecificacionDeOpcion(nombre: "--title", valor: "title", ayuda: "The title."),
        EspecificacionDeOpcion(
          nombre: "--body", valor: "body",
          ayuda: "The body; '-' reads it from standard input, to its end."),
        EspecificacionDeOpcion(
          nombre: "--body-file", valor: "file",
          ayuda: "Read the body from this file (a pipe such as <(cmd) works too); the "
            + "newlines that end it are dropped.",
          clase: .archivo),
        EspecificacionDeOpcion(
          nombre: "--tags", valor: "tags",
          ayuda: "Comma-separated tags, such as 'café,recetas' (an empty value clears them)."),
        EspecificacionDeOpcion(
          nombre: "--file", valor: "file",
          ayuda: "A JSON object with titulo, cuerpo, etiquetas (and id), or a Markdown note "
            + "read as import reads one (saved under the id import gives it); options win "
            + "over it. '-' reads it from standard input; a pipe such as <(cmd) works too.",
          clase: .archivo),
      ]
    case .borrar:
      [
        EspecificacionDeOpcion(
          nombre: "--from", valor: "file",
          ayuda: "Delete the ids in this file, one per line ('-' for standard input; a pipe "
            + "such as <(cmd) works too), instead of ids given as arguments.",
          clase: .archivo),
        EspecificacionDeOpcion(nombre: "--yes", ayuda: "Delete without asking."),
      ]
    case .importar:
      [
        EspecificacionDeOpcion(
          nombre: "--resume",
          ayuda: "Continue an interrupted import from its saved state.")
      ]
    case .copiar:
      [
        EspecificacionDeOpcion(
          nombre: "--to", valor: "url", ayuda: "The server to copy to (required).",
          requerida: true),
        EspecificacionDeOpcion(
          nombre: "--to-token", valor: "token",
          ayuda: "The token for the server copied to (or ARTICULOS_TO_TOKEN)."),
      ]
    }
  }

  /// The usage line, such as `articulos show <id> [<global-options>]`, made from the arguments
  /// and the options: an option followed by one it excludes shares a pair of brackets with it
  /// (`[--all | --limit <n>]`).
  var uso: String {
    var partes = ["articulos", nombre] + argumentos.map(\.firma)
    var indice = opciones.startIndex
    while indice < opciones.endIndex {
      let opcion = opciones[indice]
      let siguiente = indice + 1
      if siguiente < opciones.endIndex, opcion.excluye.contains(opciones[siguiente].nombre) {
        partes.append("[\(opcion.muestraDeUso) | \(opciones[siguiente].muestraDeUso)]")
        indice += 2
      } else {
        partes.append(opcion.firmaDeUso)
        indice += 1
      }
    }
    partes.append("[<global-options>]")
    return partes.joined(separator: " ")
  }

  /// The shells `completion` writes for.
  static let shells = ClaseDeValor.eleccion(Shell.allCases.map(\.rawValue))

  /// `--tag`, which `list`, `search` and `export` share: `verbo` says what they do with the
  /// articles that have every tag.
  private static func etiqueta(de verbo: String) -> EspecificacionDeOpcion {
    EspecificacionDeOpcion(
      nombre: "--tag", valor: "tag",
      ayuda: "Only \(verbo) articles with this tag, ignoring case and accents; repeat it to "
        + "require every tag given.",
      repetible: true)
  }

  /// `--full-ids`, which `list` and `search` share.
  private static let idsCompletos = EspecificacionDeOpcion(
    nombre: "--full-ids",
    ayuda: "Show whole ids in the table, not the shortest prefix (from 8 characters) that tells "
      + "the rows apart. --json always has whole ids.")

  /// The specification of `nombre` among this subcommand's options, if it has it.
  func opcion(_ nombre: String) -> EspecificacionDeOpcion? {
    opciones.first { $0.nombre == nombre }
  }
}
