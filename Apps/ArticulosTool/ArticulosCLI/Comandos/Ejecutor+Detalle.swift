import AppCore
import ArticulosInterface

extension Ejecutor {
  /// `show ID`.
  @MainActor
  func mostrar(_ id: Articulo.ID) async throws(FalloDeEjecucion) {
    let detalle = DetalleModel(id: id)
    let articulo = try await conCliente(.mostrar) {
      try await detalle.cargar()
    }
    if globales.json {
      imprimirJSON(articulo)
    } else {
      consola.imprimir(Presentacion.detalle(articulo))
    }
  }
}
