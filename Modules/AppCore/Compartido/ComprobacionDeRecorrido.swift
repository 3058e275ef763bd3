import ArticulosInterface

/// What a walk over every page checks of each page, so a server that misbehaves cannot make it
/// loop forever or repeat articles.
///
/// A page may hold no more articles than were asked for, may not be empty and say more follow,
/// its cursor must be one the walk has not been given before, and its ids must come after every id before them, in the byte order
/// the server sorts by: a listing is in id order, so an id seen twice, or one that goes back,
/// means the pages repeat. Only the last id is kept, so memory stays flat however long the
/// walk. And the walk may not yield clearly more rows than the first definite count the server
/// gave (``/ArticulosInterface/Pagina/total`` when it is not a lower bound): past
/// ``holgura(sobre:)`` rows beyond it, pages of new ids with a new cursor each would never end.
/// Any of these failing is
/// ``/ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)``: the walk stops there, before
/// the page is used, instead of printing the same rows or growing a file without end.
///
/// ```swift
/// var comprobacion = ComprobacionDeRecorrido(tamanoPedido: 100)
/// let pagina = try await cliente.listar(desde: nil, tamano: 100)
/// try comprobacion.aceptar(pagina, leidaDesde: nil)
/// ```
package struct ComprobacionDeRecorrido: Sendable {
  /// How many articles each page was asked to hold.
  package let tamanoPedido: Int
  private var cursores: Set<CursorDePagina> = []
  private var ultimoId: Articulo.ID?
  private var filas = 0
  private var totalDefinido: Int?

  /// A check for pages asked with `tamanoPedido` articles each.
  package init(tamanoPedido: Int) {
    self.tamanoPedido = tamanoPedido
  }

  /// Accepts `pagina`, read from `cursor`, or throws why it cannot be part of this walk.
  package mutating func aceptar(
    _ pagina: Pagina, leidaDesde cursor: CursorDePagina?
  ) throws(ErrorArticulos) {
    let entradas = pagina.articulos.count + pagina.ilegibles.count
    guard entradas <= tamanoPedido else {
      throw .respuestaInvalida(
        "a page holds \(entradas) articles where \(tamanoPedido) were asked for")
    }
    let ids = pagina.articulos.map(\.id) + pagina.ilegibles.compactMap(\.id)
    for id in ids.sorted(by: Self.antes) {
      if let ultimoId, !Self.antes(ultimoId, id) {
        throw .respuestaInvalida(
          id == ultimoId
            ? "the article '\(id)' came twice in one walk over the pages"
            : "the article '\(id)' came after '\(ultimoId)', out of id order, so the pages "
              + "would repeat")
      }
      ultimoId = id
    }
    filas += entradas
    if totalDefinido == nil, let total = pagina.total, !pagina.totalEsMinimo {
      totalDefinido = total
    }
    if let totalDefinido, filas > totalDefinido + Self.holgura(sobre: totalDefinido) {
      throw .respuestaInvalida(
        "the server counts \(totalDefinido) articles, but its pages have already given "
          + "\(filas) and still go on, so they would never end")
    }
    if entradas == 0, let siguiente = pagina.siguiente {
      throw .respuestaInvalida(
        "a page is empty but says more follow (the page token '\(siguiente.rawValue)'), so "
          + "the walk could go on without end")
    }
    if let cursor { cursores.insert(cursor) }
    if let siguiente = pagina.siguiente, cursores.contains(siguiente) {
      throw .respuestaInvalida(
        "the server sent the page token '\(siguiente.rawValue)' again, so its pages would "
          + "repeat without end")
    }
  }

  /// How many rows a walk may yield beyond a definite count of `total` before it stops: a
  /// hundred, or a tenth of the count when that is more, for articles added while the walk
  /// runs. Anything past it is clearly more than the server said it holds.
  ///
  /// ```swift
  /// ComprobacionDeRecorrido.holgura(sobre: 5)       // 100
  /// ComprobacionDeRecorrido.holgura(sobre: 20_000)  // 2,000
  /// ```
  package static func holgura(sobre total: Int) -> Int {
    max(100, total / 10)
  }

  /// Whether `a` sorts before `b` as the server compares text: byte by byte, in UTF-8.
  private static func antes(_ a: Articulo.ID, _ b: Articulo.ID) -> Bool {
    a.rawValue.utf8.lexicographicallyPrecedes(b.rawValue.utf8)
  }
}
