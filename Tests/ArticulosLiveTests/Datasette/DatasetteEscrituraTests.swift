import ArticulosInterface
import DatasetteTestSupport
import Foundation
import Testing

@testable import ArticulosLive

@Suite(
  "The live client writes to a real Datasette: create, update, upsert, delete, refusals",
  .datasetteServer())
struct DatasetteEscrituraTests {
  @Test("a new article is created, returned as stored, readable and searchable")
  func crear() async throws {
    let server = try DatasetteServer.requerido()
    let nuevo = Articulo.unico("Crónica del ornitorrinco", etiquetas: ["fauna", "crónica"])
    let (guardado, leido, hallados) = try await server.conCliente { cliente in
      let guardado = try await cliente.guardar(nuevo)
      let leido = try await cliente.obtener(id: nuevo.id)
      let hallados = try await cliente.buscar(texto: "ornitorrinco", pagina: 1)
      return (guardado, leido, hallados)
    }
    #expect(guardado == nuevo)
    #expect(leido == nuevo)
    #expect(hallados.articulos.map(\.id).contains(nuevo.id))
  }

  @Test("saving an existing id replaces it, and the search index follows")
  func actualizar() async throws {
    let server = try DatasetteServer.requerido()
    var articulo = Articulo.unico("El quetzal de antes")
    var cambiado = articulo
    cambiado.titulo = "El colibrí de ahora"
    cambiado.etiquetas = ["aves"]
    cambiado.actualizado = articulo.actualizado.addingTimeInterval(60)
    let (leido, antes, ahora) = try await server.conCliente { cliente in
      articulo = try await cliente.guardar(articulo)
      _ = try await cliente.guardar(cambiado)
      return (
        try await cliente.obtener(id: articulo.id),
        try await cliente.buscar(texto: "quetzal", pagina: 1),
        try await cliente.buscar(texto: "colibri", pagina: 1)
      )
    }
    #expect(leido == cambiado)
    #expect(!antes.articulos.map(\.id).contains(articulo.id))
    #expect(ahora.articulos.map(\.id).contains(articulo.id))
  }

  @Test("a batch mixing new and existing ids upserts both, returned in the order given")
  func upsert() async throws {
    let server = try DatasetteServer.requerido()
    let existente = Articulo.unico("Viejo")
    var modificado = existente
    modificado.cuerpo = "Cuerpo nuevo."
    let nuevo = Articulo.unico("Nuevo")
    let (guardados, leidos) = try await server.conCliente { cliente in
      _ = try await cliente.guardar(existente)
      let guardados = try await cliente.guardarVarios([nuevo, modificado])
      return (
        guardados,
        [try await cliente.obtener(id: nuevo.id), try await cliente.obtener(id: existente.id)]
      )
    }
    #expect(guardados == [nuevo, modificado])
    #expect(leidos == [nuevo, modificado])
  }

  @Test("a deleted article is gone; deleting it again is 'not found'")
  func borrar() async throws {
    let server = try DatasetteServer.requerido()
    let articulo = Articulo.unico()
    try await server.conCliente { cliente in
      _ = try await cliente.guardar(articulo)
      try await cliente.borrar(id: articulo.id)
    }
    let leer = await server.error { try await $0.obtener(id: articulo.id) }
    let otraVez = await server.error { try await $0.borrar(id: articulo.id) }
    #expect(leer == .noEncontrado(articulo.id))
    #expect(otraVez == .noEncontrado(articulo.id))
  }

  @Test("250 articles in one call are split into batches and all stored")
  func loteGrande() async throws {
    let server = try DatasetteServer.requerido()
    let articulos = (0..<250).map { numero in Articulo.unico("Lote \(numero)") }
    let (guardados, leidos) = try await server.conCliente { cliente in
      let guardados = try await cliente.guardarVarios(articulos)
      let ids = Set(articulos.map(\.id))
      return (guardados, try await cliente.cargar().filter { ids.contains($0.id) })
    }
    #expect(guardados == articulos)
    #expect(leidos == articulos.sorted { $0.id < $1.id })
  }

