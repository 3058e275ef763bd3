import AppCore
import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
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

  @Test("JSON Lines: export, import into another server, export again gives the same bytes")
  func lineasIdaYVuelta() async throws {
    let articulos =
      Articulo.muestra
      + Muestras.articulos(
        250,
        Muestras.Serie(
          ids: .numerada(prefijo: "l"), titulo: { "Línea \($0)" },
          cuerpo: { _ in "dice \"hola\" \\ [no] {es}\nsegunda línea" },
          etiquetas: { _ in ["jsonl"] }))
    func exportar(_ cliente: ClienteArticulos) async throws -> Data {
      var exportador = withDependencies {
        $0.clienteArticulos = cliente
      } operation: {
        ExportadorModel(tamanoPagina: 100)
      }
      exportador.formato = .lineasJSON
      let salida = Salida()
      try await exportador.exportar(escribir: { salida.trozos.append($0) })
      return salida.trozos.reduce(Data(), +)
    }
    let primera = try await exportar(.enMemoria(articulos))
    #expect(String(decoding: primera, as: UTF8.self).split(separator: "\n").count == 253)
    let archivo = FileManager.default.temporaryDirectory
      .appendingPathComponent("articulos-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: archivo) }
    try primera.write(to: archivo)
    let destino = ClienteArticulos.enMemoria()
    let importador = withDependencies {
      $0.clienteArticulos = destino
    } operation: {
      ImportadorModel()
    }
    let plan = try importador.preparar(try FuenteDeImportacion(ruta: archivo))
    #expect(plan.invalidos.isEmpty)
    let resultado = await importador.importar(plan)
    #expect(resultado.guardados == 253)
    #expect(try await exportar(destino) == primera)
  }
}
