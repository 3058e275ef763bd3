import ArticulosInterface
import DatasetteTestSupport
import Foundation
import Testing
import TestSupport

@Suite(
  "The built executable searches a real Datasette best match first",
  .datasetteServer(sampleArticles: 300))
struct BusquedaClasificadaBinarioTests {
  @Test("search café puts an article with café in its title first, and says nothing on stderr")
  func mejorPrimero() async throws {
    let servidor = try #require(DatasetteServer.current)
    let resultado = try await ProcesoArticulos.ejecutar(
      ["search", "café", "--json"], entorno: entorno(de: servidor))
    #expect(resultado.codigo == 0, "\(resultado)")
    #expect(resultado.error.isEmpty, "\(resultado)")
    let primero = try #require(try json(ListadoLeido.self, de: resultado.salida).articulos.first)
    #expect(primero.titulo.lowercased().contains("café"), "\(primero.titulo)")
  }

  @Test("search --json explains every result with an excerpt that marks a matched word")
  func extractosMarcados() async throws {
    let servidor = try #require(DatasetteServer.current)
    let resultado = try await ProcesoArticulos.ejecutar(
      ["search", "café", "--json"], entorno: entorno(de: servidor))
    #expect(resultado.codigo == 0, "\(resultado)")
    let objeto = try #require(
      try JSONSerialization.jsonObject(with: Data(resultado.salida.utf8)) as? [String: Any])
    let extractos = try #require(objeto["extractos"] as? [String: [[String: String]]])
    let ids = try json(ListadoLeido.self, de: resultado.salida).articulos.map(\.id.rawValue)
    #expect(!ids.isEmpty)
    #expect(Set(extractos.keys) == Set(ids))
    for (id, partes) in extractos {
      let marcadas = partes.compactMap { $0["coincidencia"] }
      #expect(marcadas.contains { TextoNormalizado.clave($0) == "cafe" }, "\(id): \(partes)")
    }
    let tabla = try await ProcesoArticulos.ejecutar(
      ["search", "café"], entorno: entorno(de: servidor).merging(["COLUMNS": "70"]) { $1 })
    let lineas = tabla.salida.split(separator: "\n")
    #expect(lineas.contains { $0.hasPrefix("  ") && $0.contains("[") }, "\(tabla)")
    #expect(lineas.allSatisfy { $0.count <= 70 }, "\(tabla)")
    #expect(!tabla.salida.contains("\u{1B}"))
  }

  @Test(
    "export, list and search with --tag keep to the articles with every tag, any case or accent")
  func porEtiquetas() async throws {
    let servidor = try #require(DatasetteServer.current)
    let todos = try json(
      ListadoLeido.self,
      de: try await ProcesoArticulos.ejecutar(
        ["list", "--all", "--json"], entorno: entorno(de: servidor)
      ).salida
    ).articulos
    func con(_ claves: [String]) -> [Articulo.ID] {
      todos.filter { articulo in
        claves.allSatisfy { clave in articulo.etiquetas.map(TextoNormalizado.clave).contains(clave)
        }
      }.map(\.id)
    }
    let cultura = con(["cultura"])
    #expect(cultura.count > 20)

    let exportacion = try await ProcesoArticulos.ejecutar(
      ["export", "--tag", "CULTURA"], entorno: entorno(de: servidor))
    #expect(exportacion.codigo == 0, "\(exportacion)")
    #expect(try json([Articulo].self, de: exportacion.salida).map(\.id) == cultura)
    #expect(
      exportacion.error.contains("Exported \(cultura.count) articles with the tag 'CULTURA'."))

    let ambas = try await ProcesoArticulos.ejecutar(
      ["list", "--tag", "cultura", "--tag", "OPINION", "--all", "--json"],
      entorno: entorno(de: servidor))
    #expect(ambas.codigo == 0, "\(ambas)")
    let leido = try json(ListadoLeido.self, de: ambas.salida)
    #expect(leido.articulos.map(\.id) == con(["cultura", "opinion"]))
    #expect(leido.total == con(["cultura", "opinion"]).count)

    let primeros = try await ProcesoArticulos.ejecutar(
      ["list", "--tag", "Cultura", "--limit", "3"], entorno: entorno(de: servidor))
    #expect(
      primeros.salida.hasSuffix(
        "Showing 3 of \(cultura.count) articles with the tag 'Cultura'. More:\n"
          + "  articulos list --limit 3 --page 2 --tag Cultura\n"), "\(primeros)")

    let busqueda = try await ProcesoArticulos.ejecutar(
      ["search", "películas", "--tag", "cultura", "--json"], entorno: entorno(de: servidor))
    #expect(busqueda.codigo == 0, "\(busqueda)")
    let encontrados = try json(ListadoLeido.self, de: busqueda.salida).articulos
    #expect(!encontrados.isEmpty)
    #expect(Set(encontrados.map(\.id)).isSubset(of: Set(cultura)))

    let vacia = try await ProcesoArticulos.ejecutar(
      ["export", "--tag", ""], entorno: entorno(de: servidor))
    #expect(vacia.codigo == 64, "\(vacia)")
    #expect(vacia.salida.isEmpty)
  }
}

@Suite(
  "The built executable on a server that runs no SQL: id order, and why, once",
  .datasetteServer(sampleArticles: 60, sql: false))
struct BusquedaSinSQLBinarioTests {
  @Test("search still lists the matches, in id order, and tells standard error why once")
  func sinClasificarConAviso() async throws {
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
