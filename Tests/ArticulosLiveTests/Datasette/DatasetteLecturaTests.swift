import ArticulosEnMemoria
import ArticulosInterface
import DatasetteTestSupport
import Testing

@testable import ArticulosLive

@Suite(
  "The live client reads a real Datasette: listing, paging, counting, searching",
  .datasetteServer(sampleArticles: 250))
struct DatasetteLecturaTests {
  @Test("the first page has the asked size, in id order, with the total and a next token")
  func primeraPagina() async throws {
    let server = try DatasetteServer.requerido()
    let pagina = try await server.conCliente { try await $0.listar(desde: nil, tamano: 20) }
    #expect(pagina.articulos.count == 20)
    #expect(pagina.articulos.map(\.id) == pagina.articulos.map(\.id).sorted())
    #expect(pagina.total == 250)
    #expect(!pagina.totalEsMinimo)
    #expect(pagina.siguiente?.rawValue == pagina.articulos.last?.id.rawValue)
  }

  @Test("a page size above the server's maximum gets what the server allows, not a refusal")
  func paginaMayorQueElServidor() async throws {
    let server = try DatasetteServer.requerido()
    let pagina = try await server.conCliente { try await $0.listar(desde: nil, tamano: 50_000) }
    #expect(pagina.articulos.count == 250)
    #expect(pagina.siguiente == nil)
  }

  @Test("on a server whose pages hold 300 rows, a walk in pages of 5,000 gets pages of 300")
  func tamanoDelServidor() async throws {
    try await DatasetteServer.with(sampleArticles: 700, maxReturnedRows: 300) { server in
      let (tamanos, ids, todos) = try await server.conCliente { cliente in
        var tamanos: [Int] = []
        var ids: [Articulo.ID] = []
        var cursor: CursorDePagina?
        repeat {
          let pagina = try await cliente.listar(desde: cursor, tamano: 5_000)
          tamanos.append(pagina.articulos.count)
          ids += pagina.articulos.map(\.id)
          cursor = pagina.siguiente
        } while cursor != nil && tamanos.count < 10
        return (tamanos, ids, try await cliente.cargar())
      }
      #expect(tamanos == [300, 300, 100])
      #expect(ids == ids.sorted() && Set(ids).count == 700)
      #expect(todos.map(\.id) == ids)
    }
  }

  @Test("following next to the end gives pages of 100, 100 and 50 and every article once")
  func paginasHastaElFinal() async throws {
    let server = try DatasetteServer.requerido()
    let (paginas, todos) = try await server.conCliente { cliente in
      var paginas: [Pagina] = []
      var cursor: CursorDePagina?
      repeat {
        let pagina = try await cliente.listar(desde: cursor, tamano: 100)
        paginas.append(pagina)
        cursor = pagina.siguiente
      } while cursor != nil && paginas.count < 10
      return (paginas, try await cliente.cargar())
    }
    #expect(paginas.map(\.articulos.count) == [100, 100, 50])
    #expect(paginas.allSatisfy { $0.total == 250 })
    let ids = paginas.flatMap(\.articulos).map(\.id)
    #expect(Set(ids).count == 250)
    #expect(ids == ids.sorted())
    #expect(todos == paginas.flatMap(\.articulos))
  }

  @Test("an article read alone is the one the listing has, tags and dates included")
  func unArticulo() async throws {
    let server = try DatasetteServer.requerido()
    let (pagina, leido) = try await server.conCliente { cliente in
      let pagina = try await cliente.listar(desde: nil, tamano: 5)
      return (pagina, try await cliente.obtener(id: pagina.articulos[3].id))
    }
    #expect(leido == pagina.articulos[3])
    #expect(!leido.etiquetas.isEmpty)
  }

  @Test("an id nobody has is 'not found' for that id")
  func noEncontrado() async throws {
    let server = try DatasetteServer.requerido()
    let error = await server.error { try await $0.obtener(id: "no-existe/ni.json") }
    #expect(error == .noEncontrado("no-existe/ni.json"))
  }

  @Test("accents and case do not matter, in either direction")
  func busquedaSinAcentosNiMayusculas() async throws {
    let server = try DatasetteServer.requerido()
    let grupos = [
      ["cafe", "CAFE", "Café", "café"], ["pinguino", "pingüino"], ["senora munoz", "Señora Muñoz"],
    ]
    for grupo in grupos {
      let paginas = try await server.conCliente { cliente in
        var paginas: [Pagina] = []
        for texto in grupo { paginas.append(try await cliente.buscar(texto: texto, pagina: 1)) }
        return paginas
      }
      #expect((paginas.first?.total ?? 0) > 0, "no article for \(grupo)")
      #expect(Set(paginas.map(\.total)).count == 1, "\(grupo): \(paginas.map(\.total))")
      #expect(Set(paginas.map { $0.articulos.map(\.id) }).count == 1, "\(grupo)")
    }
  }

