import ArticulosInterface
import Dependencies

/// Deletes an article, but only once the deletion is confirmed: the `delete` feature.
///
/// The decision is the feature's, not the caller's: ``borrar(_:confirmacion:)`` loads the
/// article (so a wrong id fails before anything is asked), describes it in a
/// ``ConfirmacionDeBorrado``, asks as the ``ModoDeConfirmacion`` says, and deletes only on an
/// explicit yes.
///
/// ```swift
/// let borrado = withDependencies {
///   $0.clienteArticulos = .enMemoria(Articulo.muestra)
/// } operation: {
///   BorradoModel()
/// }
/// let resultado = try await borrado.borrar(Articulo.muestra[0].id, confirmacion: .previa)
/// // .borrado(Articulo.muestra[0])
/// ```
public struct BorradoModel: Sendable {
  @Dependency(\.clienteArticulos) var cliente

  /// Makes a deletion that captures the dependencies in effect here.
  ///
  /// ```swift
  /// let borrado = BorradoModel()
  /// ```
  public init() {}

  /// Loads the article and describes its deletion, without deleting anything.
  ///
  /// ```swift
  /// let confirmacion = try await borrado.preparar(id)
  /// print(confirmacion.pregunta)
  /// ```
  ///
  /// - Parameter id: The article to delete.
  /// - Returns: What would be deleted.
  /// - Throws: ``/ArticulosInterface/ErrorArticulos/noEncontrado(_:)`` or another client error.
  public func preparar(_ id: Articulo.ID) async throws -> ConfirmacionDeBorrado {
    let articulo = try await cliente.obtener(id: id)
    return ConfirmacionDeBorrado(articulo: articulo)
  }

  /// Deletes the article with id `id` if the deletion is confirmed.
  ///
  /// ```swift
  /// let resultado = try await borrado.borrar(id, confirmacion: .preguntando { pregunta in
  ///   print(pregunta, terminator: "")
  ///   return readLine()
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - id: The article to delete.
  ///   - confirmacion: Confirmed already, ask, or nobody to ask.
  /// - Returns: ``ResultadoDeBorrado/borrado(_:)`` with what was deleted, or
  ///   ``ResultadoDeBorrado/noConfirmado(_:)``.
  /// - Throws: ``/ArticulosInterface/ErrorArticulos/noEncontrado(_:)`` when no article has the
  ///   id (before asking), or another client error.
  public func borrar(
    _ id: Articulo.ID, confirmacion: ModoDeConfirmacion
  ) async throws -> ResultadoDeBorrado {
    let descripcion = try await preparar(id)
    let confirmado: Bool
    switch confirmacion {
    case .previa:
      confirmado = true
    case .preguntando(let preguntar):
      confirmado = descripcion.acepta(await preguntar(descripcion.pregunta))
    case .sinRespuesta:
      confirmado = false
    }
    guard confirmado else { return .noConfirmado(descripcion) }
    if Task.isCancelled { throw ErrorArticulos.cancelado }
    try await cliente.borrar(id: id)
    return .borrado(descripcion.articulo)
  }
}
