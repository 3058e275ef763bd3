import ArticulosInterface
import ArticulosTestSupport
import DatasetteTestSupport
import Foundation
import Synchronization
import Testing

@testable import ArticulosLive

/// An article with this id and text, dated now; the dates do not matter to a search.
private func articulo(
  _ id: String, _ titulo: String, _ cuerpo: String, etiquetas: [String] = []
) -> Articulo {
  Articulo(
    id: Articulo.ID(rawValue: id), titulo: titulo, cuerpo: cuerpo, etiquetas: etiquetas,
    creado: Date(timeIntervalSince1970: 1_700_000_000),
    actualizado: Date(timeIntervalSince1970: 1_700_000_000))
}

/// The notices a client gave, in order.
private final class Avisos: Sendable {
  private let recibidos = Mutex<[String]>([])
  var todos: [String] { recibidos.withLock { $0 } }
  func anotar(_ aviso: String) { recibidos.withLock { $0.append(aviso) } }
}

// NB: each test saves articles with a word of its own, which no sample article has, so the
// tests share one server and never see each other's articles.
@Suite(
  "The live client ranks a search on a real Datasette, explains each match, filters by tag",
  .datasetteServer(sampleArticles: 300))
struct DatasetteBusquedaTests {
  @Test("the article with the word in its title ranks above those that only mention it")
  func tituloPrimero() async throws {
    let server = try DatasetteServer.requerido()
    let pagina = try await server.conCliente { cliente in
      _ = try await cliente.guardarVarios(articulos: [
        articulo("titulo-1", "Un día cualquiera", "Y al final apareció el zumbayllu en la mesa."),
        articulo("titulo-2", "El zumbayllu de Ernesto", "Un juguete que canta."),
        articulo("titulo-3", "Otro día", "Nadie habló del zumbayllu, salvo una vez."),
      ])
      return try await cliente.buscar(texto: "Zumbayllu", pagina: 1)
    }
    #expect(pagina.articulos.map(\.id).first == "titulo-2")
    #expect(pagina.total == 3)
  }

  @Test("equal scores are in id order")
  func empatesPorId() async throws {
    let server = try DatasetteServer.requerido()
    let pagina = try await server.conCliente { cliente in
      _ = try await cliente.guardarVarios(
        articulos: ["empate-c", "empate-a", "empate-b"].map {
          articulo($0, "Quena andina", "El mismo texto.")
        })
      return try await cliente.buscar(texto: "quena", pagina: 1)
    }
    #expect(pagina.articulos.map(\.id) == ["empate-a", "empate-b", "empate-c"])
  }

