import AppCore
import ArticulosInterface

extension Ejecutor {
  /// The largest page `list --limit` asks for; `--all` asks for the largest the server gives.
  static let paginaMaximaDeListado = 100

  /// `list`: the first articles in id order, up to the limit or all of them, printed page by
  /// page as they come, so memory holds a page or two however many articles there are.
  ///
  /// With `--all`, a read that fails for a passing reason is tried again (as `export` does);
  /// the first N are a page or a few and fail at once. The table takes its column widths from
  /// the first page. A failure after the first page leaves what was already printed, and the
  /// exit code says the output is incomplete. Entries the server holds but the client cannot
  /// read do not stop the listing: they are named at the end and the exit status is 1. With
  /// `etiquetas` (`--tag`), only the articles that have every one of them.
  @MainActor
  func listar(
    _ alcance: AlcanceDeListado, etiquetas: [String] = []
  ) async throws(FalloDeEjecucion) {
    let limite: Int? =
      switch alcance {
      case .hasta(let limite): limite
      case .todos: nil
      }
    // NB: --all walks at the server's pace: the largest pages it gives, the next one asked
    // while this one prints. A limit asks for no more than it shows.
    let explorador = ExploradorModel(
      tamanoPagina: limite.map { min($0, Self.paginaMaximaDeListado) }
        ?? PaginasDeArticulos.tamanoMaximo,
      reintentos: limite == nil ? reintentos : .ninguno, etiquetas: etiquetas)
    var paginas = explorador.paginas(adelantando: limite == nil).makeAsyncIterator()
    var mostrados = 0
    var ultima: Pagina?
    var ultimaContada: Pagina?
    var cortado = false
    var disposicion: DisposicionDeTabla?
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
      let articulos = Array(pagina.articulos.prefix(limite.map { $0 - mostrados } ?? Int.max))
      cortado = articulos.count < pagina.articulos.count
      if globales.json {
        var trozo = ultima == nil ? FormatoJSON.ListadoPorPartes.apertura : ""
        for (indice, articulo) in articulos.enumerated() {
          trozo += FormatoJSON.ListadoPorPartes.articulo(articulo, primero: mostrados + indice == 0)
        }
        consola.escribirSalida(trozo)
      } else if !articulos.isEmpty {
        let tabla = Presentacion.tablaDeArticulos(articulos)
        var lineas: [String] = []
        let conCabecera = disposicion == nil
        if disposicion == nil {
          let primera = tabla.disposicion(dentroDe: consola.terminal.ancho)
          lineas.append(primera.cabecera)
          disposicion = primera
        }
        if let disposicion { lineas += tabla.filas.map(disposicion.linea) }
        consola.imprimir(
          lineas.joined(separator: "\n"), resaltandoLaPrimeraLinea: conCabecera && resaltar)
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
          mostrados: mostrados, total: total, totalEsMinimo: totalEsMinimo, hayMas: hayMas,
          limite: limite, etiquetas: etiquetas))
    }
    try Self.comprobarLectura(ilegibles, faltanDe: "the list")
  }
}
