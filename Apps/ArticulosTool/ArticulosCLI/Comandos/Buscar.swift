import AppCore
import ArticulosInterface

extension Subcomando {
  /// `search TEXT`: the articles that contain every word of a text.
  static let buscar = Subcomando(
    nombre: "search",
    resumen: "Search the articles that contain every word of TEXT, best match first.",
    argumentos: [
      EspecificacionDeArgumento(nombre: "text", ayuda: "Words to find, quoted as one argument.")
    ],
    opciones: [
      EspecificacionDeOpcion(
        nombre: "--page", valor: "n", ayuda: "Which page of results, from 1 (default 1)."),
      Self.etiqueta(de: "find"),
      Self.idsCompletos,
    ],
    soloLee: true,
    discusion:
      "Finds the articles whose title, body or tags contain every word of TEXT, ignoring case "
      + "and accents. The best match comes first (a word in the title counts most, then in "
      + "the tags, then in the body; equal matches go by id), in pages of 20. Under each "
      + "result, an excerpt shows the words that matched: bold yellow on a colour terminal, "
      + "[between brackets] with NO_COLOR, TERM=dumb or when the output is not a terminal; "
      + "--json gives it as \"extractos\". \(Ayuda.idsCortos) A page without results exits "
      + "with 1, as grep does, and prints no error (a failure always prints 'Error:'). "
      + "\(Ayuda.filtro("matches")) A server that does not let "
      + "the tool run SQL gives the results in id order, without excerpts, and the tool says "
      + "so once on standard error.",
    ejemplos: [
      "articulos search café", "articulos search \"café recetas\" --page 2",
      "articulos search películas --tag cultura",
    ],
    comando: Buscar.self)
}

/// `search TEXT`: the articles that contain every word of a text, a page at a time; with `--tag`,
/// only those with every tag given; `--full-ids`.
struct Buscar: ComandoDeArticulos {
  static var subcomando: Subcomando { .buscar }

  /// The words to find.
  var texto: String
  /// `--page`: which page of results, from 1.
  var pagina: Int
  /// `--tag`'s tags: only the articles that have every one.
  var etiquetas: [String] = []
  /// `--full-ids`: whole ids in the table.
  var idsCompletos: Bool = false

  /// Reads the text, which must hold a word the index knows, and the options.
  static func leer(
    _ lectura: LecturaDeSubcomando, entorno: [String: String]
  ) throws(ErrorDeUso) -> Buscar {
    let texto = try lectura.posicionales(exactamente: 1)[0]
    guard !texto.allSatisfy(\.isWhitespace) else {
      throw lectura.error("The search text is empty; give at least one word.")
    }
    // NB: The index knows only words (runs of letters and digits): text without one would
    // match every article, which is not what anyone searching for '!!!' means.
    guard !TextoNormalizado.palabras(texto).isEmpty else {
      throw lectura.error(
        "The search text '\(texto)' has no word to search for (letters or digits); give at "
          + "least one word.")
    }
    return Buscar(
      texto: texto, pagina: try lectura.numero("--page") ?? 1, etiquetas: try lectura.etiquetas(),
      idsCompletos: lectura.banderas.contains("--full-ids"))
  }

  /// Runs ``Ejecutor/buscar(_:pagina:etiquetas:idsCompletos:)``.
  func ejecutar(en ejecutor: Ejecutor) async throws(FalloDeEjecucion) {
    try await ejecutor.buscar(
      texto, pagina: pagina, etiquetas: etiquetas, idsCompletos: idsCompletos)
  }
}

extension Comando {
  /// `search`: see ``Buscar``.
  static func buscar(
    texto: String, pagina: Int, etiquetas: [String] = [], idsCompletos: Bool = false
  ) -> Comando {
    Comando(Buscar(texto: texto, pagina: pagina, etiquetas: etiquetas, idsCompletos: idsCompletos))
  }
}

extension Ejecutor {
  /// `search TEXT --page N [--tag T]...`: the results, each with its excerpt on the line under
  /// its row (``Presentacion/resultados(_:ancho:color:idsCompletos:)``).
  ///
  /// A page without results ends with status 1 and no error, as `grep` and `rg` do, after
  /// saying so (or printing the `--json` document); a failure always prints `Error:` too.
  @MainActor
  func buscar(
    _ texto: String, pagina: Int, etiquetas: [String] = [], idsCompletos: Bool = false
  ) async throws(FalloDeEjecucion) {
    let busqueda = BusquedaModel()
    let resultado = try await conCliente(.buscar) {
      try await busqueda.buscar(texto, etiquetas: etiquetas, pagina: pagina)
    }
    if globales.json {
      imprimirJSON(
        FormatoJSON.Listado(
          articulos: resultado.pagina.articulos, total: resultado.pagina.total,
          totalEsMinimo: resultado.pagina.totalEsMinimo, hayMas: resultado.pagina.siguiente != nil,
          pagina: resultado.numero,
          ilegibles: resultado.pagina.ilegibles.map(FormatoJSON.Ilegible.init),
          extractos: FormatoJSON.extractos(resultado.pagina.extractos)))
    } else {
      if !resultado.pagina.articulos.isEmpty {
        // NB: Already safe: every piece from the server was neutralised before the colours.
        consola.escribirSalida(
          Presentacion.resultados(
            resultado.pagina, ancho: consola.terminal.ancho, color: resaltar,
            idsCompletos: idsCompletos) + "\n")
      }
      let siguiente = Presentacion.ordenDeBusqueda(
        globales.palabrasDeConsejo, texto: texto, pagina: resultado.numero + 1,
        etiquetas: etiquetas, extra: idsCompletos ? ["--full-ids"] : [])
      consola.imprimir(
        Presentacion.pieDeBusqueda(
          resultado, siguiente: siguiente, ancho: consola.terminal.ancho))
    }
    try Self.comprobarLectura(resultado.pagina.ilegibles, faltanDe: "the results")
    if resultado.pagina.articulos.isEmpty { throw FalloDeEjecucion.sinError(.fallo) }
  }
}
