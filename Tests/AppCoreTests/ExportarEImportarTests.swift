import AppCore
import ArticulosEnMemoria
import ArticulosInterface
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// Export and import together: what one writes, the other reads back.
@Suite(
  "Export, then import: the round trip", .dependencies { _ in }, .timeLimit(.minutes(1)))
struct ExportarEImportarTests {
  /// Collects what an export writes.
  final class Salida: @unchecked Sendable {
    // NB: only the exporting task touches it, one piece after another.
    var trozos: [Data] = []
    var texto: String { String(decoding: trozos.reduce(Data(), +), as: UTF8.self) }
  }

  @Test("what it exports imports back into another server unchanged")
  func idaYVuelta() async throws {
    let exportador = withDependencies {
      $0.clienteArticulos = .enMemoria(Articulo.muestra)
    } operation: {
      ExportadorModel()
    }
    let salida = Salida()
    try await exportador.exportar(escribir: { salida.trozos.append($0) })
    let destino = ClienteArticulos.enMemoria()
    let importador = withDependencies {
      $0.clienteArticulos = destino
    } operation: {
      ImportadorModel()
    }
    let plan = try importador.preparar(.datosJSON(Data(salida.texto.utf8), origen: "export"))
    _ = await importador.importar(plan)
    #expect(try await destino.cargar() == Articulo.muestra)
  }
}
