import ArticulosInterface

/// The articles that have every tag of a list, page by page in id order: the walk of `list`
/// and `export` with `--tag`.
///
/// ``/ArticulosInterface/ClienteArticulos/filtrar`` pages by number, not by cursor. This reads
/// page 1, 2, … of `filtrar` with no words, each of ``tamano`` articles (a walk to the end asks
/// for ``PaginasDeArticulos/tamanoMaximo``, and the client answers with the largest page its
/// server allows), and gives each one the shape of a cursor walk: its
/// ``/ArticulosInterface/Pagina/siguiente`` is replaced by a token of this walk that names the
/// next page's number. So ``ExploradorModel`` and ``ExportadorModel`` walk a filtered listing
/// with the same code, retries and checks (``PaginasDeArticulos``) as the whole listing, only
/// reading through ``leer(desde:)`` instead of `listar`.
///
/// A page that is empty yet says more follow would make the walk go on without end: that is
/// ``/ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)``. Pages by number shift when
/// the articles change during the walk: one added before the page read repeats an article,
/// which the walk's id-order check stops rather than give twice; one deleted makes the walk
/// miss the article that moved onto the page already read. Only a cursor over the filter
/// could avoid that, and ``/ArticulosInterface/ClienteArticulos/filtrar`` has none.
///
/// ```swift
/// let filtradas = PaginasFiltradas(cliente: cliente, etiquetas: ["recetas"], tamano: 5_000)
/// let primera = try await filtradas.leer(desde: nil)
/// let segunda = try await filtradas.leer(desde: primera.siguiente)
/// ```
package struct PaginasFiltradas: Sendable {
  /// The client to read from.
  package let cliente: ClienteArticulos
  /// The tags every article must have (compared by the client, ignoring case and accents).
  package let etiquetas: [String]
  /// How many articles each page is asked to hold, 1 to ``PaginasDeArticulos/tamanoMaximo``;
  /// the walk's check accepts no more.
  package let tamano: Int

  /// A walk of the articles of `cliente` that carry every tag in `etiquetas`, in pages of
  /// `tamano` articles (clamped to 1...``PaginasDeArticulos/tamanoMaximo``).
  package init(cliente: ClienteArticulos, etiquetas: [String], tamano: Int) {
    self.cliente = cliente
    self.etiquetas = etiquetas
    self.tamano = min(max(1, tamano), PaginasDeArticulos.tamanoMaximo)
  }

  /// The page that `cursor` names: the first when `nil`, else one this walk gave before.
  ///
  /// - Throws: ``/ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)`` for a cursor this
  ///   walk did not give, or an empty page that says more follow; else the client's error.
  package func leer(desde cursor: CursorDePagina?) async throws -> Pagina {
    let numero = try Self.numero(de: cursor)
    var pagina = try await cliente.filtrar(
      texto: "", etiquetas: etiquetas, pagina: numero, tamano: tamano)
    guard pagina.siguiente != nil else { return pagina }
    guard !pagina.articulos.isEmpty || !pagina.ilegibles.isEmpty else {
      throw ErrorArticulos.respuestaInvalida(
        "page \(numero) of the articles with the tags \(etiquetas) is empty but says more "
          + "follow")
    }
    pagina.siguiente = Self.cursor(de: numero + 1)
    return pagina
  }

  /// Every page of this walk, each read tried again by `reintentador` while it fails for a
  /// passing reason: ``ExploradorModel/paginas(adelantando:)`` and ``ExportadorModel/paginas()``
  /// with tags. With `adelantando`, each page's successor is asked for as soon as the page is
  /// given out (``PaginasDeArticulos``).
  package func paginas(
    reintentando reintentador: Reintentador, adelantando: Bool = false
  ) -> PaginasDeArticulos {
    .reintentando(con: reintentador, tamano: tamano, adelantando: adelantando) { [self] cursor in
      try await leer(desde: cursor)
    }
  }

  /// The token of this walk for page `numero`.
  package static func cursor(de numero: Int) -> CursorDePagina {
    CursorDePagina(rawValue: "\(prefijo)\(numero)")
  }

  /// The page number `cursor` names: 1 for `nil`.
  private static func numero(de cursor: CursorDePagina?) throws(ErrorArticulos) -> Int {
    guard let cursor else { return 1 }
    guard cursor.rawValue.hasPrefix(prefijo),
      let numero = Int(cursor.rawValue.dropFirst(prefijo.count)), numero >= 1
    else {
      throw .respuestaInvalida(
        "'\(cursor.rawValue)' is not a page of a listing filtered by tags")
    }
    return numero
  }

  private static let prefijo = "etiquetas-pagina-"
}
