import ArticulosInterface

/// One page of a search, with the search it belongs to.
///
/// ```swift
/// let resultado = try await busqueda.buscar("café", pagina: 2)
/// print("page \(resultado.numero) of \(resultado.paginas ?? 1)")
/// ```
public struct ResultadoDeBusqueda: Hashable, Sendable {
  /// The text searched for.
  ///
  /// ```swift
  /// let siguiente = try await busqueda.buscar(resultado.texto, pagina: resultado.numero + 1)
  /// ```
  public var texto: String
  /// The tags every article found must have; empty when the search filtered none.
  ///
  /// ```swift
  /// try await busqueda.buscar("café", etiquetas: ["recetas"]).etiquetas  // ["recetas"]
  /// ```
  public var etiquetas: [String]
  /// The page number, from 1.
  ///
  /// ```swift
  /// try await busqueda.buscar("café", pagina: 2).numero  // 2
  /// ```
  public var numero: Int
  /// The page the server returned.
  ///
  /// ```swift
  /// for articulo in resultado.pagina.articulos { print(articulo.titulo) }
  /// ```
  public var pagina: Pagina

  /// Makes a result.
  ///
  /// ```swift
  /// let resultado = ResultadoDeBusqueda(
  ///   texto: "café", numero: 1, pagina: Pagina(articulos: [Articulo.muestra[0]], total: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - texto: The text searched for.
  ///   - etiquetas: The tags it filtered by, if any.
  ///   - numero: The page number.
  ///   - pagina: The page.
  public init(texto: String, etiquetas: [String] = [], numero: Int, pagina: Pagina) {
    self.texto = texto
    self.etiquetas = etiquetas
    self.numero = numero
    self.pagina = pagina
  }

  /// How many pages the search has, when the server counted the matches.
  ///
  /// Counted from the size of the pages before the last: `nil` when unknown, and when the
  /// server's count is only a lower bound (a page count derived from it would be wrong). A
  /// search that finds nothing has one (empty) page.
  ///
  /// ```swift
  /// resultado.paginas  // 3
  /// ```
  public var paginas: Int? {
    if pagina.siguiente == nil { return numero }
    guard let total = pagina.total, !pagina.totalEsMinimo else { return nil }
    let porPagina = pagina.articulos.count
    guard porPagina > 0 else { return nil }
    return max(numero, (total + porPagina - 1) / porPagina)
  }
}
