import ArticulosInterface
import Compartido
import Dependencies

/// Lists every article, page by page, in id order: the `list` feature.
///
/// With ``etiquetas``, only the articles that have every one of those tags (compared ignoring
/// case and accents), still in id order and by cursor, read through
/// ``/ArticulosInterface/ClienteArticulos/listarConEtiquetas`` in pages of ``tamanoPagina``
/// (the client may give fewer: its server's own maximum).
///
/// The model keeps where the listing is: ``primeraPagina()`` starts over, ``siguientePagina()``
/// continues until it returns `nil` at the end, and ``articulos`` holds what was loaded so far;
/// a failed page is reported at once, for the person who asked to decide. ``paginas(adelantando:)`` walks
/// every page lazily instead, for a listing too big to keep, and tries a read that fails for a
/// passing reason again, as ``reintentos`` says, waiting on the `continuousClock` dependency.
/// The client is read in each method, never in the initializer, so the model uses the
/// dependencies of the scope that created it:
///
/// ```swift
/// var explorador = withDependencies {
///   $0.clienteArticulos = .enMemoria(Articulo.muestra)
/// } operation: {
///   ExploradorModel(tamanoPagina: 2)
/// }
/// let primera = try await explorador.primeraPagina()    // 2 articles
/// let segunda = try await explorador.siguientePagina()  // 1 article
/// try await explorador.siguientePagina()                // nil: the end
/// ```
@MainActor
public final class ExploradorModel {
  @Dependency(\.clienteArticulos) var cliente
  @Dependency(\.continuousClock) var reloj

  /// Articles per page asked for, from 1 to ``PaginasDeArticulos/tamanoMaximo``; the client
  /// may give fewer (its server's own maximum).
  ///
  /// ```swift
  /// ExploradorModel(tamanoPagina: 9_000).tamanoPagina  // 5000
  /// ```
  public let tamanoPagina: Int
  /// How ``paginas(adelantando:)`` tries again a read that fails for a passing reason.
  ///
  /// ```swift
  /// explorador.reintentos = .ninguno  // paginas() throws the first error
  /// ```
  public var reintentos: PoliticaDeReintentos
  /// The tags every article listed must have; none (the default) lists every article.
  ///
  /// ```swift
  /// ExploradorModel(etiquetas: ["recetas", "café"]).etiquetas  // ["recetas", "café"]
  /// ```
  public let etiquetas: [String]
  /// The articles of every page loaded since the last ``primeraPagina()``.
  public private(set) var articulos: [Articulo] = []
  /// The last page loaded, or `nil` before the first.
  public private(set) var ultimaPagina: Pagina?

  /// Makes a listing that captures the dependencies in effect here.
  ///
  /// ```swift
  /// var explorador = ExploradorModel(tamanoPagina: 50)
  /// let todo = ExploradorModel(tamanoPagina: 100, reintentos: .ninguno)
  /// let recetas = ExploradorModel(etiquetas: ["recetas"])
  /// ```
  ///
  /// - Parameters:
  ///   - tamanoPagina: Articles per page, clamped to 1...``PaginasDeArticulos/tamanoMaximo``
  ///     (without tags).
  ///   - reintentos: The retry policy of ``paginas(adelantando:)``.
  ///   - etiquetas: The tags every article listed must have; none lists every article.
  public init(
    tamanoPagina: Int = 20, reintentos: PoliticaDeReintentos = PoliticaDeReintentos(),
    etiquetas: [String] = []
  ) {
    self.tamanoPagina = min(max(1, tamanoPagina), PaginasDeArticulos.tamanoMaximo)
    self.reintentos = reintentos
    self.etiquetas = etiquetas
  }

  /// Whether a page remains after the last one loaded (`true` before the first).
  ///
  /// ```swift
  /// while explorador.hayMas { _ = try await explorador.siguientePagina() }
  /// ```
  public var hayMas: Bool { ultimaPagina.map { $0.siguiente != nil } ?? true }

  /// Loads the first page, forgetting what was loaded before.
  ///
  /// ```swift
  /// let pagina = try await explorador.primeraPagina()
  /// print(pagina.total ?? 0, "articles")
  /// ```
  ///
  /// - Returns: The first page.
  /// - Throws: The client's ``/ArticulosInterface/ErrorArticulos``; the model is unchanged then.
  @discardableResult
  public func primeraPagina() async throws -> Pagina {
    let pagina = try await listar(desde: nil)
    articulos = pagina.articulos
    ultimaPagina = pagina
    return pagina
  }

  /// Loads the page after the last one, or returns `nil` when there is none.
  ///
  /// Before any page, it loads the first.
  ///
  /// ```swift
  /// while let pagina = try await explorador.siguientePagina() {
  ///   pagina.articulos.forEach { print($0.titulo) }
  /// }
  /// ```
  ///
  /// - Returns: The next page, or `nil` after the last.
  /// - Throws: The client's ``/ArticulosInterface/ErrorArticulos``; the model is unchanged then.
  @discardableResult
  public func siguientePagina() async throws -> Pagina? {
    guard let ultimaPagina else { return try await primeraPagina() }
    guard let cursor = ultimaPagina.siguiente else { return nil }
    let pagina = try await listar(desde: cursor)
    articulos += pagina.articulos
    self.ultimaPagina = pagina
    return pagina
  }

  /// Every page from the first, loaded one at a time as the loop asks for it.
  ///
  /// Nothing is kept: memory stays flat however many articles there are. A read that fails for
  /// a passing reason (see ``PoliticaDeReintentos``) is tried again as ``reintentos`` says; any
  /// other error, or the last try's, ends the walk.
  ///
  /// ```swift
  /// for try await pagina in explorador.paginas() {
  ///   pagina.articulos.forEach { print($0.id, $0.titulo) }
  /// }
  /// ```
  ///
  /// - Parameter adelantando: Whether each page's successor is requested as soon as the page
  ///   is given out, for a walk that goes to the end (`list --all`): the next read overlaps
  ///   with printing this page. A walk that may stop early leaves it `false`, and so sends no
  ///   request it may not need.
  /// - Returns: The pages, in order; iterating throws the client's error.
  public func paginas(adelantando: Bool = false) -> PaginasDeArticulos {
    let reintentador = Reintentador(politica: reintentos, reloj: reloj)
    return .reintentando(con: reintentador, tamano: tamanoPagina, adelantando: adelantando) {
      [self] cursor in
      try await listar(desde: cursor)
    }
  }

  /// The model that shows one article, with this model's dependencies.
  ///
  /// ```swift
  /// let detalle = explorador.detalle(de: pagina.articulos[0].id)
  /// let articulo = try await detalle.cargar()
  /// ```
  ///
  /// - Parameter id: The article to show.
  /// - Returns: A ``DetalleModel`` that inherits this model's dependencies.
  public func detalle(de id: Articulo.ID) -> DetalleModel {
    withDependencies(from: self) { DetalleModel(id: id) }
  }

  /// The page at `cursor`: of every article, or of those with every tag of ``etiquetas``.
  private func listar(desde cursor: CursorDePagina?) async throws -> Pagina {
    guard etiquetas.isEmpty else {
      return try await cliente.listarConEtiquetas(
        etiquetas: etiquetas, desde: cursor, tamano: tamanoPagina)
    }
    return try await cliente.listar(desde: cursor, tamano: tamanoPagina)
  }
}
