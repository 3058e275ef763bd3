import AppCore
import ArticulosInterface
import Foundation

extension Subcomando {
  /// `list`: the articles, in id order.
  static let listar = Subcomando(
    nombre: "list", resumen: "List articles, a page at a time, by id unless --sort.",
    opciones: [
      EspecificacionDeOpcion(
        nombre: "--all", ayuda: "List every article, page after page.",
        excluye: ["--limit", "--page"]),
      EspecificacionDeOpcion(
        nombre: "--limit", valor: "n",
        ayuda: "List at most N articles, a page of N (default \(Listar.limitePorDefecto))."),
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
    ],
    soloLee: true,
    discusion: "Articles come in id order, a page at a time from the server, and are printed as "
      + "they come. The table fits the terminal: the title first, then tags, date and id; long "
      + "titles and tags are cut with '…'. \(Ayuda.idsCortos) --page N shows the Nth run of "
      + "--limit articles (the server lists by cursor, so the ones before are read and skipped), "
      + "and the line under the table gives the command for the next page, ready to paste. "
      + "--sort title or --sort updated reads every article first (the server lists only by "
      + "id), then sorts them: titles ignoring case and accents, updates newest first, ties by "
      + "id. With --all, the first page sets the columns' widths, and a page that fails for a "
      + "passing reason is tried again. \(Ayuda.filtro("articles"))",
    ejemplos: [
      "articulos list", "articulos list --limit 100 --page 2", "articulos list --all --json",
      "articulos list --sort updated --limit 5", "articulos list --full-ids --all",
      "articulos list --tag cultura --tag opinión --all",
    ],
    comando: Listar.self)
}

/// `list`: up to a limit of articles, or all of them; with `--tag`, only those with every tag
/// given; `--page` (from 1, pages of the limit), `--sort`, and `--full-ids`.
struct Listar: ComandoDeArticulos {
  /// How many articles `list` shows without `--limit` or `--all`.
  static let limitePorDefecto = 20

  static var subcomando: Subcomando { .listar }

  /// How many articles: up to `--limit`, or all of them with `--all`.
  var alcance: AlcanceDeListado
  /// `--tag`'s tags: only the articles that have every one.
  var etiquetas: [String] = []
  /// `--page`: which run of the limit, from 1.
  var pagina: Int = 1
  /// `--sort`.
  var orden: OrdenDeListado = .id
  /// `--full-ids`: whole ids in the table.
  var idsCompletos: Bool = false

  /// Reads the options: `--all` goes with neither `--limit` nor `--page`.
  static func leer(
    _ lectura: LecturaDeSubcomando, entorno: [String: String]
  ) throws(ErrorDeUso) -> Listar {
    try lectura.posicionales(exactamente: 0)
    let orden = try ordenDeListado(lectura)
    let idsCompletos = lectura.banderas.contains("--full-ids")
    if lectura.banderas.contains("--all") {
      guard lectura.valores["--limit"] == nil else {
        throw lectura.error("'--all' and '--limit' cannot be used together; choose one.")
      }
      guard lectura.valores["--page"] == nil else {
        throw lectura.error(
          "'--all' and '--page' cannot be used together: --all lists every page.")
      }
      return Listar(
        alcance: .todos, etiquetas: try lectura.etiquetas(), orden: orden,
        idsCompletos: idsCompletos)
    }
    return Listar(
      alcance: .hasta(try lectura.numero("--limit") ?? limitePorDefecto),
      etiquetas: try lectura.etiquetas(), pagina: try lectura.numero("--page") ?? 1, orden: orden,
      idsCompletos: idsCompletos)
  }

  /// `--sort`'s order, `id` when not given.
  private static func ordenDeListado(
    _ lectura: LecturaDeSubcomando
  ) throws(ErrorDeUso) -> OrdenDeListado {
    guard let texto = lectura.valores["--sort"] else { return .id }
    guard let orden = OrdenDeListado(rawValue: texto) else {
      throw lectura.error(lectura.invalido(texto, de: "--sort"))
    }
    return orden
  }