  @Test("a page asked for directly is the page reached one by one, from a cold cache")
  func saltoDePagina() async throws {
    let server = try DatasetteServer.requerido()
    let configuracion = server.configuracion(tamanoPagina: 7)
    let frio = ClienteArticulos.datasette(
      configuracion, http: .articulos, cursores: CacheDeCursores())
    let directa = try await frio.buscar(texto: "", pagina: 30)
    let todos = try await server.conCliente { try await $0.cargar() }
    #expect(directa.articulos == Array(todos[203..<210]))
    #expect(directa.total == 250)
  }

  @Test("a page past the last one is empty, with the total")
  func paginaTrasElFinal() async throws {
    let server = try DatasetteServer.requerido()
    let pagina = try await server.conCliente { try await $0.buscar(texto: "cafe", pagina: 500) }
    #expect(pagina.articulos.isEmpty)
    #expect(pagina.siguiente == nil)
    #expect((pagina.total ?? 0) > 0)
  }

  @Test("only whole words match: a prefix finds nothing")
  func palabrasEnteras() async throws {
    let server = try DatasetteServer.requerido()
    let pagina = try await server.conCliente { try await $0.buscar(texto: "caf", pagina: 1) }
    #expect(pagina.articulos.isEmpty)
    #expect(pagina.total == 0)
  }

  @Test(
    "search agrees with the in-memory twin on the same articles: the same ranking, page by page",
    arguments: ["cafe", "señora muñoz", "pingüino", "ano", "cafe leche", "málaga", "", "¿?", "zzz"])
  func coincideConElGemelo(texto: String) async throws {
    let server = try DatasetteServer.requerido()
    let todos = try await server.conCliente { try await $0.cargar() }
    let gemelo = ClienteArticulos.enMemoria(todos, tamanoPagina: 20)
    for numero in [1, 2, 7] {
      let vivo = try await server.conCliente { try await $0.buscar(texto: texto, pagina: numero) }
      let enMemoria = try await gemelo.buscar(texto: texto, pagina: numero)
      #expect(
        vivo.articulos.map(\.id) == enMemoria.articulos.map(\.id), "'\(texto)' page \(numero)")
      #expect(vivo.total == enMemoria.total, "'\(texto)' page \(numero)")
      #expect((vivo.siguiente == nil) == (enMemoria.siguiente == nil), "'\(texto)' page \(numero)")
    }
  }

  @Test("a token the server did not sign is refused on reads too (401 on every request)")
  func tokenMaloEnLecturas() async throws {
    let server = try DatasetteServer.requerido()
    let falso = TokenDeAcceso("dstok_firmado-por-otro-servidor")
    let error = await server.error(server.configuracion(token: falso)) {
      try await $0.listar(desde: nil, tamano: 1)
    }
    #expect(error == .tokenRechazado(motivo: "Invalid token signature"))
  }

  @Test("a table that does not exist is a refused request naming it, not an empty listing")
  func tablaInexistente() async throws {
    let server = try DatasetteServer.requerido()
    var configuracion = server.configuracion()
    configuracion.tabla = "no_existe"
    let lista = await server.error(configuracion) { try await $0.listar(desde: nil, tamano: 1) }
    let fila = await server.error(configuracion) { try await $0.obtener(id: "a") }
    #expect(lista == .peticionRechazada(estado: 404, mensaje: "Table not found"))
    #expect(fila == .peticionRechazada(estado: 404, mensaje: "Table not found"))
  }
}

@Suite(
  "The live client reports a capped count as a lower bound",
  .datasetteServer(sampleArticles: 10_050))
struct DatasetteCuentaTests {
  @Test("past 10,000 rows the total is 10,001 and marked as a minimum")
  func cuentaAcotada() async throws {
    let server = try DatasetteServer.requerido()
    let pagina = try await server.conCliente { try await $0.listar(desde: nil, tamano: 1) }
    #expect(pagina.total == 10_001)
    #expect(pagina.totalEsMinimo)
    #expect(pagina.articulos.count == 1)
  }

  @Test("loading everything walks past the cap: 10,050 articles, each once")
  func cargaTodo() async throws {
    let server = try DatasetteServer.requerido()
    let todos = try await server.conCliente { try await $0.cargar() }
    #expect(todos.count == 10_050)
    #expect(Set(todos.map(\.id)).count == 10_050)
  }
}