  @Test("equal scores that run across pages keep id order from one page to the next")
  func empatesEntrePaginas() async throws {
    let server = try DatasetteServer.requerido()
    let configuracion = server.configuracion(tamanoPagina: 2)
    let paginas = try await server.conCliente(configuracion) { cliente in
      _ = try await cliente.guardarVarios(
        articulos: ["tramo-e", "tramo-b", "tramo-d", "tramo-a", "tramo-c"].map {
          articulo($0, "Marimba nueva", "El mismo texto.")
        } + [
          articulo("tramo-z", "Marimba", "Marimba, marimba."),
          articulo("tramo-0", "Un día", "Al fondo, una marimba."),
        ])
      var paginas: [[Articulo.ID]] = []
      for numero in 1...5 {
        paginas.append(
          try await cliente.buscar(texto: "marimba", pagina: numero).articulos.map(\.id))
      }
      return paginas
    }
    #expect(
      paginas == [
        ["tramo-z", "tramo-a"], ["tramo-b", "tramo-c"], ["tramo-d", "tramo-e"], ["tramo-0"], [],
      ])
  }

  @Test("page N+1 starts where page N ended, and a page asked for directly is the same page")
  func paginasSeguidas() async throws {
    let server = try DatasetteServer.requerido()
    let configuracion = server.configuracion(tamanoPagina: 25)
    let (paginas, tercera) = try await server.conCliente(configuracion) { cliente in
      var paginas = [try await cliente.buscar(texto: "café", pagina: 1)]
      while paginas.last?.siguiente != nil, paginas.count < 50 {
        paginas.append(try await cliente.buscar(texto: "café", pagina: paginas.count + 1))
      }
      return (paginas, try await cliente.buscar(texto: "café", pagina: 3))
    }
    let total = try #require(paginas.first?.total)
    let ids = paginas.flatMap(\.articulos).map(\.id)
    #expect(total > 75)
    #expect(paginas.count == (total + 24) / 25)
    #expect(ids.count == total)
    #expect(Set(ids).count == total)
    #expect(tercera.articulos == paginas[2].articulos)
  }

  @Test("every result has an excerpt whose marked words are the words searched")
  func extractosMarcanPalabras() async throws {
    let server = try DatasetteServer.requerido()
    let pagina = try await server.conCliente { try await $0.buscar(texto: "CAFE", pagina: 1) }
    #expect(!pagina.articulos.isEmpty)
    for articulo in pagina.articulos {
      let extracto = try #require(pagina.extractos[articulo.id], "\(articulo.id)")
      let marcadas = extracto.partes.compactMap { parte -> String? in
        guard case .coincidencia(let palabra) = parte else { return nil }
        return TextoNormalizado.clave(palabra)
      }
      #expect(!marcadas.isEmpty, "\(articulo.id)")
      #expect(marcadas.allSatisfy { $0 == "cafe" }, "\(articulo.id): \(marcadas)")
    }
  }

  @Test("tags filter with every tag required, ignoring case and accents")
  func combinacionesDeEtiquetas() async throws {
    let server = try DatasetteServer.requerido()
    let resultados = try await server.conCliente { cliente in
      _ = try await cliente.guardarVarios(articulos: [
        articulo("etiq-1", "Charango uno", "Texto.", etiquetas: ["Música andina", "viajes"]),
        articulo("etiq-2", "Charango dos", "Texto.", etiquetas: ["musica andina"]),
        articulo("etiq-3", "Charango tres", "Texto.", etiquetas: ["VIAJES"]),
      ])
      return [
        try await cliente.filtrar(texto: "charango", etiquetas: ["música andina"], pagina: 1),
        try await cliente.filtrar(
          texto: "charango", etiquetas: ["MUSICA ANDINA", "viajes"], pagina: 1),
        try await cliente.filtrar(texto: "charango", etiquetas: ["viajes"], pagina: 1),
        try await cliente.filtrar(texto: "charango", etiquetas: ["música"], pagina: 1),
      ]
    }
    #expect(
      resultados.map { $0.articulos.map(\.id).sorted() } == [
        ["etiq-1", "etiq-2"], ["etiq-1"], ["etiq-1", "etiq-3"], [],
      ])
  }

  @Test("tags without words list the tagged articles by id, without excerpts")
  func etiquetasSinPalabras() async throws {
    let server = try DatasetteServer.requerido()
    let pagina = try await server.conCliente { cliente in
      _ = try await cliente.guardarVarios(articulos: [
        articulo("solo-b", "Uno", "Texto.", etiquetas: ["ñandú"]),
        articulo("solo-a", "Dos", "Texto.", etiquetas: ["Ñandu"]),
      ])
      return try await cliente.filtrar(texto: "", etiquetas: ["nandu"], pagina: 1)
    }
    #expect(pagina.articulos.map(\.id) == ["solo-a", "solo-b"])
    #expect(pagina.extractos.isEmpty)
    #expect(pagina.total == 2)
  }

  @Test("an empty tag is refused before anything is sent")
  func etiquetaVacia() async throws {
    let server = try DatasetteServer.requerido()
    let error = await server.error {
      try await $0.filtrar(texto: "café", etiquetas: [" "], pagina: 1)
    }
    guard case .peticionRechazada(400, let mensaje)? = error else {
      Issue.record("expected a refused request, got \(String(describing: error))")
      return
    }
    #expect(mensaje.contains("tag"))
  }
}

