/// One page of articles, as a listing or a search returns it.
///
/// ```swift
/// let pagina = try await cliente.buscar(texto: "café", pagina: 1)
/// print(pagina.articulos.count, "of", pagina.total ?? 0)
/// if let siguiente = pagina.siguiente { ... }  // there is more
/// ```
public struct Pagina: Sendable, Hashable {
  /// The articles of this page, in the server's order (by id).
  ///
  /// ```swift
  /// for articulo in pagina.articulos { print(articulo.id, articulo.titulo) }
  /// ```
  public var articulos: [Articulo]
  /// The entries of this page that could not be read as articles; they are not in
  /// ``articulos``, and ``total`` counts them.
  ///
  /// ```swift
  /// if !pagina.ilegibles.isEmpty { print("\(pagina.ilegibles.count) could not be read") }
  /// ```
  public var ilegibles: [ArticuloIlegible]
  /// How many articles match in all, when the server counted them.
  ///
  /// ```swift
  /// let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
  /// try await cliente.buscar(texto: "cafe", pagina: 1).total  // 1
  /// ```
  public var total: Int?
  /// Whether ``total`` is only a lower bound (the server stops counting past 10,000).
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

  /// Makes a page.
  ///
  /// ```swift
  /// let ultima = Pagina(articulos: Articulo.muestra, total: 3, siguiente: nil)
  /// ```
  public init(
    articulos: [Articulo],
    ilegibles: [ArticuloIlegible] = [],
    total: Int? = nil,
    totalEsMinimo: Bool = false,
    siguiente: CursorDePagina? = nil
  ) {
    self.articulos = articulos
    self.ilegibles = ilegibles
    self.total = total
    self.totalEsMinimo = totalEsMinimo
    self.siguiente = siguiente
  }

  /// Whether there is a page after this one.
  ///
  /// ```swift
  /// while pagina.hayMas { pagina = try await cliente.listar(desde: pagina.siguiente, tamano: 20) }
  /// ```
  public var hayMas: Bool { siguiente != nil }
}

/// Where a page starts: a token the server gave with the previous page.
///
/// Opaque: pass it back to ``ClienteArticulos/listar`` to get the next page.
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
  ///
  /// ```swift
  /// let guardado = cursor.rawValue  // to resume the listing later with CursorDePagina(rawValue:)
  /// ```
  public var rawValue: String

  /// Wraps a token.
  ///
  /// ```swift
  /// let cursor = CursorDePagina(rawValue: "44ef7feb-e8e5-4461-b589-a82b5a702cfa")
  /// ```
  public init(rawValue: String) { self.rawValue = rawValue }
}
