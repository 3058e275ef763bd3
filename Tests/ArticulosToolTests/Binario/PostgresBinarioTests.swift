import ArticulosInterface
import DatasetteTestSupport
import Foundation
import PostgresTestSupport
import Testing
import TestSupport

/// What `save --json` prints.
private struct Guardado: Decodable {
  var articulo: Articulo
}

/// The built executable with `--api` a PostgreSQL URI: the composition root installs the
/// PostgreSQL client, and every command works against a real server.
@Suite("The built executable against a real PostgreSQL", .servidorPostgres)
struct PostgresBinarioTests {
  @Test("save, list, search, show and delete")
  func recorrido() async throws {
    let uri = try await #require(ServidorPostgres.actual).crearBaseDeDatos()
    func articulos(_ argumentos: String...) async throws -> ProcesoArticulos.Resultado {
      try await ProcesoArticulos.ejecutar(["--api", uri] + argumentos)
    }
    let guardado = try await articulos(
      "save", "--title", "Café de Colombia", "--body", "Un tueste medio, con notas de cacao.",
      "--tags", "café,recetas", "--json")
    #expect(guardado.codigo == 0, "\(guardado)")
    let articulo = try json(Guardado.self, de: guardado.salida).articulo
    _ = try await articulos("save", "--title", "Té verde", "--body", "Sin cafeína.", "--json")

    let lista = try await articulos("list", "--all", "--json")
    #expect(lista.codigo == 0, "\(lista)")
    let leidos = try json(ListadoLeido.self, de: lista.salida)
    #expect(leidos.total == 2)
    #expect(leidos.articulos.contains(articulo))

    let busqueda = try await articulos("search", "CAFE", "--json")
    #expect(busqueda.codigo == 0, "\(busqueda)")
    #expect(try json(ListadoLeido.self, de: busqueda.salida).articulos == [articulo])
    let humana = try await articulos("search", "cacao")
    #expect(humana.salida.contains("cacao"), "\(humana)")

    let detalle = try await articulos("show", articulo.id.rawValue, "--json")
    #expect(try json(Articulo.self, de: detalle.salida) == articulo)

    let borrado = try await articulos("delete", articulo.id.rawValue, "--yes")
    #expect(borrado.codigo == 0, "\(borrado)")
    let falta = try await articulos("show", articulo.id.rawValue)
    #expect(falta.codigo == 3)
    #expect(falta.error.hasPrefix("Error: No article has the id '\(articulo.id)'."))
  }

  @Test("The URI's password never shows: not with --verbose, not in an error")
  func contrasenaTachada() async throws {
    try await ServidorPostgres.con(contrasena: "clave-del-servidor") {
      (servidor: ServidorPostgres) async throws -> Void in
      let buena = servidor.uri(baseDeDatos: "postgres", contrasena: "clave-del-servidor")
      let bien = try await ProcesoArticulos.ejecutar(["--verbose", "--api", buena, "list"])
      #expect(bien.codigo == 0, "\(bien)")
      #expect(bien.error.contains("* server postgresql://articulos:<redacted>@127.0.0.1"))
      #expect(!(bien.salida + bien.error).contains("clave-del-servidor"))

      let mala = servidor.uri(baseDeDatos: "postgres", contrasena: "clave-equivocada")
      let rechazo = try await ProcesoArticulos.ejecutar(["--verbose", "--api", mala, "list"])
      #expect(rechazo.codigo != 0)
      #expect(rechazo.error.contains("password"), "\(rechazo)")
      #expect(!(rechazo.salida + rechazo.error).contains("clave-equivocada"))
    }
  }
}

@Suite(
  "The built executable copies between a real Datasette and a real PostgreSQL",
  .datasetteServer(sampleArticles: 30), .servidorPostgres)
struct CopiaDatasettePostgresBinarioTests {
  @Test("copy Datasette -> PostgreSQL -> Datasette; export of both is byte for byte the same")
  func idaYVuelta() async throws {
    let datasette = try #require(DatasetteServer.current)
    let postgres = try await #require(ServidorPostgres.actual).crearBaseDeDatos()
    let api = datasette.rootURL.absoluteString

    let ida = try await ProcesoArticulos.ejecutar(["--api", api, "copy", "--to", postgres])
    #expect(ida.codigo == 0, "\(ida)")
    let desdeDatasette = try await ProcesoArticulos.ejecutar(["--api", api, "export"])
    let desdePostgres = try await ProcesoArticulos.ejecutar(["--api", postgres, "export"])
    #expect(desdeDatasette.codigo == 0 && desdePostgres.codigo == 0)
    #expect(
      try JSONDecoder().decode([Articulo].self, from: Data(desdePostgres.salida.utf8)).count == 30)
    #expect(desdePostgres.salida == desdeDatasette.salida)

    // Back: one article changed in PostgreSQL reaches Datasette by copy.
    let primero = try #require(
      try JSONDecoder().decode([Articulo].self, from: Data(desdePostgres.salida.utf8)).first)
    let editado = try await ProcesoArticulos.ejecutar(
      ["--api", postgres, "save", "--id", primero.id.rawValue, "--title", "Cambiado en PostgreSQL"])
    #expect(editado.codigo == 0, "\(editado)")
    let vuelta = try await ProcesoArticulos.ejecutar(
      ["--api", postgres, "copy", "--to", api, "--to-token", datasette.token.valorSecreto])
    #expect(vuelta.codigo == 0, "\(vuelta)")
    let otraVez = try await ProcesoArticulos.ejecutar(["--api", api, "export"])
    let postgresOtraVez = try await ProcesoArticulos.ejecutar(["--api", postgres, "export"])
    #expect(otraVez.salida == postgresOtraVez.salida)
    #expect(otraVez.salida.contains("Cambiado en PostgreSQL"))
  }
}
