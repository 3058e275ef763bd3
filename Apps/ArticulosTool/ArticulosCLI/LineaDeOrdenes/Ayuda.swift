import ArticulosInterface

/// The help text of the tool and of each subcommand, built from the same tables the parser
/// reads (``Subcomando``, ``OpcionesGlobales/especificaciones``, ``CodigoDeSalida``), and the
/// phrases that several subcommands' discussions share.
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
      envolver(subcomando.discusion, sangria: 0),
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
      "EXAMPLES:\n" + subcomando.ejemplos.map { "  " + $0 }.joined(separator: "\n"))
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

  /// What `--tag` does, in the words of `help list`, `help search` and `help export`: `que`
  /// names what it keeps.
  static func filtro(_ que: String) -> String {
    "With --tag, only the \(que) that have that tag; repeat it to require every tag given. Tags "
      + "compare ignoring case and accents (--tag CULTURA matches 'cultura'); an empty tag is a "
      + "usage error."
  }

  /// How `list` and `search` show ids, and that every command taking an id takes them.
  static let idsCortos =
    "Ids are cut to the shortest prefix, from 8 characters, that tells the rows apart, as git "
    + "shortens hashes; show, save --id and delete accept such a prefix (an ambiguous one is a "
    + "usage error that lists the ids). --full-ids keeps them whole; --json always does."

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
