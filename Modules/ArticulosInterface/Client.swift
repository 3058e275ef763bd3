import Dependencies
import DependenciesMacros

/// What the app needs from an articles server: a struct of closures, one per endpoint.
///
/// This module only describes the client; `ArticulosLive` implements it over HTTP, and
/// `ArticulosEnMemoria` implements it in memory for the demo and tests (one contract suite
/// checks both; the numbers they agree on are ``ParametrosDelContrato``).
/// `@DependencyClient` writes the memberwise initializer (every endpoint unimplemented by
/// default) and a labeled method per endpoint:
///
/// ```swift
/// @Dependency(\.clienteArticulos) var cliente
/// let pagina = try await cliente.buscar(texto: "café", pagina: 2)
/// ```
///
/// Every endpoint throws only ``ErrorArticulos``.
@DependencyClient
public struct ClienteArticulos: Sendable {
  /// Every article, in id order (walks all the pages).
  ///
  /// ```swift
  /// let todos = try await cliente.cargar()
  /// ```
  public var cargar: @Sendable () async throws -> [Articulo]
  /// One page of every article in id order, starting where `desde` says (the first if `nil`):
  /// at most `tamano` articles (1 or more), and fewer when a server holds fewer in one page.
  /// A page after the first may come without ``Pagina/total``: the first page's stands.
  ///
  /// ```swift
  /// $0.clienteArticulos.listar = { _, _ in Pagina(articulos: [Articulo.muestra[0]], total: 1) }
  /// ```
  public var listar: @Sendable (_ desde: CursorDePagina?, _ tamano: Int) async throws -> Pagina
  /// ``listar`` among the articles that have every tag of `etiquetas` (compared ignoring case
  /// and accents, as ``filtrar`` compares them); with no tags, every article. By cursor, so a
  /// walk of a tag is neither counted again nor skipped through on the server, and a write
  /// during it shifts no later page. Pass back only a cursor it gave for the same tags.
  ///
  /// ```swift
  /// let pagina = try await cliente.listarConEtiquetas(
  ///   etiquetas: ["recetas"], desde: cursor, tamano: 1_000)
  /// ```
  public var listarConEtiquetas:
    @Sendable (_ etiquetas: [String], _ desde: CursorDePagina?, _ tamano: Int) async throws
      -> Pagina
  /// Page `pagina` (from 1) of the articles whose title, body or tags contain every word of
  /// `texto`, ignoring case and accents: the best match first, each with its ``Extracto``.
  ///
  /// Relevance is BM25 (the ranking of SQLite's full-text search), where a word in the title
  /// weighs more than one in the tags, and one in the tags more than one in the body; equal
  /// scores go by id, so pages are stable. Text without words lists every article, by id.
  /// Each page is counted over the matches when it is asked for: an article saved or deleted
  /// between two pages shifts the later ones, so one may show twice or not at all (``listar``
  /// walks by cursor and does not).
  ///
  /// ```swift
  /// $0.clienteArticulos.buscar = { _, _ in throw ErrorArticulos.red(.conexionInterrumpida) }
  /// ```
  public var buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina
  /// ``buscar`` among the articles that have every tag of `etiquetas` (compared ignoring case
  /// and accents); with no words, those articles by id.
  ///
  /// An endpoint beside ``buscar`` rather than a new parameter of it: `buscar(texto:pagina:)`
  /// keeps the shape the lessons teach, and a client that never filters implements nothing
  /// new. `buscar(texto: t, pagina: p)` is `filtrar(texto: t, etiquetas: [], pagina: p)`.
  /// Pages hold `tamano` articles (1 or more; fewer when a server holds fewer in one page,
  /// the same number on every page of one size), or the client's own search page when `nil`,
  /// which is what ``filtrar(texto:etiquetas:pagina:)`` asks for. Pages go by number, for a
  /// screen that jumps to page 7; a walk over every article of some tags goes by cursor, with
  /// ``listarConEtiquetas``.
  ///
  /// ```swift
  /// let recetas = try await cliente.filtrar(
  ///   texto: "", etiquetas: ["recetas"], pagina: 1, tamano: 5_000)
  /// ```
  public var filtrar:
    @Sendable (_ texto: String, _ etiquetas: [String], _ pagina: Int, _ tamano: Int?)
      async throws -> Pagina
  /// The article with this id, or ``ErrorArticulos/noEncontrado(_:)``.
  ///
  /// ```swift
  /// $0.clienteArticulos.obtener = { id in throw ErrorArticulos.noEncontrado(id) }
  /// ```
  public var obtener: @Sendable (_ id: Articulo.ID) async throws -> Articulo
  /// Creates the article, or replaces the one with its id; returns what was stored.
  ///
  /// ```swift
  /// let guardado = try await cliente.guardar(articulo: articulo)
  /// ```
  public var guardar: @Sendable (_ articulo: Articulo) async throws -> Articulo
  /// Creates or replaces many articles in as few requests as possible; all or nothing per
  /// request. Returns what was stored.
  ///
  /// ```swift
  /// let guardados = try await cliente.guardarVarios(articulos: Articulo.muestra)
  /// ```
  public var guardarVarios: @Sendable (_ articulos: [Articulo]) async throws -> [Articulo]
  /// Deletes the article with this id, or throws ``ErrorArticulos/noEncontrado(_:)``.
  ///
  /// ```swift
  /// try await cliente.borrar(id: "00000000-0000-0000-0000-000000000002")
  /// ```
  public var borrar: @Sendable (_ id: Articulo.ID) async throws -> Void
  // NB: The type has a line of its own so the tutorial's listing fits 80 columns.
  // swift-format-ignore
  /// Deletes the articles with these ids in one transaction, all or nothing,
  /// and returns the ids no article had (every other one is deleted).
  ///
  /// A client that cannot delete several at once throws
  /// ``ErrorArticulos/noDisponible(_:)`` having deleted nothing; ``borrar``
  /// then deletes them one by one.
  ///
  /// ```swift
  /// let sinArticulo = try await cliente.borrarVarios(ids: ["a1", "a2"])
  /// // [] when both existed
  /// ```
  public var borrarVarios:
    @Sendable (_ ids: [Articulo.ID]) async throws -> [Articulo.ID]
}

extension ClienteArticulos {
  /// ``filtrar`` in pages of the client's own size, as ``buscar`` pages.
  ///
  /// ```swift
  /// let recetas = try await cliente.filtrar(texto: "", etiquetas: ["recetas"], pagina: 1)
  /// ```
  public func filtrar(
    texto: String, etiquetas: [String], pagina: Int
  ) async throws -> Pagina {
    try await filtrar(texto: texto, etiquetas: etiquetas, pagina: pagina, tamano: nil)
  }
}