  /// Runs ``Ejecutor/listar(_:etiquetas:pagina:orden:idsCompletos:)``.
  func ejecutar(en ejecutor: Ejecutor) async throws(FalloDeEjecucion) {
    try await ejecutor.listar(
      alcance, etiquetas: etiquetas, pagina: pagina, orden: orden, idsCompletos: idsCompletos)
  }
}

extension Comando {
  /// `list`: see ``Listar``.
  static func listar(
    _ alcance: AlcanceDeListado, etiquetas: [String] = [], pagina: Int = 1,
    orden: OrdenDeListado = .id, idsCompletos: Bool = false
  ) -> Comando {
    Comando(
      Listar(
        alcance: alcance, etiquetas: etiquetas, pagina: pagina, orden: orden,
        idsCompletos: idsCompletos))
  }
}

extension Ejecutor {
  /// The largest limit `list` shows as one page that fails at once; a larger one walks pages
  /// with retries, as `--all` does.
  static let paginaMaximaDeListado = 100

  /// `list`: a page of articles in id order (the `pagina`th run of the limit, 20 by default),
  /// or all of them, printed page by page as they come, so memory holds a page or two however
  /// many articles there are; with `orden` other than `.id`, every article is read and sorted
  /// first (``listarOrdenados(_:etiquetas:pagina:orden:idsCompletos:)``).
  ///
  /// The contract lists by cursor, so page N reads the articles before it and skips them. With
  /// `--all`, a read that fails for a passing reason is tried again (as `export` does); the
  /// first page fails at once. The table takes its column widths from the first page, and
  /// shows ids cut to the shortest prefix that tells the rows apart (``Presentacion/longitudDeIds(_:anterior:minimo:)``)
  /// unless `idsCompletos`. A failure after the first page leaves what was already printed,
  /// and the exit code says the output is incomplete. Entries the server holds but the client
  /// cannot read do not stop the listing: they are named at the end and the exit status is 1.
  /// With `etiquetas` (`--tag`), only the articles that have every one of them.
  @MainActor
  func listar(
    _ alcance: AlcanceDeListado, etiquetas: [String] = [], pagina: Int = 1,
    orden: OrdenDeListado = .id, idsCompletos: Bool = false
  ) async throws(FalloDeEjecucion) {
    guard orden == .id else {
      return try await listarOrdenados(
        alcance, etiquetas: etiquetas, pagina: pagina, orden: orden, idsCompletos: idsCompletos)
    }
    let limite: Int? =
      switch alcance {
      case .hasta(let limite): limite
      case .todos: nil
      }
    let desde = limite.map { $0 * (pagina - 1) } ?? 0
    // NB: --all walks at the server's pace: the largest pages it gives, the next one asked
    // while this one prints. A limit asks for no more than it shows (the client answers a
    // large one with the largest page its server allows, counting only the first), and one
    // past what any server holds in a page asks for the next page early, as --all does.
    let tamanoPagina = Self.tamanoDePagina(limite: limite, desde: desde)
    let recorrido = limite.map { $0 > Self.paginaMaximaDeListado } ?? true
    let adelantando =
      limite.map { $0 > ParametrosDelContrato.actuales.tamanoMaximoDePagina } ?? true
    let explorador = ExploradorModel(
      tamanoPagina: tamanoPagina, reintentos: recorrido || desde > 0 ? reintentos : .ninguno,
      etiquetas: etiquetas)
    var paginas = explorador.paginas(adelantando: adelantando).makeAsyncIterator()
    var saltados = 0
    var mostrados = 0
    var ultima: Pagina?
    var ultimaContada: Pagina?
    var cortado = false
    var disposicion: DisposicionDeTabla?
    var longitudDeId = Presentacion.longitudMinimaDeId
    var idAnterior: String?
    var ilegibles: [ArticuloIlegible] = []
    while limite.map({ mostrados < $0 }) ?? true {
      let siguiente: Pagina?
      do {
        siguiente = try await paginas.next()
      } catch {
        throw FalloDeEjecucion(error, en: .listar)
      }
      guard let pagina = siguiente else { break }
      ilegibles += pagina.ilegibles
      let saltar = min(desde - saltados, pagina.articulos.count)
      saltados += saltar
      let restantes = pagina.articulos.dropFirst(saltar)
      let articulos = Array(restantes.prefix(limite.map { $0 - mostrados } ?? Int.max))
      cortado = articulos.count < restantes.count
      if globales.json {
        var trozo = ultima == nil ? FormatoJSON.ListadoPorPartes.apertura : ""
        for (indice, articulo) in articulos.enumerated() {
          trozo += FormatoJSON.ListadoPorPartes.articulo(articulo, primero: mostrados + indice == 0)
        }
        consola.escribirSalida(trozo)
      } else if !articulos.isEmpty {
        let ids = articulos.map(\.id.rawValue)
        longitudDeId = max(longitudDeId, Presentacion.longitudDeIds(ids, anterior: idAnterior))
        idAnterior = ids.last
        let tabla = Presentacion.tablaDeArticulos(
          articulos, longitudDeId: idsCompletos ? nil : longitudDeId)
        var lineas: [String] = []
        let conCabecera = disposicion == nil
        if disposicion == nil {
          let primera = tabla.disposicion(dentroDe: consola.terminal.ancho)
          lineas.append(primera.cabecera)
          disposicion = primera
        }
        if let disposicion { lineas += tabla.filas.map(disposicion.linea) }
        consola.escribirSalida(
          Presentacion.coloreado(
            lineas, cabecera: conCabecera, ids: tabla.filas.map { $0[3] }, color: resaltar)
            + "\n")
      }
      mostrados += articulos.count
      ultima = pagina
      if pagina.total != nil { ultimaContada = pagina }
      do {
        try consola.comprobarSalida()
      } catch {
        throw FalloDeEjecucion(.fallo, error.description + " The output is incomplete.")
      }
    }
    // The last page that was counted: a walk's later pages may come without a total.
    let contada = ultimaContada
    let total = contada?.total
    let totalEsMinimo = contada?.totalEsMinimo ?? false
    let hayMas = (ultima?.siguiente != nil) || cortado
    if globales.json {
      consola.escribirSalida(
        FormatoJSON.ListadoPorPartes.cierre(
          total: total, totalEsMinimo: totalEsMinimo, hayMas: hayMas, ilegibles: ilegibles))
    } else {
      consola.imprimir(
        Presentacion.pieDeListado(
          mostrados: mostrados, desde: desde, total: total, totalEsMinimo: totalEsMinimo,
          siguiente: hayMas && mostrados > 0
            ? ordenDeListado(
              limite: limite, pagina: pagina + 1, orden: orden, etiquetas: etiquetas,
              idsCompletos: idsCompletos) : nil,
          etiquetas: etiquetas, ancho: consola.terminal.ancho))
    }
    try Self.comprobarLectura(ilegibles, faltanDe: "the list")
  }

