import ArticulosInterface
import DatasetteTestSupport
import Foundation
import Testing

@testable import ArticulosLive

@Suite(
  "The live client deletes many articles in one request through the server's bulk delete query",
  .serialized, .datasetteServer())
struct DatasetteBorradoPorLotesTests {
  private static let consulta = "POST /articulos/borrar_articulos"

  @Test("the articles go in one write request, and the ids without one come back, in order")
  func unaPeticion() async throws {
    let server = try DatasetteServer.requerido()
    let articulos = (1...5).map { Articulo.unico("Para borrar \($0)") }
    let antes = server.requests(containing: Self.consulta).count
    let (sinArticulo, quedan) = try await server.conCliente { cliente in
      _ = try await cliente.guardarVarios(articulos: articulos)
      let ids = [articulos[0].id, "nadie-1", articulos[1].id, articulos[2].id, "nadie-2"]
      let sinArticulo = try await cliente.borrarVarios(ids: ids)
      return (sinArticulo, try await cliente.cargar().map(\.id))
    }
    #expect(sinArticulo == ["nadie-1", "nadie-2"])
    #expect(!quedan.contains(articulos[0].id) && !quedan.contains(articulos[2].id))
    #expect(quedan.contains(articulos[3].id) && quedan.contains(articulos[4].id))
    #expect(server.requests(containing: Self.consulta).count == antes + 1)
  }

  @Test("ids with quotes, slashes, commas, accents or 200 characters are deleted as written")
  func idsRaros() async throws {
    let server = try DatasetteServer.requerido()
    let ids: [Articulo.ID] = [
      #"co"mi"llas"#, "a/b", "a,b", "año", "a\\b", "[x]",
      Articulo.ID(rawValue: String(repeating: "x", count: 200)),
    ]
    let articulos = ids.map { id in
      var articulo = Articulo.unico("Id raro")
      articulo.id = id
      return articulo
    }
    let (sinArticulo, quedan) = try await server.conCliente { cliente in
      _ = try await cliente.guardarVarios(articulos: articulos)
      let sinArticulo = try await cliente.borrarVarios(ids: ids + ["a"])
      return (sinArticulo, Set(try await cliente.cargar().map(\.id)))
    }
    #expect(sinArticulo == ["a"])
    #expect(quedan.isDisjoint(with: ids))
  }

  @Test("thousands of ids are looked up in several requests and deleted in one")
  func muchos() async throws {
    let server = try DatasetteServer.requerido()
    let articulos = (1...1_200).map { Articulo.unico("Uno de muchos \($0)") }
    let ausentes = (1...800).map { Articulo.ID(rawValue: "ausente-\($0)-\(UUID())") }
    let ids =
      zip(articulos.prefix(800), ausentes).flatMap { [$0.id, $1] }
      + articulos.dropFirst(800).map(\.id)
    let antes = server.requests(containing: Self.consulta).count
    let (sinArticulo, quedan) = try await server.conCliente { cliente in
      _ = try await cliente.guardarVarios(articulos: articulos)
      let consultasAntes = server.requests(containing: "json_each%28%3Aids%29").count
      let sinArticulo = try await cliente.borrarVarios(ids: ids)
      let consultas = server.requests(containing: "json_each%28%3Aids%29").count - consultasAntes
      #expect(consultas > 1, "the look-up took more than one request")
      return (sinArticulo, Set(try await cliente.cargar().map(\.id)))
    }
    #expect(sinArticulo == ausentes)
    #expect(quedan.isDisjoint(with: articulos.map(\.id)))
    #expect(server.requests(containing: Self.consulta).count == antes + 1)
  }

  @Test("ids none of which has an article send no write at all")
  func ningunoExiste() async throws {
    let server = try DatasetteServer.requerido()
    let antes = server.requests(containing: Self.consulta).count
    let sinArticulo = try await server.conCliente { try await $0.borrarVarios(ids: ["x1", "x2"]) }
    #expect(sinArticulo == ["x1", "x2"])
    #expect(try await server.conCliente { try await $0.borrarVarios(ids: []) } == [])
    #expect(server.requests(containing: Self.consulta).count == antes)
  }

  @Test("without a token nothing is deleted: the server needs one")
  func sinToken() async throws {
    let server = try DatasetteServer.requerido()
    let articulo = Articulo.unico("Sin token no se borra")
    try await server.conCliente { _ = try await $0.guardar(articulo) }
    let error = await server.error(server.configuracion(token: nil)) {
      try await $0.borrarVarios(ids: [articulo.id])
    }
    #expect(error == .sinToken)
    #expect(try await server.conCliente { try await $0.obtener(id: articulo.id) } == articulo)
  }
}

@Suite(
  "On a server without a bulk delete query, deleting many is not available, and nothing changes",
  .datasetteServer(sampleArticles: 5, bulkDelete: false))
struct DatasetteSinBorradoPorLotesTests {
  @Test("the client says why, deletes nothing, and does not ask the server again")
  func noDisponible() async throws {
    let server = try DatasetteServer.requerido()
    let ids = try await server.conCliente { try await $0.cargar().map(\.id) }
    let motivo = "the database declares no bulk delete query 'borrar_articulos'"
    let (primero, segundo, quedan) = try await server.conCliente { cliente in
      let primero = await Self.error { try await cliente.borrarVarios(ids: ids) }
      let segundo = await Self.error { try await cliente.borrarVarios(ids: ids) }
      return (primero, segundo, try await cliente.cargar().map(\.id))
    }
    #expect(primero == .noDisponible(motivo))
    #expect(segundo == .noDisponible(motivo))
    #expect(quedan == ids)
    #expect(server.requests(containing: "POST /articulos/borrar_articulos").count == 1)
  }

  private static func error(_ operacion: () async throws -> some Any) async -> ErrorArticulos? {
    do {
      _ = try await operacion()
      return nil
    } catch {
      return error as? ErrorArticulos
    }
  }
}
