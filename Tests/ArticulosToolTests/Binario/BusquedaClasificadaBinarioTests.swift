import DatasetteTestSupport
import Foundation
import Testing
import TestSupport

@Suite(
  "The built executable searches a real Datasette best match first",
  .datasetteServer(sampleArticles: 300))
struct BusquedaClasificadaBinarioTests {
  @Test("search café puts an article with café in its title first, and says nothing on stderr")
  func bestMatchFirst() async throws {
    let servidor = try #require(DatasetteServer.current)
    let resultado = try await ProcesoArticulos.ejecutar(
      ["search", "café", "--json"], entorno: entorno(de: servidor))
    #expect(resultado.codigo == 0, "\(resultado)")
    #expect(resultado.error.isEmpty, "\(resultado)")
    let primero = try #require(try json(ListadoLeido.self, de: resultado.salida).articulos.first)
    #expect(primero.titulo.lowercased().contains("café"), "\(primero.titulo)")
  }
}

@Suite(
  "The built executable on a server that runs no SQL: id order, and why, once",
  .datasetteServer(sampleArticles: 60, sql: false))
struct BusquedaSinSQLBinarioTests {
  @Test("search still lists the matches, in id order, and tells standard error why once")
  func fallsBackWithANotice() async throws {
    let servidor = try #require(DatasetteServer.current)
    let resultado = try await ProcesoArticulos.ejecutar(
      ["search", "café", "--json"], entorno: entorno(de: servidor))
    #expect(resultado.codigo == 0, "\(resultado)")
    let ids = try json(ListadoLeido.self, de: resultado.salida).articulos.map(\.id)
    #expect(!ids.isEmpty)
    #expect(ids == ids.sorted())
    #expect(resultado.error.components(separatedBy: "execute-sql").count == 2, "\(resultado)")
    #expect(resultado.error.contains("id order"), "\(resultado)")
  }
}