  /// The page size a listing asks for: the largest for `--all` or to skip to a later page, the
  /// limit otherwise, up to the largest (a limit past the server's page is then a walk: the
  /// client answers with the largest page its server allows and counts only the first).
  static func tamanoDePagina(limite: Int?, desde: Int) -> Int {
    guard let limite, desde == 0 else { return PaginasDeArticulos.tamanoMaximo }
    return min(limite, PaginasDeArticulos.tamanoMaximo)
  }

  /// `list --sort title|updated`: every article (with the tags given) read, sorted here, and
  /// the page asked for printed. The contract lists only by id, so no other order can come
  /// page by page: memory holds every article.
  @MainActor
  private func listarOrdenados(
    _ alcance: AlcanceDeListado, etiquetas: [String], pagina: Int, orden: OrdenDeListado,
    idsCompletos: Bool
  ) async throws(FalloDeEjecucion) {
    let explorador = ExploradorModel(
      tamanoPagina: PaginasDeArticulos.tamanoMaximo, reintentos: reintentos,
      etiquetas: etiquetas)
    var todos: [Articulo] = []
    var ilegibles: [ArticuloIlegible] = []
    var contada: Pagina?
    do {
      for try await leida in explorador.paginas(adelantando: true) {
        todos += leida.articulos
        ilegibles += leida.ilegibles
        if leida.total != nil { contada = leida }
      }
    } catch {
      throw FalloDeEjecucion(error, en: .listar)
    }
    let ordenados = Self.ordenados(todos, por: orden)
    let limite: Int? =
      switch alcance {
      case .hasta(let limite): limite
      case .todos: nil
      }
    let desde = min(limite.map { $0 * (pagina - 1) } ?? 0, ordenados.count)
    let articulos = Array(ordenados[desde...].prefix(limite ?? Int.max))
    let hayMas = desde + articulos.count < ordenados.count
    let total = contada?.total ?? ordenados.count
    let totalEsMinimo = contada?.totalEsMinimo ?? false
    if globales.json {
      imprimirJSON(
        FormatoJSON.Listado(
          articulos: articulos, total: total, totalEsMinimo: totalEsMinimo, hayMas: hayMas,
          ilegibles: ilegibles.map(FormatoJSON.Ilegible.init)))
    } else {
      if !articulos.isEmpty {
        let tabla = Presentacion.tablaDeArticulos(
          articulos,
          longitudDeId: idsCompletos
            ? nil : Presentacion.longitudDeIds(articulos.map(\.id.rawValue)))
        let disposicion = tabla.disposicion(dentroDe: consola.terminal.ancho)
        consola.escribirSalida(
          Presentacion.coloreado(
            [disposicion.cabecera] + tabla.filas.map(disposicion.linea), cabecera: true,
            ids: tabla.filas.map { $0[3] }, color: resaltar) + "\n")
      }
      consola.imprimir(
        Presentacion.pieDeListado(
          mostrados: articulos.count, desde: desde, total: total, totalEsMinimo: totalEsMinimo,
          siguiente: hayMas
            ? ordenDeListado(
              limite: limite, pagina: pagina + 1, orden: orden, etiquetas: etiquetas,
              idsCompletos: idsCompletos) : nil,
          etiquetas: etiquetas, ancho: consola.terminal.ancho))
    }
    try Self.comprobarLectura(ilegibles, faltanDe: "the list")
  }

