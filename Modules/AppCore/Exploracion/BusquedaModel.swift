import ArticulosInterface
import Dependencies

/// Searches the articles, a page at a time: the `search` feature.
///
/// ``buscar(_:pagina:)`` asks for one page of the articles that contain every word of the text
/// (ignoring case and accents); ``siguientePagina()`` continues the same search until it returns
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

  /// Finds page `pagina` of the articles that contain every word of `texto`.
  ///
  /// Blank text matches every article, as on the server.
  ///
  /// ```swift
  /// let segunda = try await busqueda.buscar("swift arquitectura", pagina: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - texto: The words to look for.
  ///   - pagina: The page, from 1.
  /// - Returns: The page and where it is in the search.
  /// - Throws: ``/ArticulosInterface/ErrorArticulos/peticionRechazada(estado:mensaje:)`` for a
  ///   page below 1 (without a request), or the client's error.
  @discardableResult
  public func buscar(
    _ texto: String, pagina: Int = 1
  ) async throws -> ResultadoDeBusqueda {
    guard pagina >= 1 else {
      throw ErrorArticulos.peticionRechazada(
        estado: 400, mensaje: "pages start at 1, not \(pagina)")
    }
    let encontrada = try await cliente.buscar(texto: texto, pagina: pagina)
    let resultado = ResultadoDeBusqueda(texto: texto, numero: pagina, pagina: encontrada)
    ultimo = resultado
    return resultado
  }

  /// Finds the page after the last one, or returns `nil` when there is none (or no search yet).
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
    return try await buscar(ultimo.texto, pagina: ultimo.numero + 1)
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
