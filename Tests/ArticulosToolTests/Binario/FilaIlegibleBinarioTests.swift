import ArticulosInterface
import DatasetteTestSupport
import Foundation
import Testing
import TestSupport

@Suite(
  "The built executable against a real Datasette holding a row it cannot read",
  .datasetteServer(sampleArticles: 307))
struct FilaIlegibleBinarioTests {
  @Test("export writes the 306 readable articles, names the other with its reason, and ends with 1")
  func exportar() async throws {
    let servidor = try #require(DatasetteServer.current)
    let lista = try await ProcesoArticulos.ejecutar(
      ["list", "--limit", "50", "--json"], entorno: entorno(de: servidor))
    let malo = try #require(try json(ListadoLeido.self, de: lista.salida).articulos.last?.id)
    try await servidor.executeSQL(
      "UPDATE articulos SET actualizado = ? WHERE id = ?", ["2024-01-02T03:04", malo.rawValue])
    let carpeta = try CarpetaTemporal()
    let archivo = carpeta.ruta + "/copia.json"

    let exportacion = try await ProcesoArticulos.ejecutar(
      ["export", archivo], entorno: entorno(de: servidor))

    #expect(exportacion.codigo == 1, "\(exportacion)")
    #expect(exportacion.salida.contains("Exported 306 articles to \(archivo)."))
    #expect(exportacion.error.contains("1 article on the server could not be read"))
    #expect(exportacion.error.contains("\(malo): the row '\(malo)' has 'actualizado'"))
    let exportados = try JSONDecoder().decode(
      [Articulo].self, from: Data(contentsOf: URL(fileURLWithPath: archivo)))
    #expect(exportados.count == 306)
    #expect(!exportados.contains { $0.id == malo })

    let listado = try await ProcesoArticulos.ejecutar(
      ["list", "--all"], entorno: entorno(de: servidor))
    #expect(listado.codigo == 1, "\(listado)")
    #expect(listado.salida.split(separator: "\n").count == 1 + 306 + 1)  // header, rows, footer
    #expect(listado.error.contains("\(malo): the row"))
  }
}
