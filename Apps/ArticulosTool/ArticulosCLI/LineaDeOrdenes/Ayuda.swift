import ArticulosInterface

/// The help text of the tool and of each subcommand, built from the same tables the parser
/// reads (``Subcomando``, ``OpcionesGlobales/especificaciones``, ``CodigoDeSalida``).
///
/// ```swift
/// print(Ayuda.texto(de: nil))       // articulos --help
/// print(Ayuda.texto(de: .borrar))   // articulos delete --help
/// ```
enum Ayuda {
  /// The width help text wraps at.
  static let ancho = 80
  /// Where the descriptions of options start.
  static let sangria = 26

  /// The help of `subcomando`, or of the tool when `nil`.
  static func texto(de subcomando: Subcomando?) -> String {
    guard let subcomando else { return general() }
    var secciones = [
      "OVERVIEW: \(subcomando.resumen)",
      envolver(discusion(de: subcomando), sangria: 0),
      envolverUso("USAGE: ", subcomando.uso),
    ]
    if !subcomando.argumentos.isEmpty {
      secciones.append(
        "ARGUMENTS:\n"
          + subcomando.argumentos.map { fila("<\($0.nombre)>", $0.ayuda) }.joined(
            separator: "\n"))
    }
    if !subcomando.opciones.isEmpty {
      secciones.append(
        "OPTIONS:\n" + subcomando.opciones.map { fila($0.firma, $0.ayuda) }.joined(separator: "\n"))
    }
    secciones.append(opcionesGlobales())
    secciones.append(
      "EXAMPLES:\n" + ejemplos(de: subcomando).map { "  " + $0 }.joined(separator: "\n"))
    secciones.append("  See 'articulos --help' for configuration, JSON output and exit codes.")
    return secciones.joined(separator: "\n\n")
  }

