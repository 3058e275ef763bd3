import ArticulosInterface
import Dependencies
import Foundation

/// Creates and updates articles, checking them before any request: the `save` feature.
///
/// A new article gets its id from the `uuid` dependency (as `Articulo.ID(uuid())`) and both
/// dates from the `date` dependency; an update keeps the id and
/// ``/ArticulosInterface/Articulo/creado`` and sets ``/ArticulosInterface/Articulo/actualizado``
/// to the `date` dependency's now. An
/// article with problems (``/ArticulosInterface/Articulo/problemas``: blank title, body too long,
/// repeated tags...) is refused with ``/ArticulosInterface/ErrorArticulos/articuloInvalido(_:)``
/// and no request is made. Dependencies are read when a method runs, never in the initializer:
///
/// ```swift
/// let editor = withDependencies {
///   $0.clienteArticulos = .enMemoria()
///   $0.uuid = .incrementing
///   $0.date = .constant(Date(timeIntervalSince1970: 0))
/// } operation: {
///   EditorModel()
/// }
/// let creado = try await editor.crear(BorradorDeArticulo(titulo: "Hola"))
/// creado.id  // 00000000-0000-0000-0000-000000000000
/// ```
public struct EditorModel: Sendable {
  @Dependency(\.clienteArticulos) var cliente
  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  /// Makes an editor that captures the dependencies in effect here.
  ///
  /// ```swift
  /// let editor = EditorModel()
  /// ```
  public init() {}

  /// The article `borrador` would become: a new id and the current date, without a request.
  ///
  /// ```swift
  /// let articulo = editor.nuevo(BorradorDeArticulo(titulo: "Hola"))
  /// articulo.problemas  // []
  /// ```
  ///
  /// - Parameter borrador: The title, body and tags.
  /// - Returns: The article with its id and dates, not saved.
  public func nuevo(_ borrador: BorradorDeArticulo) -> Articulo {
    let ahora = date.now
    return Articulo(
      id: Articulo.ID(uuid()), titulo: borrador.titulo, cuerpo: borrador.cuerpo,
      etiquetas: borrador.etiquetas, creado: ahora, actualizado: ahora)
  }

  /// Creates an article from `borrador`, after checking it.
  ///
  /// ```swift
  /// let creado = try await editor.crear(
  ///   BorradorDeArticulo(titulo: "Café", cuerpo: "...", etiquetas: ["café"]))
  /// ```
  ///
  /// - Parameter borrador: The title, body and tags.
  /// - Returns: The article as the server stored it.
  /// - Throws: ``/ArticulosInterface/ErrorArticulos/articuloInvalido(_:)`` without a request when
  ///   the article has problems, or the client's error.
  public func crear(_ borrador: BorradorDeArticulo) async throws -> Articulo {
    let articulo = nuevo(borrador)
    let problemas = articulo.problemas
    guard problemas.isEmpty else { throw ErrorArticulos.articuloInvalido(problemas) }
    return try await cliente.guardar(articulo)
  }

  /// Changes the article with id `id` and saves it.
  ///
  /// The changes are checked first (no request if they are wrong), then the article is loaded,
  /// changed, checked again and saved, keeping its id and creation date and with the `date`
  /// dependency's now as its update date.
  ///
  /// ```swift
  /// let guardado = try await editor.actualizar(
  ///   "00000000-0000-0000-0000-000000000001", con: CambiosDeArticulo(etiquetas: ["café"]))
  /// ```
  ///
  /// - Parameters:
  ///   - id: The article to change.
  ///   - cambios: The fields to replace.
  /// - Returns: The article as the server stored it.
  /// - Throws: ``/ArticulosInterface/ErrorArticulos/articuloInvalido(_:)`` for wrong changes,
  ///   ``/ArticulosInterface/ErrorArticulos/noEncontrado(_:)`` when no article has the id, or
  ///   another client error.
  public func actualizar(
    _ id: Articulo.ID, con cambios: CambiosDeArticulo
  ) async throws -> Articulo {
    guard cambios.problemas.isEmpty else {
      throw ErrorArticulos.articuloInvalido(cambios.problemas)
    }
    let actual = try await cliente.obtener(id: id)
    var cambiado = cambios.aplicados(a: actual)
    cambiado.actualizado = date.now
    guard cambiado.problemas.isEmpty else {
      throw ErrorArticulos.articuloInvalido(cambiado.problemas)
    }
    let guardar = cambiado
    return try await cliente.guardar(guardar)
  }
}
