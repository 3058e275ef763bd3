import ArticulosInterface
import Dependencies

/// Searches the articles, a page at a time: the `search` feature.
///
/// ``buscar(_:etiquetas:pagina:)`` asks for one page of the articles that contain every word of
/// the text (ignoring case and accents), the best match first, and among them only those that
/// have every tag asked for; ``siguientePagina()`` continues the same search until it returns
/// `nil` at the end. Pages are numbered from 1; a page below 1 is refused before any request,
/// with the error the server would give.
///
/// ```swift
/// var busqueda = withDependencies {
///   $0.clienteArticulos = .enMemoria(Articulo.muestra)
/// } operation: {
///   BusquedaModel()
/// }
/// let resultado = try await busqueda.buscar("café")
/// print(resultado.pagina.articulos.map(\.titulo))  // ["Café de especialidad en casa"]
/// ```
@MainActor
public final class BusquedaModel {
  @Dependency(\.clienteArticulos) var cliente

  /// The last page found, or `nil` before the first search.
  public private(set) var ultimo: ResultadoDeBusqueda?

  /// Makes a search that captures the dependencies in effect here.
  ///
  /// ```swift
  /// var busqueda = BusquedaModel()
  /// ```
  public init() {}

  /// Finds page `pagina` of the articles that contain every word of `texto` and have every tag
  /// of `etiquetas`.
  ///
  /// Blank text matches every article, as on the server. Without tags this asks the client's
  /// ``/ArticulosInterface/ClienteArticulos/buscar``, the lessons' endpoint; with tags,
  /// ``/ArticulosInterface/ClienteArticulos/filtrar``, which compares them ignoring case and
  /// accents.
  ///
  /// ```swift
  /// let segunda = try await busqueda.buscar("swift arquitectura", pagina: 2)
  /// let recetas = try await busqueda.buscar("café", etiquetas: ["recetas"])
  /// ```
  ///
  /// - Parameters:
  ///   - texto: The words to look for.
  ///   - etiquetas: The tags every article found must have; none (the default) filters nothing.
  ///   - pagina: The page, from 1.
  /// - Returns: The page and where it is in the search.
  /// - Throws: ``/ArticulosInterface/ErrorArticulos/peticionRechazada(estado:mensaje:)`` for a
  ///   page below 1 (without a request), or the client's error.
  @discardableResult
  public func buscar(
    _ texto: String, etiquetas: [String] = [], pagina: Int = 1
  ) async throws -> ResultadoDeBusqueda {
    try PeticionDelContrato.comprobar(pagina: pagina)
    let encontrada =
      etiquetas.isEmpty
      ? try await cliente.buscar(texto: texto, pagina: pagina)
      : try await cliente.filtrar(texto: texto, etiquetas: etiquetas, pagina: pagina)
    let resultado = ResultadoDeBusqueda(
      texto: texto, etiquetas: etiquetas, numero: pagina, pagina: encontrada)
    ultimo = resultado
    return resultado
  }

  /// Finds the page after the last one, or returns `nil` when there is none (or no search yet).
  ///
  /// It keeps the last search's text and tags.
  ///
  /// ```swift
  /// try await busqueda.buscar("café")
  /// while let mas = try await busqueda.siguientePagina() { print(mas.pagina.articulos) }
  /// ```
  ///
  /// - Returns: The next page of the same search, or `nil`.
  /// - Throws: The client's ``/ArticulosInterface/ErrorArticulos``.
  @discardableResult
  public func siguientePagina() async throws -> ResultadoDeBusqueda? {
    guard let ultimo, ultimo.pagina.siguiente != nil else { return nil }
    return try await buscar(ultimo.texto, etiquetas: ultimo.etiquetas, pagina: ultimo.numero + 1)
  }

  /// The model that shows one found article, with this model's dependencies.
  ///
  /// ```swift
  /// let articulo = try await busqueda.detalle(de: id).cargar()
  /// ```
  ///
  /// - Parameter id: The article to show.
  /// - Returns: A ``DetalleModel`` that inherits this model's dependencies.
  public func detalle(de id: Articulo.ID) -> DetalleModel {
    withDependencies(from: self) { DetalleModel(id: id) }
  }
}
