import ArticulosInterface

extension ClienteArticulos {
  /// A client that keeps its articles in memory and behaves like the server: an
  /// implementation of the contract, as the live client is, checked by the same contract suite.
  ///
  /// Same order (by id; a search by relevance), same paging, same search rules (every word, whole words, no case, no
  /// accents), same validation and the same errors as the live client against Datasette: the
  /// tool's `--demo` mode and many tests run on it.
  ///
  /// ```swift
  /// let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
  /// let pagina = try await cliente.buscar(texto: "cafe", pagina: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - iniciales: The articles it starts with.
  ///   - tamanoPagina: How many articles a search page holds when the caller names no size.
  public static func enMemoria(
    _ iniciales: [Articulo] = [], tamanoPagina: Int = 20
  ) -> ClienteArticulos {
    let almacen = AlmacenEnMemoria(iniciales)
    return ClienteArticulos(
      cargar: { await almacen.todos() },
      listar: { desde, tamano in try await almacen.listar(desde: desde, tamano: tamano) },
      listarConEtiquetas: { etiquetas, desde, tamano in
        try await almacen.listar(etiquetas: etiquetas, desde: desde, tamano: tamano)
      },
      buscar: { texto, pagina in
        try await almacen.filtrar(texto, etiquetas: [], pagina: pagina, tamanoPagina: tamanoPagina)
      },
      filtrar: { texto, etiquetas, pagina, tamano in
        try await almacen.filtrar(
          texto, etiquetas: etiquetas, pagina: pagina, tamanoPagina: tamano ?? tamanoPagina)
      },
      obtener: { id in try await almacen.obtener(id) },
      guardar: { articulo in try await almacen.guardar([articulo])[0] },
      guardarVarios: { articulos in try await almacen.guardar(articulos) },
      borrar: { id in try await almacen.borrar(id) },
      borrarVarios: { ids in await almacen.borrar(ids) }
    )
  }
}

/// The articles of an in-memory client, behind an actor.
actor AlmacenEnMemoria {
  /// The most articles one page holds (the contract's); a larger page size gets pages of this
  /// many.
  static let tamanoMaximo = ParametrosDelContrato.actuales.tamanoMaximoDePagina

  private var articulos: [Articulo.ID: Articulo]

  init(_ iniciales: [Articulo]) {
    self.articulos = Dictionary(iniciales.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
  }

  func todos() -> [Articulo] {
    articulos.values.sorted { $0.id < $1.id }
  }

  /// One page, in id order, of the articles with every tag of `etiquetas` (all of them when
  /// there are none), after the article whose id is `desde`: the cursor is the id of a page's
  /// last article.
  func listar(
    etiquetas: [String] = [], desde: CursorDePagina?, tamano: Int
  ) throws(ErrorArticulos) -> Pagina {
    try PeticionDelContrato.comprobar(tamano: tamano)
    let tamano = min(tamano, Self.tamanoMaximo)
    let ordenados = try Self.conEtiquetas(etiquetas, todos())
    let restantes =
      desde.map { cursor in ordenados.filter { $0.id.rawValue > cursor.rawValue } }
      ?? ordenados
    let pagina = Array(restantes.prefix(tamano))
    let siguiente =
      restantes.count > tamano ? pagina.last.map { CursorDePagina(rawValue: $0.id.rawValue) } : nil
    return Pagina(articulos: pagina, total: ordenados.count, siguiente: siguiente)
  }

  /// Page `pagina` of the articles with every tag of `etiquetas` that contain every word of
  /// `texto`: by relevance (``RelevanciaEnMemoria``) when there are words, by id otherwise.
  /// Pages of `tamanoPagina` articles, at most ``tamanoMaximo``.
  func filtrar(
    _ texto: String, etiquetas: [String], pagina: Int, tamanoPagina: Int
  ) throws(ErrorArticulos) -> Pagina {
    try PeticionDelContrato.comprobar(pagina: pagina)
    try PeticionDelContrato.comprobar(tamano: tamanoPagina)
    let tamanoPagina = min(tamanoPagina, Self.tamanoMaximo)
    let palabras = Set(TextoNormalizado.palabras(texto))
    let todos = todos()
    var coincidencias = try Self.conEtiquetas(etiquetas, todos)
    if !palabras.isEmpty {
      // NB: scored against the whole collection, as a full-text index does, not only the
      // articles the tags leave.
      let relevancia = RelevanciaEnMemoria(todos)
      coincidencias = coincidencias.filter { relevancia.contiene($0.id, todas: palabras) }
      let puntos = relevancia.puntuaciones(coincidencias.map(\.id), para: palabras)
      coincidencias.sort { a, b in
        let (pa, pb) = (puntos[a.id] ?? 0, puntos[b.id] ?? 0)
        return pa != pb ? pa > pb : a.id < b.id
      }
    }
    let inicio = (pagina - 1) * tamanoPagina
    let trozo = Array(coincidencias.dropFirst(inicio).prefix(tamanoPagina))
    let hayMas = coincidencias.count > inicio + tamanoPagina
    var extractos: [Articulo.ID: Extracto] = [:]
    if !palabras.isEmpty {
      for articulo in trozo {
        extractos[articulo.id] = Extracto.enMemoria(de: articulo, palabras: palabras)
      }
    }
    return Pagina(
      articulos: trozo, total: coincidencias.count,
      siguiente: hayMas ? trozo.last.map { CursorDePagina(rawValue: $0.id.rawValue) } : nil,
      extractos: extractos)
  }

  /// The articles of `articulos` that have every tag of `etiquetas`, compared by their folded
  /// form (no case, no accents); an empty tag is a 400 (``PeticionDelContrato``).
  private static func conEtiquetas(
    _ etiquetas: [String], _ articulos: [Articulo]
  ) throws(ErrorArticulos) -> [Articulo] {
    try PeticionDelContrato.comprobar(etiquetas: etiquetas)
    let requeridas = Set(etiquetas.map(TextoNormalizado.clave))
    guard !requeridas.isEmpty else { return articulos }
    return articulos.filter { articulo in
      requeridas.isSubset(of: articulo.etiquetas.map(TextoNormalizado.clave))
    }
  }

  func obtener(_ id: Articulo.ID) throws(ErrorArticulos) -> Articulo {
    guard let articulo = articulos[id] else { throw .noEncontrado(id) }
    return articulo
  }

  func guardar(_ nuevos: [Articulo]) throws(ErrorArticulos) -> [Articulo] {
    let problemas = nuevos.flatMap(\.problemas)
    guard problemas.isEmpty else { throw .articuloInvalido(problemas) }
    for articulo in nuevos { articulos[articulo.id] = articulo }
    return nuevos
  }

  func borrar(_ id: Articulo.ID) throws(ErrorArticulos) {
    guard articulos.removeValue(forKey: id) != nil else { throw .noEncontrado(id) }
  }

  /// Deletes every article of `ids` at once; returns the ids no article had,
  /// in order.
  func borrar(_ ids: [Articulo.ID]) -> [Articulo.ID] {
    ids.filter { articulos.removeValue(forKey: $0) == nil }
  }
}