  /// `articulos` sorted by `orden`: titles ignoring case and accents, or the newest update
  /// first; ties by id.
  static func ordenados(_ articulos: [Articulo], por orden: OrdenDeListado) -> [Articulo] {
    switch orden {
    case .id:
      return articulos
    case .titulo:
      let claves = articulos.map { articulo in
        articulo.titulo.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      }
      let indices = articulos.indices.sorted { uno, otro in
        if claves[uno] != claves[otro] { return claves[uno] < claves[otro] }
        return articulos[uno].id.rawValue < articulos[otro].id.rawValue
      }
      return indices.map { articulos[$0] }
    case .actualizado:
      return articulos.sorted { uno, otro in
        uno.actualizado != otro.actualizado
          ? uno.actualizado > otro.actualizado : uno.id.rawValue < otro.id.rawValue
      }
    }
  }

  /// The words of the `list` command that shows page `pagina` with these options, for a hint.
  func ordenDeListado(
    limite: Int?, pagina: Int, orden: OrdenDeListado, etiquetas: [String], idsCompletos: Bool
  ) -> [String] {
    var palabras = globales.palabrasDeConsejo + ["list"]
    if let limite, limite != Listar.limitePorDefecto { palabras += ["--limit", "\(limite)"] }
    palabras += ["--page", "\(pagina)"]
    if orden != .id { palabras += ["--sort", orden.rawValue] }
    palabras += Presentacion.opciones(de: etiquetas)
    if idsCompletos { palabras.append("--full-ids") }
    return palabras
  }
}
