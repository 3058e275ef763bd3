import ArticulosInterface

/// The manual page `articulos man` prints: roff for `man`, section 1.
///
/// It says what `--help` says, from the same tables: every subcommand (``Subcomando``) with its
/// usage, summary, discussion, arguments and options; the global options
/// (``OpcionesGlobales/especificaciones``); the configuration (``Ayuda/configuracion``); the exit
/// codes (``CodigoDeSalida``); and each subcommand's examples. Every piece of text goes through
/// ``Roff``.
///
/// ```swift
/// print(PaginaDeManual.texto())  // articulos man | man -l -
/// ```
enum PaginaDeManual {
  /// The whole page, without a final newline.
  static func texto() -> String {
    var lineas = [
      ".\\\" The manual page of articulos \(Version.actual), written by 'articulos man'.",
      ".TH ARTICULOS 1 \"\" \(Roff.argumento("articulos " + Version.actual)) \"User Commands\"",
      ".nh",
      ".ad l",
      ".SH NAME",
      "articulos \\- "
        + Roff.texto(
          "browse, edit, import, export and copy articles on a Datasette or PostgreSQL server"),
      ".SH SYNOPSIS",
      Roff.negrita("articulos") + " [" + Roff.cursiva("global-options") + "] "
        + Roff.cursiva("subcommand") + " [" + Roff.cursiva("options") + "]",
      ".br",
      Roff.negrita("articulos help") + " [" + Roff.cursiva("subcommand") + "]",
      ".SH DESCRIPTION",
      Roff.texto(
        "articulos lists, searches, shows, saves, deletes, imports, exports and copies the "
          + "articles of a Datasette server (or of a PostgreSQL database given to --api as a "
          + "libpq URI). Global options go before or after the subcommand; a subcommand's "
          + "options go after it. Options take their value as the next argument or after '=' "
          + "(--limit 5, --limit=5); everything after -- is positional. Results go to standard "
          + "output, and everything else (progress, questions, errors) to standard error."),
      ".SH COMMANDS",
    ]
    for subcomando in Subcomando.allCases {
      lineas += seccion(de: subcomando)
    }
    lineas += [".SH GLOBAL OPTIONS"] + OpcionesGlobales.especificaciones.flatMap(opcion)
    lineas += [".SH CONFIGURATION", Roff.texto(Ayuda.configuracion)]
    lineas += [".SH ENVIRONMENT"] + entorno.flatMap { [".TP", Roff.negrita($0), Roff.texto($1)] }
    lineas += [".SH FILES"] + archivos.flatMap { [".TP", Roff.cursiva($0), Roff.texto($1)] }
    lineas.append(".SH EXIT STATUS")
    for codigo in CodigoDeSalida.allCases {
      lineas += [".TP", Roff.negrita(String(codigo.rawValue)), Roff.texto(codigo.significado)]
    }
    // NB: one example a line, in fill mode: a line too long for the window wraps instead of
    // running past it.
    lineas.append(".SH EXAMPLES")
    lineas += Subcomando.allCases.flatMap(\.ejemplos).flatMap { [Roff.texto($0), ".br"] }
    lineas += [".SH SEE ALSO", Roff.texto("articulos --help, articulos help <subcommand>.")]
    return lineas.joined(separator: "\n")
  }

  /// One subcommand: its usage as the heading's first line, then what it does, its arguments and
  /// its options.
  private static func seccion(de subcomando: Subcomando) -> [String] {
    var lineas = [
      ".SS " + Roff.argumento(subcomando.nombre),
      Roff.negrita(subcomando.uso),
      ".PP",
      Roff.texto(subcomando.resumen + " " + subcomando.discusion),
    ]
    for argumento in subcomando.argumentos {
      lineas += [".TP", Roff.cursiva(argumento.firma), Roff.texto(argumento.ayuda)]
    }
    return lineas + subcomando.opciones.flatMap(opcion)
  }

  /// One option as a tagged paragraph: `\-\-limit n`, then its help.
  private static func opcion(_ especificacion: EspecificacionDeOpcion) -> [String] {
    var etiqueta = [especificacion.alias, especificacion.nombre].compactMap(\.self).map(
      Roff.negrita
    ).joined(separator: ", ")
    if let valor = especificacion.valor {
      etiqueta += " " + Roff.cursiva(especificacion.clase.alternativas ?? valor)
    }
    return [".TP", etiqueta, Roff.texto(especificacion.ayuda)]
  }

  /// The environment variables the tool reads, and what each changes.
  private static let entorno: [(String, String)] = [
    (Invocacion.variableApi, "The server, when --api is not given."),
    (Invocacion.variableToken, "The token for writes, when --token is not given."),
    (
      Invocacion.variableTokenDestino,
      "The token of copy's destination, when --to-token is not given."
    ),
    (
      Invocacion.variableAutoridades,
      "A PEM file of certificate authorities to trust, when --ca-file is not given."
    ),
    (
      Invocacion.variableTiempoMaximo,
      "The longest one request may take, in seconds, when --timeout is not given."
    ),
    (
      "XDG_CONFIG_HOME",
      "Where the config file is: $XDG_CONFIG_HOME/articulos/config (~/.config when unset or not absolute)."
    ),
    ("NO_COLOR", "When set and not empty, no colour unless --color always."),
    ("TERM", "When dumb, no colour unless --color always."),
    ("COLUMNS", "The width of the output when it is not a terminal's."),
    ("PGPASSWORD", "The password of a PostgreSQL server, as libpq reads it."),
    ("SSLKEYLOGFILE", "Where libcurl writes the TLS keys; honoured, with a warning."),
  ]

  /// The files the tool reads or writes besides those named on the command line.
  private static let archivos: [(String, String)] = [
    (
      "~/.config/articulos/config",
      "The config file (under $XDG_CONFIG_HOME when set): api, token, ca-file and timeout lines; it must be yours, not writable by others, and not readable by them when it holds a token."
    ),
    (
      EstadoDeImportacion.nombreDeArchivo,
      "An import's progress, inside the folder imported or beside the file (with the file's name before it); removed when the import completes, read by import --resume."
    ),
  ]
}
