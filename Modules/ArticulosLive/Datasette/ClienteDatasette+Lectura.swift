import ArticulosInterface
import Foundation

extension ClienteDatasette {
  /// One page of the table or of a search: `GET <table>.json?_size=N[&_search=...][&_next=...]`.
  ///
  /// With `contar`, the answer has the total (`_extra=count`); with `Fila` set to
  /// ``DatasetteSoloId`` only ids come back (`_col=id`), for walking pages cheaply. A page with
  /// more rows than `tamano` is ``ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)``.
  ///
  /// ```swift
  /// let json = try await datasette.pagina(
  ///   DatasetteFila.self, busqueda: "cafe", tamano: 20, desde: nil, contar: true)
  /// ```
  func pagina<Fila: Decodable & Sendable>(
    _ fila: Fila.Type, busqueda: String?, filtros: [(nombre: String, valor: String)] = [],
    tamano: Int, desde cursor: CursorDePagina?, contar: Bool
  ) async throws(ErrorArticulos) -> DatasettePaginaJSON<Fila> {
    var parametros: [(nombre: String, valor: String)] = [
      ("_shape", "objects"), ("_size", String(tamano)),
    ]
    if contar { parametros.append(("_extra", "count")) }
    if Fila.self == DatasetteSoloId.self { parametros.append(("_col", "id")) }
    if let busqueda { parametros.append(("_search", busqueda)) }
    parametros += filtros
    if let cursor { parametros.append(("_next", cursor.rawValue)) }
    let response = try await enviar(peticion(.get, try urls.listado(parametros)), .lectura)
    let json = try decodificar(DatasettePaginaJSON<Fila>.self, de: response)
    guard json.rows.count <= tamano else {
      throw .respuestaInvalida(
        "a page holds \(json.rows.count) rows where \(tamano) were asked for")
    }
    return json
  }

  /// One page of every article in id order, starting at `cursor`.
  ///
  /// ```swift
  /// let primera = try await datasette.listar(desde: nil, tamano: 100)
  /// ```
  func listar(desde cursor: CursorDePagina?, tamano: Int) async throws(ErrorArticulos) -> Pagina {
    try Self.validarTamano(tamano)
    let json = try await pagina(
      DatasetteFilaLeida.self, busqueda: nil, tamano: tamano, desde: cursor, contar: true)
    return Self.pagina(json)
  }

  /// Every article in id order, following `next` to the last page.
  ///
  /// One row that is not an article fails the whole call: a caller that wants the others
  /// walks ``listar(desde:tamano:)``, whose pages name such rows. Pages of ``tamanoDeCarga`` rows, asked one after another inside
  /// ``HTTPClient/sequentially(_:)``; if one is larger than the HTTP client accepts, the size is
  /// halved and the same page asked again.
  ///
  /// ```swift
  /// let todos = try await datasette.cargar()
  /// ```
  func cargar() async throws(ErrorArticulos) -> [Articulo] {
    // NB: One page after another: on one kept connection, with no thread hand-off per page.
    try await http.sequentially { () async throws(ErrorArticulos) -> [Articulo] in
      try await cargarPaginas()
    }
  }

  /// The pages of ``cargar()``, one after another.
  private func cargarPaginas() async throws(ErrorArticulos) -> [Articulo] {
    var articulos: [Articulo] = []
    var cursor: CursorDePagina?
    var cursores: Set<CursorDePagina> = []
    var ids: Set<Articulo.ID> = []
    var tamano = Self.tamanoDeCarga
    while true {
      try comprobarCancelacion()
      let json: DatasettePaginaJSON<DatasetteFila>
      do {
        json = try await pagina(
          DatasetteFila.self, busqueda: nil, tamano: tamano, desde: cursor, contar: false)
      } catch .red(.respuestaDemasiadoGrande) where tamano > 1 {
        tamano /= 2
        continue
      }
      for fila in json.rows {
        let articulo = try fila.articulo()
        guard ids.insert(articulo.id).inserted else {
          throw .respuestaInvalida(
            "the article '\(articulo.id)' came twice in one walk over the pages")
        }
        articulos.append(articulo)
      }
      guard let next = json.next else { return articulos }
      let siguiente = CursorDePagina(rawValue: next)
      guard cursores.insert(siguiente).inserted else {
        throw .respuestaInvalida(
          "the server sent the page token '\(next)' again, so its pages would repeat without end")
      }
      cursor = siguiente
    }
  }

  /// The article with `id`, or ``ArticulosInterface/ErrorArticulos/noEncontrado(_:)``.
  ///
  /// ```swift
  /// let articulo = try await datasette.obtener("a/b")  // GET .../articulos/a~2Fb.json
  /// ```
  func obtener(_ id: Articulo.ID) async throws(ErrorArticulos) -> Articulo {
    let response = try await enviar(peticion(.get, try urls.fila(id)), .fila(id))
    let filas = try decodificar(DatasetteFilasJSON.self, de: response).rows ?? []
    guard let fila = filas.first(where: { $0.id == id.rawValue }) else {
      throw .respuestaInvalida("the answer for the article '\(id)' has no row with that id")
    }
    return try fila.articulo()
  }

  /// Rows per request when loading every article.
  static let tamanoDeCarga = 200

  /// The ``ArticulosInterface/Pagina`` of a decoded page: its articles, and the rows that are
  /// not, named.
  ///
  /// ```swift
  /// let pagina = ClienteDatasette.pagina(json)
  /// ```
  static func pagina(_ json: DatasettePaginaJSON<DatasetteFilaLeida>) -> Pagina {
    Pagina(
      articulos: json.rows.compactMap(\.articulo), ilegibles: json.rows.compactMap(\.ilegible),
      total: json.count, totalEsMinimo: json.countTruncated,
      siguiente: json.next.map(CursorDePagina.init(rawValue:)))
  }
}
