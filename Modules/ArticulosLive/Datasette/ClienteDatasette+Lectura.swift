import ArticulosInterface
import Foundation

extension ClienteDatasette {
  /// One page of the table or of a search: `GET <table>.json?_size=N[&_search=...][&_next=...]`.
  ///
  /// With `anticipando`, the page the answer's `Link` header names is asked for at once, as a
  /// later page of the walk (uncounted), for the next call to take (``PaginaAnticipada``).
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
    tamano: Int, desde cursor: CursorDePagina?, contar: Bool, anticipando: Bool = false
  ) async throws(ErrorArticulos) -> DatasettePaginaJSON<Fila> {
    func direccion(contar: Bool, desde cursor: String?) throws(ErrorArticulos) -> URL {
      var parametros: [(nombre: String, valor: String)] = [
        ("_shape", "objects"), ("_size", String(tamano)),
      ]
      if contar { parametros.append(("_extra", "count")) }
      if Fila.self == DatasetteSoloId.self { parametros.append(("_col", "id")) }
      if let busqueda { parametros.append(("_search", busqueda)) }
      parametros += filtros
      if let cursor { parametros.append(("_next", cursor)) }
      return try urls.listado(parametros)
    }
    let url = try direccion(contar: contar, desde: cursor?.rawValue)
    let response: HTTPResponse
    if let anticipada = await anticipada.tomar(url) {
      response = anticipada
    } else {
      response = try await enviar(peticion(.get, url), .lectura)
    }
    // The walk's next page, as its next call will ask for it: never counted.
    if anticipando, let siguiente = Self.siguienteSegunLink(response) {
      let proxima = try direccion(contar: false, desde: siguiente)
      anticipada.anticipar(proxima) { [self] in
        try? await enviar(peticion(.get, proxima), .lectura)
      }
    }
    let json = try decodificar(DatasettePaginaJSON<Fila>.self, de: response)
    guard json.rows.count <= tamano else {
      throw .respuestaInvalida(
        "a page holds \(json.rows.count) rows where \(tamano) were asked for")
    }
    return json
  }

  /// One page of every article in id order, starting at `cursor`: at most `tamano` articles,
  /// and at most what the server allows in one page. When `tamano` is more than that (a walk),
  /// only the first page carries the total, and the next page is anticipated.
  ///
  /// ```swift
  /// let primera = try await datasette.listar(desde: nil, tamano: 100)
  /// let grande = try await datasette.listar(desde: nil, tamano: 5_000)  // 1,000 by default
  /// ```
  func listar(desde cursor: CursorDePagina?, tamano: Int) async throws(ErrorArticulos) -> Pagina {
    try PeticionDelContrato.comprobar(tamano: tamano)
    let filas = try await filasPorPagina(tamano)
    // NB: A walk (more rows wanted than a page holds) is counted on its first page only:
    // counting every page cost about a quarter of the server's time per page here.
    let recorrido = tamano > filas
    let json = try await pagina(
      DatasetteFilaLeida.self, busqueda: nil, tamano: filas, desde: cursor,
      contar: cursor == nil || !recorrido, anticipando: recorrido)
    return Self.pagina(json)
  }

  /// The `_next` token of the page that `Link: <…>; rel="next"` names, or `nil`.
  ///
  /// ```swift
  /// // Link: <http://127.0.0.1:8001/articulos/articulos.json?_size=1000&_next=a0999>; rel="next"
  /// ClienteDatasette.siguienteSegunLink(response)  // "a0999"
  /// ```
  static func siguienteSegunLink(_ response: HTTPResponse) -> String? {
    for valor in response.headers.values(for: "Link") {
      for enlace in valor.split(separator: ",") {
        let partes = enlace.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let destino = partes.first, destino.hasPrefix("<"), destino.hasSuffix(">"),
          partes.dropFirst().contains(where: { $0 == #"rel="next""# || $0 == "rel=next" }),
          let componentes = URLComponents(string: String(destino.dropFirst().dropLast())),
          let siguiente = componentes.queryItems?.last(where: { $0.name == "_next" })?.value
        else { continue }
        return siguiente
      }
    }
    return nil
  }

  /// How many rows to ask for when the caller wants up to `pedido`: `pedido` itself up to
  /// ``ClienteDatasette/tamanoMaximo`` (what every server allows in its default settings),
  /// beyond it no more than the server's own maximum, asked once (``LimiteDePagina``).
  ///
  /// ```swift
  /// try await datasette.filasPorPagina(100)     // 100, nothing asked
  /// try await datasette.filasPorPagina(5_000)   // 1000 on a server in its default settings
  /// ```
  func filasPorPagina(_ pedido: Int) async throws(ErrorArticulos) -> Int {
    guard pedido > Self.tamanoMaximo else { return pedido }
    if let limite = limiteDePagina.conocido { return min(pedido, limite) }
    let limite = try await maximoDelServidor()
    limiteDePagina.recordar(limite)
    return min(pedido, limite)
  }

  /// The server's `max_returned_rows` (`GET /-/settings.json`), or Datasette's default when
  /// the server does not say (a refusal, another API's answer, a value below 1). A failure to
  /// reach the server is thrown: the page would fail the same way.
  private func maximoDelServidor() async throws(ErrorArticulos) -> Int {
    do {
      let response = try await enviar(peticion(.get, try urls.ajustesDelServidor()), .lectura)
      let maximo = try decodificar(DatasetteAjustesJSON.self, de: response).maxReturnedRows
      return maximo.flatMap { $0 >= 1 ? $0 : nil } ?? Self.tamanoMaximo
    } catch .red(let fallo) {
      throw .red(fallo)
    } catch .cancelado {
      throw .cancelado
    } catch {
      return Self.tamanoMaximo
    }
  }

  /// Every article in id order, following `next` to the last page.
  ///
  /// One row that is not an article fails the whole call: a caller that wants the others
  /// walks ``listar(desde:tamano:)``, whose pages name such rows. Pages as large as the server
  /// allows (up to ``tamanoDeCarga`` rows), asked one after another inside
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
    var tamano = try await filasPorPagina(Self.tamanoDeCarga)
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

  /// The most rows per request when loading every article; the server's own maximum is less
  /// unless it is configured for more (1,000 by default).
  static let tamanoDeCarga = ParametrosDelContrato.actuales.tamanoMaximoPedido

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
