/// One page of articles, as a listing or a search returns it.
///
/// ```swift
/// let pagina = try await cliente.buscar(texto: "café", pagina: 1)
/// print(pagina.articulos.count, "of", pagina.total ?? 0)
/// if let siguiente = pagina.siguiente { ... }  // there is more
/// ```
public struct Pagina: Sendable, Hashable {
  /// The articles of this page: by relevance for a search with words, by id otherwise.
  public var articulos: [Articulo]
  /// The entries of this page that could not be read as articles; they are not in
  /// ``articulos``, and ``total`` counts them.
  public var ilegibles: [ArticuloIlegible]
  /// How many articles match in all, when the server counted them.
  public var total: Int?
  /// Whether ``total`` is only a lower bound: a server may stop counting, for example past
  /// 10,000.
  ///
  /// ```swift
  /// print("\(pagina.totalEsMinimo ? "over " : "")\(pagina.total ?? 0) articles")
  /// ```
  public var totalEsMinimo: Bool
  /// Where the next page starts, or `nil` on the last page.
  ///
  /// ```swift
  /// guard let cursor = pagina.siguiente else { return }  // the last page: nil would restart
  /// let otra = try await cliente.listar(desde: cursor, tamano: 20)
  /// ```
  public var siguiente: CursorDePagina?
  /// For a search with words, why each article matched; empty for a listing.
  public var extractos: [Articulo.ID: Extracto]

  /// Makes a page; only the articles are required.
  ///
  /// ```swift
  /// let ultima = Pagina(articulos: Articulo.muestra, total: 3)
  /// ```
  public init(
    articulos: [Articulo],
    ilegibles: [ArticuloIlegible] = [],
    total: Int? = nil,
    totalEsMinimo: Bool = false,
    siguiente: CursorDePagina? = nil,
    extractos: [Articulo.ID: Extracto] = [:]
  ) {
    self.articulos = articulos
    self.ilegibles = ilegibles
    self.total = total
    self.totalEsMinimo = totalEsMinimo
    self.siguiente = siguiente
    self.extractos = extractos
  }
}

/// Where a page starts: an opaque token the server gave with the previous page, to pass back to
/// ``ClienteArticulos/listar``.
///
/// ```swift
/// var cursor: CursorDePagina? = nil
/// repeat {
///   let pagina = try await cliente.listar(desde: cursor, tamano: 100)
///   cursor = pagina.siguiente
/// } while cursor != nil
/// ```
public struct CursorDePagina: RawRepresentable, Hashable, Sendable, Codable {
  /// The token as the server wrote it.
  public var rawValue: String

  /// Wraps a token, for example one saved to resume a listing later.
  public init(rawValue: String) { self.rawValue = rawValue }
}