  private static func general() -> String {
    let subcomandos = Subcomando.allCases.map { fila($0.nombre, $0.resumen) }
    let codigos = CodigoDeSalida.allCases.map { codigo in
      fila(String(codigo.rawValue), codigo.significado)
    }
    return [
      "OVERVIEW: Browse, edit, import, export and copy articles on a Datasette server.",
      "USAGE: articulos [<global-options>] <subcommand> [<options>]",
      opcionesGlobales(),
      "SUBCOMMANDS:\n" + subcomandos.joined(separator: "\n")
        + "\n\n  See 'articulos help <subcommand>' for detailed help.",
      "CONFIGURATION:\n" + envolver(configuracion, sangria: 2),
      "JSON OUTPUT (--json):\n"
        + [
          fila(
            "list, search",
            #"{"articulos": [ARTICLE], "ilegibles": [{"id", "motivo"}], "total": N|null, "#
              + #""totalEsMinimo": BOOL, "hayMas": BOOL}; search adds "pagina": N and "#
              + #""extractos": {ID: [{"texto": TEXT}|{"coincidencia": TEXT}]}"#),
          fila("show", "ARTICLE"),
          fila("save", #"{"accion": "creado"|"actualizado", "articulo": ARTICLE}"#),
          fila("delete ID", #"{"borrado": ID}"#),
          fila(
            "delete ID ID...",
            #"{"total": N, "borrados": N, "noEncontrados": [ID], "fallidos": [{"id", "error", "#
              + #""intentos"}], "pendientes": [ID], "reintentos": N, "cancelado": BOOL, "#
              + #""completo": BOOL, "interrumpidoPor": TEXT|null}; also with --from"#),
          fila(
            "import, copy",
            #"{"total": N|null, "guardados": N, "omitidos": N, "#
              + #""invalidos": [{"ubicacion", "id", "motivo"}], "fallidos": [{"ids": [ID], "#
              + #""error", "intentos", "incierto": BOOL}], "pendientes": [ID], "cancelado": BOOL, "#
              + #""completo": BOOL, "#
              + #""interrumpidoPor": TEXT|null}"#),
          fila(
            "export FILE", #"{"exportados": N, "archivo": PATH, "ilegibles": [{"id", "motivo"}]}"#),
          fila("export", "the export itself: a JSON array of ARTICLE, one per line"),
          fila(
            "ARTICLE",
            #"{"id", "titulo", "cuerpo", "etiquetas": [TEXT], "creado", "#
              + #""actualizado"}, dates in ISO-8601 UTC"#),
        ].joined(separator: "\n")
        + "\n"
        + envolver(
          "Keys are sorted and never renamed; new keys may be added. Errors stay text on "
            + "standard error: the exit code says what kind.", sangria: 2),
      "EXIT CODES:\n" + codigos.joined(separator: "\n"),
    ].joined(separator: "\n\n")
  }

  /// Where the server, the token, the CA file and the timeout come from, for `--help` and the
  /// manual page.
  static let configuracion = """
    The server, the token, the CA file and the timeout come from, in this order: \
    --api, --token, --ca-file and --timeout; the environment variables ARTICULOS_API, \
    ARTICULOS_TOKEN, ARTICULOS_CA_FILE and ARTICULOS_TIMEOUT; the config file \
    $XDG_CONFIG_HOME/articulos/config (default ~/.config/articulos/config), made of \
    'api = URL', 'token = TOKEN', 'ca-file = /absolute/path.pem' and 'timeout = SECONDS' \
    lines; and the defaults: the server \(Ajustes.apiPorDefecto.absoluteString) and a \
    timeout of \(Ajustes.tiempoMaximoPorDefecto.segundosLegibles) s. The config file \
    must be yours and not writable by group or others, and one that holds a token not \
    readable by them either (chmod 600). Reads need no token; writes do. The token never appears in output, \
    errors or traces, and a request that carries it never follows a redirect. TLS \
    certificates are always verified; a CA file adds authorities to trust.
    """

  private static func opcionesGlobales() -> String {
    "GLOBAL OPTIONS (before or after the subcommand):\n"
      + OpcionesGlobales.especificaciones.map { fila($0.firma, $0.ayuda) }.joined(separator: "\n")
  }

  /// What makes an article valid, in the words of `help save` and `help import`.
  static let limites =
    "a title of 1 to \(Articulo.longitudMaximaTitulo) characters, a body of at most 1 MiB "
    + "(\(Articulo.longitudMaximaCuerpo) bytes of UTF-8), at most \(Articulo.maximoEtiquetas) "
    + "tags of at most \(Articulo.longitudMaximaEtiqueta) characters each, none repeated"

  /// What `subcomando` does, in more words than its ``Subcomando/resumen``, for its help and the
  /// manual page.
  static func discusion(de subcomando: Subcomando) -> String {
    switch subcomando {
    case .listar:
      "Articles come in id order, a page at a time from the server, and are printed as they "
        + "come. The table fits the terminal: the title first, then tags, date and id; long "
        + "titles and tags are cut with '…'. \(idsCortos) --page N shows the Nth run of --limit "
        + "articles (the server lists by cursor, so the ones before are read and skipped), and "
        + "the line under the table gives the command for the next page, ready to paste. "
        + "--sort title or --sort updated reads every article first (the server lists only by "
        + "id), then sorts them: titles ignoring case and accents, updates newest first, ties by "
        + "id. With --all, the first page sets the columns' widths, and a page that fails for a "
        + "passing reason is tried again. \(filtro("articles")) \(porNumero)"
    case .buscar:
      "Finds the articles whose title, body or tags contain every word of TEXT, ignoring case "
        + "and accents. The best match comes first (a word in the title counts most, then in "
        + "the tags, then in the body; equal matches go by id), in pages of 20. Under each "
        + "result, an excerpt shows the words that matched: bold yellow on a colour terminal, "
        + "[between brackets] with NO_COLOR, TERM=dumb or when the output is not a terminal; "
        + "--json gives it as \"extractos\". \(idsCortos) A page without results exits "
        + "with 1, as grep does, and prints no error (a failure always prints 'Error:'). "
        + "\(filtro("matches")) A server that does not let "
        + "the tool run SQL gives the results in id order, without excerpts, and the tool says "
        + "so once on standard error."
    case .mostrar:
      "Prints the article's fields, a blank line, and its whole body, word-wrapped to the "
        + "terminal. The id may be a prefix of one article's id, such as the short ids of list "
        + "and search: it is looked up by reading every id when no article has it whole."
    case .guardar:
      "Without --id, creates an article with a new id. With --id, updates that article: the "
        + "fields given replace the old ones, the others are kept. The article is checked "
        + "before anything is sent (\(limites)); an invalid one ends with exit code 64. The "
        + "same limits hold for import and copy, so whatever export writes imports again. "
        + "A Markdown note given to --file is read as import reads it and saved under the id "
        + "import gives it: created the first time, updated after. --body - and --body-file "
        + "take the body from standard input or a file, for bodies too long or too awkward "
        + "to quote. Writing needs a token."
    case .borrar:
      "Asks for confirmation on a terminal; an answer other than yes keeps the article and "
        + "exits with 5, without an error. Without a terminal, refuses unless --yes is given "
        + "(exit code 5). Ids given as arguments may be prefixes of one id each. Writing needs a token. With several ids, or with --from and a file of "
        + "ids (one a line; '-' reads them from standard input, which then cannot answer, so "
        + "--yes is needed), it asks once for all, deletes them in batches of 500 ids (one "
        + "transaction each, through the server's bulk delete query; a server without it gets "
        + "one request per id, with a note on standard error), with retries, shows progress and "
        + "lists the ids not found (exit code 3) and not deleted. The first deletion that fails "
        + "for good stops the rest (exit code 1, or 4 for the token). After Ctrl-C (exit code "
        + "130) the requests already sent get their answers, and the report says exactly what "
        + "was deleted."
    case .importar:
      "Reads a JSON array of articles (what 'export' writes; id, etiquetas and dates may be "
        + "left out: an entry without id gets one derived from its title), JSON Lines (.jsonl, "
        + "an article a line, what 'export --format jsonl' writes), one Markdown file "
        + "or a folder of Markdown files, subfolders included (YAML front matter with title, "
        + "tags, id, created and updated, or a '# Title' line and an optional 'tags: a, b' "
        + "line, or else the file's name as title; then the body; the id comes from the "
        + "file's path). Articles are sent in batches of 100, "
        + "several at once; invalid ones "
        + "are reported and skipped. Progress is saved next to the input in "
        + "'\(EstadoDeImportacion.nombreDeArchivo)' (inside a folder, or beside a file) and "
        + "removed when the import completes; after Ctrl-C or a failure, run again with "
        + "--resume to skip what was saved (if the input changed meanwhile, every entry is sent "
        + "again). Importing again updates the same articles."
    case .exportar:
      "Writes every article as a JSON array (JSON Lines with --format jsonl, which import "
        + "reads from a .jsonl file), page by page. A file is written under a "
        + "temporary name and renamed at the end, so it is never left half-written. A row the "
        + "server holds but that is not a valid article is left out and named on standard "
        + "error with the reason, and the exit code is 1; every other article is written. "
        + "\(filtro("articles")) \(porNumero)"
    case .copiar:
      "Reads every article from the server of --api and saves it to the server of --to, in "
        + "batches. The destination needs a token: --to-token or ARTICULOS_TO_TOKEN."
    case .completado:
      "Prints a script that completes subcommands, options, the values of --sort, --format and "
        + "--color, and file names where a file is expected; it is made from the same tables as "
        + "this help, so it always matches this version. Install it for bash with "
        + "'source <(articulos completion bash)' in ~/.bashrc (or save it as "
        + "~/.local/share/bash-completion/completions/articulos); for zsh, save it as a file "
        + "named _articulos in a folder of $fpath, before compinit runs (such as "
        + "~/.zfunc/_articulos with fpath+=(~/.zfunc) in ~/.zshrc); for fish, save it as "
        + "~/.config/fish/completions/articulos.fish. It reads no config file and needs no "
        + "server."
    case .manual:
      "Prints the manual page, in roff: every subcommand with its arguments and options, the "
        + "global options, the configuration, the environment, the exit codes and examples, "
        + "made from the same tables as this help. Read it with 'man -l <(articulos man)', or "
        + "install it as ~/.local/share/man/man1/articulos.1 and read it with 'man articulos'. "
        + "It reads no config file and needs no server."
    }
  }

  /// Command lines that show `subcomando` at work, for its help and the manual page.
  static func ejemplos(de subcomando: Subcomando) -> [String] {
    switch subcomando {
    case .listar:
      [
        "articulos list", "articulos list --limit 100 --page 2", "articulos list --all --json",
        "articulos list --sort updated --limit 5", "articulos list --full-ids --all",
        "articulos list --tag cultura --tag opinión --all",
      ]
    case .buscar:
      [
        "articulos search café", "articulos search \"café recetas\" --page 2",
        "articulos search películas --tag cultura",
      ]
    case .mostrar:
      ["articulos show 00000000-0000-0000-0000-000000000001", "articulos show 3f2a9c1e"]
    case .guardar:
      [
        "articulos save --title \"Café\" --body \"Moler justo antes.\" --tags café,receta",
        "articulos save --id 00000000-0000-0000-0000-000000000001 --title \"Otro\"",
        "articulos save --file articulo.json",
        "articulos save --file notas/cafe.md",
        "articulos save --title \"Borrador\" --body-file borrador.txt",
        "git log -1 --format=%B | articulos save --title \"Último cambio\" --body -",
      ]
    case .borrar:
      [
        "articulos delete 00000000-0000-0000-0000-000000000001 --yes",
        "articulos delete ID1 ID2 ID3",
        "articulos delete --from ids.txt --yes",
        "grep -v '^#' ids.txt | articulos delete --from - --yes",
      ]
    case .importar: ["articulos import articulos.json", "articulos import notas/ --resume"]
    case .exportar:
      [
        "articulos export articulos.json", "articulos export > articulos.json",
        "articulos export cultura.json --tag CULTURA",
      ]
    case .copiar: ["articulos copy --to http://127.0.0.1:8002 --to-token \"$TOKEN_DESTINO\""]
    case .completado:
      [
        "articulos completion fish > ~/.config/fish/completions/articulos.fish",
        "articulos completion zsh > ~/.zfunc/_articulos",
        "source <(articulos completion bash)",
      ]
    case .manual:
      [
        "articulos man | man -l -",
        "articulos man > ~/.local/share/man/man1/articulos.1",
      ]
    }
  }

  /// What `--tag` does, in the words of `help list`, `help search` and `help export`: `que`
  /// names what it keeps.
  private static func filtro(_ que: String) -> String {
    "With --tag, only the \(que) that have that tag; repeat it to require every tag given. Tags "
      + "compare ignoring case and accents (--tag CULTURA matches 'cultura'); an empty tag is a "
      + "usage error."
  }

  /// How `list` and `search` show ids, and that every command taking an id takes them.
  private static let idsCortos =
    "Ids are cut to the shortest prefix, from 8 characters, that tells the rows apart, as git "
    + "shortens hashes; show, save --id and delete accept such a prefix (an ambiguous one is a "
    + "usage error that lists the ids). --full-ids keeps them whole; --json always does."

  /// Why a long `list` or `export` with `--tag` is best run on a server at rest.
  private static let porNumero =
    "With --tag the server's pages are read by number: an article added meanwhile stops the "
    + "walk with an error rather than give one twice, and one deleted meanwhile may make it miss "
    + "another; run it again."

  /// One row of a two-column section: the name, then its wrapped description.
  private static func fila(_ nombre: String, _ descripcion: String) -> String {
    let cabeza = "  " + nombre
    let cuerpo = envolver(descripcion, sangria: sangria)
    if cabeza.count + 2 > sangria {
      return cabeza + "\n" + cuerpo
    }
    return cabeza + String(cuerpo.dropFirst(cabeza.count))
  }

  /// A usage line after `prefijo`, wrapped between its groups (`[--limit <n>]` stays whole),
  /// continuation lines aligned after the subcommand's name.
  ///
  /// ```swift
  /// Ayuda.envolverUso("USAGE: ", Subcomando.guardar.uso)
  /// // USAGE: articulos save [--id <id>] [--title <title>] [--body <body>] [--tags <tags>]
  /// //                      [--file <file>] [<global-options>]
  /// ```
  static func envolverUso(_ prefijo: String, _ uso: String) -> String {
    var grupos: [String] = []
    var actual = ""
    var profundidad = 0
    for caracter in uso {
      if caracter == " " && profundidad == 0 {
        grupos.append(actual)
        actual = ""
        continue
      }
      if caracter == "[" || caracter == "<" { profundidad += 1 }
      if caracter == "]" || caracter == ">" { profundidad -= 1 }
      actual.append(caracter)
    }
    grupos.append(actual)
    let cabeza = prefijo + grupos.prefix(2).joined(separator: " ")
    let margen = String(repeating: " ", count: cabeza.count + 1)
    var lineas = [cabeza]
    for grupo in grupos.dropFirst(2) {
      if lineas[lineas.count - 1].count + 1 + grupo.count > ancho {
        lineas.append(margen + grupo)
      } else {
        lineas[lineas.count - 1] += " " + grupo
      }
    }
    return lineas.joined(separator: "\n")
  }

  /// `texto` wrapped at ``ancho`` columns, every line indented by `sangria` spaces.
  static func envolver(_ texto: String, sangria: Int) -> String {
    let margen = String(repeating: " ", count: sangria)
    var lineas: [String] = []
    var actual = ""
    for palabra in texto.split(separator: " ") {
      if !actual.isEmpty, margen.count + actual.count + 1 + palabra.count > ancho {
        lineas.append(margen + actual)
        actual = ""
      }
      actual += (actual.isEmpty ? "" : " ") + palabra
    }
    if !actual.isEmpty { lineas.append(margen + actual) }
    return lineas.joined(separator: "\n")
  }
}
