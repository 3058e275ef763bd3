import AppCore
import ArticulosInterface

extension Ejecutor {
  /// The largest page `list` asks for.
  static let paginaMaximaDeListado = 100

  /// `list`: the first articles in id order, up to the limit or all of them.
  func listar(_ alcance: AlcanceDeListado) async throws(FalloDeEjecucion) {
    let limite: Int? =
      switch alcance {
      case .hasta(let limite): limite
      case .todos: nil
      }
    var explorador = ExploradorModel(
      tamanoPagina: min(limite ?? Self.paginaMaximaDeListado, Self.paginaMaximaDeListado))
    var ultima = try await conCliente(.listar) { () throws(ErrorArticulos) in
      try await explorador.primeraPagina()
    }
    while explorador.hayMas, limite.map({ explorador.articulos.count < $0 }) ?? true {
      guard
        let pagina = try await conCliente(
          .listar, { () throws(ErrorArticulos) in try await explorador.siguientePagina() })
      else { break }
      ultima = pagina
    }
    let articulos = limite.map { Array(explorador.articulos.prefix($0)) } ?? explorador.articulos
    let hayMas = ultima.hayMas || articulos.count < explorador.articulos.count
    if globales.json {
      imprimirJSON(
        FormatoJSON.Listado(
          articulos: articulos, total: ultima.total, totalEsMinimo: ultima.totalEsMinimo,
          hayMas: hayMas))
      return
    }
    if !articulos.isEmpty {
      consola.imprimir(
        Presentacion.tabla(
          articulos, ancho: consola.terminal.ancho, resaltarCabecera: resaltar))
    }
    consola.imprimir(
      Presentacion.pieDeListado(
        mostrados: articulos.count, total: ultima.total, totalEsMinimo: ultima.totalEsMinimo,
        hayMas: hayMas, limite: limite))
  }

  /// `search TEXT --page N`.
  func buscar(_ texto: String, pagina: Int) async throws(FalloDeEjecucion) {
    var busqueda = BusquedaModel()
    let resultado = try await conCliente(.buscar) { () throws(ErrorArticulos) in
      try await busqueda.buscar(texto, pagina: pagina)
    }
    if globales.json {
      imprimirJSON(
        FormatoJSON.Listado(
          articulos: resultado.pagina.articulos, total: resultado.pagina.total,
          totalEsMinimo: resultado.pagina.totalEsMinimo, hayMas: resultado.pagina.hayMas,
          pagina: resultado.numero))
      return
    }
    if !resultado.pagina.articulos.isEmpty {
      consola.imprimir(
        Presentacion.tabla(
          resultado.pagina.articulos, ancho: consola.terminal.ancho, resaltarCabecera: resaltar))
    }
    consola.imprimir(Presentacion.pieDeBusqueda(resultado))
  }

  /// `show ID`.
  func mostrar(_ id: Articulo.ID) async throws(FalloDeEjecucion) {
    let detalle = DetalleModel(id: id)
    let articulo = try await conCliente(.mostrar) { () throws(ErrorArticulos) in
      try await detalle.cargar()
    }
    if globales.json {
      imprimirJSON(articulo)
    } else {
      consola.imprimir(Presentacion.detalle(articulo))
    }
  }

  /// Whether table headers are bold: standard output is a terminal that welcomes colour.
  var resaltar: Bool { consola.terminal.colorEnSalida }
}