  @Test(
    "ids that need tilde-encoding are created, read, updated and deleted",
    arguments: [
      "a/b", "a~b", "x.json", "a b", "a+b", "a,b", "a%2Fb", "año", "café con leche", "?¿#&=",
    ])
  func idsRaros(id: String) async throws {
    let server = try DatasetteServer.requerido()
    var articulo = Articulo.unico("Id raro")
    articulo.id = Articulo.ID(rawValue: id)
    var cambiado = articulo
    cambiado.titulo = "Id raro, cambiado"
    let (leido, releido) = try await server.conCliente { cliente in
      _ = try await cliente.guardar(articulo)
      let leido = try await cliente.obtener(id: articulo.id)
      _ = try await cliente.guardar(cambiado)
      let releido = try await cliente.obtener(id: articulo.id)
      try await cliente.borrar(id: articulo.id)
      return (leido, releido)
    }
    #expect(leido == articulo)
    #expect(releido == cambiado)
    let despues = await server.error { try await $0.obtener(id: articulo.id) }
    #expect(despues == .noEncontrado(articulo.id))
  }

  @Test("an article the server's checks refuse is an invalid article with the server's reason")
  func filaInvalida() async throws {
    let server = try DatasetteServer.requerido()
    // NB: 150 flags are 150 characters for Swift (valid here) but 300 code points for SQLite's
    // length(), past the id_valido check: a row only the server can refuse.
    var articulo = Articulo.unico()
    articulo.id = Articulo.ID(rawValue: String(repeating: "🇪🇸", count: 150))
    #expect(articulo.problemas.isEmpty)
    let error = await server.error { try await $0.guardar(articulo) }
    #expect(
      error == .articuloInvalido([.rechazadoPorElServidor("CHECK constraint failed: id_valido")]))
  }

  @Test("a batch with one row the server refuses stores none of that batch")
  func loteEnUnaTransaccion() async throws {
    let server = try DatasetteServer.requerido()
    var malo = Articulo.unico()
    malo.id = Articulo.ID(rawValue: String(repeating: "🇪🇸", count: 150))
    let bueno = Articulo.unico("Bueno")
    let error = await server.error { try await $0.guardarVarios([bueno, malo]) }
    guard case .articuloInvalido = error else {
      Issue.record("expected articuloInvalido, got \(String(describing: error))")
      return
    }
    let leido = await server.error { try await $0.obtener(id: bueno.id) }
    #expect(leido == .noEncontrado(bueno.id))
  }

  @Test("a token this server did not sign is refused (401), and its text is nowhere in the error")
  func tokenMalo() async throws {
    let server = try DatasetteServer.requerido()
    let falso = TokenDeAcceso("dstok_firmado-con-otro-secreto-1234")
    let error = try #require(
      await server.error(server.configuracion(token: falso)) {
        try await $0.guardar(Articulo.unico())
      })
    #expect(error == .tokenRechazado(motivo: "Invalid token signature"))
    #expect(!error.description.contains(falso.valorSecreto))
    #expect(!String(reflecting: error).contains(falso.valorSecreto))
  }

  @Test("writing without a token is 'no token' (403), for saves and deletes alike")
  func sinToken() async throws {
    let server = try DatasetteServer.requerido()
    let anonimo = server.configuracion(token: nil)
    let guardar = await server.error(anonimo) { try await $0.guardar(Articulo.unico()) }
    let borrar = await server.error(anonimo) { try await $0.borrar(id: "cualquiera") }
    #expect(guardar == .sinToken)
    #expect(borrar == .sinToken)
  }

  @Test(
    "a token the server does not recognise (its 403 looks like a missing permission) is rejected")
  func tokenDesconocido() async throws {
    let server = try DatasetteServer.requerido()
    let ajeno = server.configuracion(token: TokenDeAcceso("token-de-otro-sistema"))
    let error = await server.error(ajeno) { try await $0.guardar(Articulo.unico()) }
    #expect(
      error
        == .tokenRechazado(
          motivo: "the server does not recognise it, so it took the request as anonymous"))
  }

  @Test("twenty saves at once all land, sharing the pooled connections")
  func guardadosConcurrentes() async throws {
    let server = try DatasetteServer.requerido()
    let articulos = (0..<20).map { Articulo.unico("Concurrente \($0)") }
    let leidos = try await server.conCliente { cliente in
      try await withThrowingTaskGroup(of: Articulo.self) { grupo in
        for articulo in articulos { grupo.addTask { try await cliente.guardar(articulo) } }
        var guardados: [Articulo] = []
        for try await guardado in grupo { guardados.append(guardado) }
        return guardados
      }
    }
    #expect(Set(leidos) == Set(articulos))
  }
}
