import ArticulosInterface
import DatasetteTestSupport
import Testing

@testable import ArticulosLive

@Suite(
  "A row the table accepts but the client cannot read is named, and the rest still read",
  .datasetteServer(sampleArticles: 30))
struct DatasetteFilasIlegiblesTests {
  @Test("a date without seconds leaves its row out of the pages, named with the column")
  func fechaSinSegundos() async throws {
    let server = try DatasetteServer.requerido()
    let primera = try await server.conCliente { try await $0.listar(desde: nil, tamano: 10) }
    let id = try #require(primera.articulos.dropFirst(3).first?.id)
    try await server.executeSQL(
      "UPDATE articulos SET actualizado = ? WHERE id = ?", ["2024-01-02T03:04", id.rawValue])

    let paginas = try await server.conCliente { cliente in
      var paginas: [Pagina] = []
      var cursor: CursorDePagina?
      repeat {
        let pagina = try await cliente.listar(desde: cursor, tamano: 10)
        paginas.append(pagina)
        cursor = pagina.siguiente
      } while cursor != nil && paginas.count < 10
      return paginas
    }

    #expect(paginas.map(\.articulos.count) == [9, 10, 10])
    #expect(paginas.allSatisfy { $0.total == 30 })
    let ilegibles = paginas.flatMap(\.ilegibles)
    #expect(ilegibles.map(\.id) == [id])
    #expect(ilegibles.first?.motivo.contains("'actualizado' = '2024-01-02T03:04'") == true)
    #expect(!paginas.flatMap(\.articulos).contains { $0.id == id })

    let busqueda = try await server.conCliente { try await $0.buscar(texto: "", pagina: 1) }
    #expect(busqueda.ilegibles.map(\.id) == [id])
    let error = await server.error { try await $0.obtener(id: id) }
    guard case .respuestaInvalida(let motivo) = error else {
      Issue.record("show of the bad row gave \(String(describing: error))")
      return
    }
    #expect(motivo.contains("actualizado"))
  }
}
