import AppCore
import ArticulosInterface
import Foundation

extension Ejecutor {
  /// `export [FILE]`: every article as a JSON array, page by page.
  ///
  /// To a file, the bytes go to a temporary file renamed at the end, so an interrupted export
  /// leaves the old file (or none) and no temporary one. To standard output, pages are written
  /// as they come; an interrupted export ends with status 130 and says the output is partial.
  /// Either way no copy of the token is written (see ``Consola/tachando(_:)``). With
  /// `etiquetas` (`--tag`), only the articles that have every one of them; `formato`
  /// (`--format`) chooses a JSON array or JSON Lines.
  func exportar(
    a archivo: String?, etiquetas: [String] = [], formato: FormatoDeExportacion = .json
  ) async throws(FalloDeEjecucion) {
    let informe = InformeDeProgreso(accion: "Exporting", consola: consola)
    var exportador = ExportadorModel(reintentos: reintentos, etiquetas: etiquetas)
    exportador.formato = formato
    var escritura: EscrituraAtomica?
    if let archivo {
      do {
        escritura = try EscrituraAtomica(destino: archivo)
      } catch {
        throw FalloDeEjecucion(error)
      }
    }
    let consola = self.consola
    let ajustes = self.ajustes
    let resumen: ResumenDeExportacion
    do {
      resumen = try await exportador.exportar(
        escribir: { datos in
          if let escritura {
            try escritura.escribir(
              ajustes.token == nil
                ? datos : Data(ajustes.sinToken(String(decoding: datos, as: UTF8.self)).utf8))
          } else {
            consola.escribirSalida(String(decoding: datos, as: UTF8.self))
            try consola.comprobarSalida()
          }
        },
        progreso: { informe.avanzar(hechos: $0.exportados, total: $0.total) })
      try escritura?.confirmar()
    } catch {
      escritura?.descartar()
      informe.terminar()
      throw fallo(deExportacion: error, aArchivo: archivo)
    }
    informe.terminar()
    if let archivo {
      if globales.json {
        imprimirJSON(
          FormatoJSON.Exportacion(
            exportados: resumen.exportados, archivo: archivo,
            ilegibles: resumen.ilegibles.map(FormatoJSON.Ilegible.init)))
      } else {
        consola.imprimir(
          Presentacion.exportacion(resumen.exportados, a: archivo, etiquetas: etiquetas))
      }
    } else {
      consola.avisar(Presentacion.exportacion(resumen.exportados, a: nil, etiquetas: etiquetas))
    }
    try Self.comprobarLectura(resumen.ilegibles, faltanDe: "the export")
  }

  private func fallo(deExportacion error: any Error, aArchivo archivo: String?) -> FalloDeEjecucion
  {
    switch error {
    case let error as ErrorDeArchivo:
      return FalloDeEjecucion(error)
    case ErrorArticulos.cancelado, is CancellationError:
      let destino =
        archivo.map { "\($0) was left as it was." }
        ?? "The output on standard output is incomplete."
      return FalloDeEjecucion(.cancelado, "Cancelled. \(destino)")
    case let error as ErrorArticulos:
      return FalloDeEjecucion(error, en: .exportar)
    default:
      return FalloDeEjecucion(.fallo, "\(error)")
    }
  }
}