@Suite(
  "Without SQL, search goes in id order and says so once; the walk of a tag uses _next",
  .datasetteServer(sampleArticles: 60, sql: false))
struct DatasetteBusquedaSinSQLTests {
  @Test("results come in id order, without excerpts, and the notice is given once")
  func sinClasificarConUnAviso() async throws {
    let server = try DatasetteServer.requerido()
    let avisos = Avisos()
    let cliente = ClienteArticulos.datasette(server.configuracion(), avisos: avisos.anotar)
    let primera = try await cliente.buscar(texto: "café", pagina: 1)
    let segunda = try await cliente.buscar(texto: "café", pagina: 2)
    let ids = (primera.articulos + segunda.articulos).map(\.id)
    #expect(!ids.isEmpty)
    #expect(ids == ids.sorted())
    #expect(primera.extractos.isEmpty)
    #expect(avisos.todos.count == 1)
    #expect(avisos.todos.first?.contains("execute-sql") == true)
    #expect(avisos.todos.first?.contains("id order") == true)
  }

  @Test(
    "a bulk delete looks its ids up through the table, without a word about search, which then says it once"
  )
  func borradoSinSQL() async throws {
    let server = try DatasetteServer.requerido()
    let avisos = Avisos()
    let cliente = ClienteArticulos.datasette(server.configuracion(), avisos: avisos.anotar)
    let articulos = (1...3).map { articulo("sin-sql-\($0)", "Para borrar", "Texto.") }
    _ = try await cliente.guardarVarios(articulos: articulos)
    let consultasPorTabla = server.requests(containing: "id__in").count

    let sinArticulo = try await cliente.borrarVarios(
      ids: articulos.map(\.id) + ["sin-sql-nadie"])

    #expect(sinArticulo == ["sin-sql-nadie"])
    #expect(server.requests(containing: "id__in").count > consultasPorTabla)
    #expect(avisos.todos.isEmpty)
    _ = try await cliente.buscar(texto: "borrar", pagina: 1)
    #expect(avisos.todos.count == 1)
  }

  @Test("tags still filter, compared exactly as written")
  func etiquetasExactas() async throws {
    let server = try DatasetteServer.requerido()
    let cliente = ClienteArticulos.datasette(server.configuracion())
    _ = try await cliente.guardarVarios(articulos: [
      articulo("exacta-1", "Zampoña", "Texto.", etiquetas: ["viento"]),
      articulo("exacta-2", "Zampoña", "Texto.", etiquetas: ["Viento"]),
    ])
    let exacta = try await cliente.filtrar(texto: "zampoña", etiquetas: ["viento"], pagina: 1)
    #expect(exacta.articulos.map(\.id) == ["exacta-1"])
  }

  @Test("the walk of a tag gives every article with the tag as written once, in id order")
  func recorridoDeEtiqueta() async throws {
    let server = try DatasetteServer.requerido()
    let serie = Muestras.Serie(
      ids: .numerada(prefijo: "marea-"), etiquetas: { $0 == 7 ? ["Marea"] : ["marea"] })
    let paginas = try await server.conCliente { cliente in
      _ = try await cliente.guardarVarios(articulos: Muestras.articulos(25, serie))
      var paginas: [Pagina] = []
      var cursor: CursorDePagina?
      repeat {
        let pagina = try await cliente.listarConEtiquetas(
          etiquetas: ["marea"], desde: cursor, tamano: 10)
        paginas.append(pagina)
        cursor = pagina.siguiente
      } while cursor != nil && paginas.count < 10
      return paginas
    }
    #expect(paginas.map(\.articulos.count) == [10, 10, 4])
    #expect(paginas.first?.total == 24)
    let esperados = Muestras.articulos(25, serie).filter { $0.etiquetas == ["marea"] }
    #expect(paginas.flatMap(\.articulos).map(\.id) == esperados.map(\.id))
  }
}
