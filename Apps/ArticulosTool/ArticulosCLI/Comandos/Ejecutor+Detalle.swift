import AppCore
import ArticulosInterface

extension Ejecutor {
  /// `show ID`, or `show PREFIX` of one id (``resolver(_:en:)``): the fields, and the body
  /// word-wrapped to the terminal.
  @MainActor
  func mostrar(_ id: Articulo.ID) async throws(FalloDeEjecucion) {
    let articulo = try await resolver(id, en: .mostrar)
    if globales.json {
      imprimirJSON(articulo)
    } else {
      consola.imprimir(Presentacion.detalle(articulo, ancho: consola.terminal.ancho))
    }
  }
}
