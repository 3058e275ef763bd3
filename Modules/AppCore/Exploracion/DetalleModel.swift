import ArticulosInterface
import Borrado
import Dependencies
import Edicion

/// Shows one article: the `show` feature, and the parent of its editor and its deletion.
///
/// Usually made by ``ExploradorModel/detalle(de:)`` or ``BusquedaModel/detalle(de:)``, which
/// build it with `withDependencies(from:)` so it sees its parent's dependencies even when the
/// scope that built the parent has ended. It makes its own children the same way.
///
/// ```swift
/// let detalle = withDependencies {
///   $0.clienteArticulos = .enMemoria(Articulo.muestra)
/// } operation: {
///   DetalleModel(id: Articulo.muestra[0].id)
/// }
/// let articulo = try await detalle.cargar()
/// ```
@MainActor
public final class DetalleModel {
  @Dependency(\.clienteArticulos) var cliente

  /// The article shown.
  ///
  /// ```swift
  /// DetalleModel(id: Articulo.muestra[0].id).id  // 00000000-0000-0000-0000-000000000001
  /// ```
  public let id: Articulo.ID

  /// Makes the model of one article; it captures the dependencies in effect here.
  ///
  /// ```swift
  /// let detalle = DetalleModel(id: "00000000-0000-0000-0000-000000000001")
  /// ```
  ///
  /// - Parameter id: The article to show.
  public init(id: Articulo.ID) {
    self.id = id
  }

  /// Loads the article.
  ///
  /// ```swift
  /// let articulo = try await detalle.cargar()
  /// print(articulo.titulo)
  /// ```
  ///
  /// - Returns: The article.
  /// - Throws: ``/ArticulosInterface/ErrorArticulos/noEncontrado(_:)`` when no article has the
  ///   id, or another client error.
  public func cargar() async throws -> Articulo {
    try await cliente.obtener(id: id)
  }

  /// The editor of this article, with this model's dependencies.
  ///
  /// ```swift
  /// let guardado = try await detalle.editor().actualizar(
  ///   detalle.id, con: CambiosDeArticulo(titulo: "Nuevo título"))
  /// ```
  ///
  /// - Returns: An ``EditorModel`` that inherits this model's dependencies.
  public func editor() -> EditorModel {
    withDependencies(from: self) { EditorModel() }
  }

  /// The deletion of this article, with this model's dependencies.
  ///
  /// ```swift
  /// let resultado = try await detalle.borrado().borrar(detalle.id, confirmacion: .previa)
  /// ```
  ///
  /// - Returns: A ``BorradoModel`` that inherits this model's dependencies.
  public func borrado() -> BorradoModel {
    withDependencies(from: self) { BorradoModel() }
  }
}
