import ArticulosInterface
import DatasetteTestSupport
import Foundation
import Testing
import TestSupport

@Suite(
  "The built executable: what export writes, import reproduces on an empty server",
  .datasetteServer(sampleArticles: 12))
struct IdaYVueltaBinarioTests {
  @Test("a body of the largest size, odd text and every date come back byte for byte")
  func idaYVuelta() async throws {
    let origen = try #require(DatasetteServer.current)
    let lista = try await ProcesoArticulos.ejecutar(
      ["list", "--limit", "2", "--json"], entorno: entorno(de: origen))
    let ids = try json(ListadoLeido.self, de: lista.salida).articulos.map(\.id.rawValue)
    try #require(ids.count == 2)
    // The largest body allowed (1 MiB of UTF-8, in two-byte letters), and dates finer than a
    // millisecond, written by another program.
    // NB: Made by SQLite itself: 1 MiB is too long for a command-line argument.
    try await origen.executeSQL(
      "UPDATE articulos SET cuerpo = replace(hex(zeroblob(?)), '00', 'ñ') WHERE id = ?",
      [String(Articulo.longitudMaximaCuerpo / 2), ids[0]])
    try await origen.executeSQL(
      "UPDATE articulos SET creado = ?, actualizado = ?, titulo = ? WHERE id = ?",
      ["2024-01-02T03:04:05.123456Z", "2024-01-02T03:04:05Z", "Tab\tand \"quotes\" ∑", ids[1]])
    let carpeta = try CarpetaTemporal()
    let primera = carpeta.ruta + "/primera.json"
    let exportada = try await ProcesoArticulos.ejecutar(
      ["export", primera], entorno: entorno(de: origen))
    #expect(exportada.codigo == 0, "\(exportada)")

    try await DatasetteServer.with(sampleArticles: 0) { destino in
      let importada = try await ProcesoArticulos.ejecutar(
        ["import", primera], entorno: entorno(de: destino))
      #expect(importada.codigo == 0, "\(importada)")
      #expect(importada.salida.contains("Imported 12 of 12 articles."), "\(importada)")
      let segunda = carpeta.ruta + "/segunda.json"
      let otra = try await ProcesoArticulos.ejecutar(
        ["export", segunda], entorno: entorno(de: destino))
      #expect(otra.codigo == 0, "\(otra)")
      let uno = try Data(contentsOf: URL(fileURLWithPath: primera))
      let dos = try Data(contentsOf: URL(fileURLWithPath: segunda))
      #expect(uno == dos)
    }
    let articulos = try JSONDecoder().decode(
      [Articulo].self, from: Data(contentsOf: URL(fileURLWithPath: primera)))
    #expect(
      articulos.first { $0.id.rawValue == ids[0] }?.cuerpo.utf8.count
        == Articulo.longitudMaximaCuerpo)
    let texto = try String(contentsOfFile: primera, encoding: .utf8)
    #expect(texto.contains(#""creado":"2024-01-02T03:04:05.123Z""#))
    #expect(texto.contains(#""actualizado":"2024-01-02T03:04:05.000Z""#))
  }
}
