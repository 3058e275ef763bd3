import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Foundation
import Testing

@Suite("The in-memory client behaves like the server")
struct EnMemoriaTests {
  @Test("Listing pages through every article once, in id order, to the end")
  func listaHastaElFinal() async throws {
    let cliente = ClienteArticulos.enMemoria(Muestras.articulos(25).shuffled())
    var vistos: [Articulo.ID] = []
    var cursor: CursorDePagina?
    var paginas = 0
    repeat {
      let pagina = try await cliente.listar(desde: cursor, tamano: 10)
      #expect(pagina.total == 25)
      vistos += pagina.articulos.map(\.id)
      cursor = pagina.siguiente
      paginas += 1
    } while cursor != nil
    #expect(paginas == 3)
    #expect(vistos == Muestras.articulos(25).map(\.id))
  }

  @Test("A full last page has no next page")
  func ultimaPaginaLlena() async throws {
    let cliente = ClienteArticulos.enMemoria(Muestras.articulos(20))
    let segunda = try await cliente.listar(
      desde: try await cliente.listar(desde: nil, tamano: 10).siguiente, tamano: 10)
    #expect(segunda.articulos.count == 10)
    #expect(segunda.siguiente == nil)
  }

  @Test("A page size below 1 is refused", arguments: [0, -1, Int.min])
  func tamanoDePaginaInvalido(tamano: Int) async {
    let cliente = ClienteArticulos.enMemoria(Muestras.articulos(3))
    await #expect {
      _ = try await cliente.listar(desde: nil, tamano: tamano)
    } throws: { error in
      if case ErrorArticulos.peticionRechazada(400, _) = error { return true }
      return false
    }
  }

  @Test(
    "A page size above the client's maximum gets pages of 1,000, as a server in its defaults",
    arguments: [1_001, 5_000, Int.max])
  func tamanoDePaginaAcotado(tamano: Int) async throws {
    let cliente = ClienteArticulos.enMemoria(Muestras.articulos(2_500))
    let primera = try await cliente.listar(desde: nil, tamano: tamano)
    #expect(primera.articulos.count == 1_000)
    let segunda = try await cliente.listar(desde: primera.siguiente, tamano: tamano)
    #expect(segunda.articulos.first?.id == Muestras.articulos(2_500).map(\.id).sorted()[1_000])
    let tercera = try await cliente.listar(desde: segunda.siguiente, tamano: tamano)
    #expect(tercera.articulos.count == 500)
    #expect(tercera.siguiente == nil)
  }

  @Test("Search ignores case and accents, in both directions")
  func busquedaSinAcentos() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    for texto in ["cafe", "CAFÉ", "Café"] {
      let pagina = try await cliente.buscar(texto: texto, pagina: 1)
      #expect(pagina.articulos.map(\.id) == [Articulo.muestra[0].id])
    }
    let pinguino = try await cliente.buscar(texto: "pinguino", pagina: 1)
    #expect(pinguino.articulos.map(\.id) == [Articulo.muestra[1].id])
  }

  @Test("Search needs every word, as whole words, and looks at tags")
  func palabrasDeBusqueda() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    #expect(try await cliente.buscar(texto: "senora munoz", pagina: 1).articulos.count == 1)
    #expect(try await cliente.buscar(texto: "caf", pagina: 1).articulos.isEmpty)
    #expect(try await cliente.buscar(texto: "cafe pinguino", pagina: 1).articulos.isEmpty)
    #expect(try await cliente.buscar(texto: "arquitectura", pagina: 1).articulos.count == 1)
  }

  @Test("Search pages by number; a blank text lists everything")
  func paginasDeBusqueda() async throws {
    let cliente = ClienteArticulos.enMemoria(Muestras.articulos(45), tamanoPagina: 20)
    let tercera = try await cliente.buscar(texto: "artículo", pagina: 3)
    #expect(tercera.articulos.count == 5)
    #expect(tercera.total == 45)
    #expect(tercera.siguiente == nil)
    #expect(try await cliente.buscar(texto: "  ", pagina: 1).articulos.count == 20)
    #expect(try await cliente.buscar(texto: "articulo", pagina: 9).articulos.isEmpty)
  }

  @Test("Page numbers start at 1", arguments: [0, -3])
  func paginasDesdeUno(pagina: Int) async {
    let cliente = ClienteArticulos.enMemoria(Muestras.articulos(3))
    await #expect(throws: ErrorArticulos.self) {
      _ = try await cliente.buscar(texto: "x", pagina: pagina)
    }
  }

  @Test("Saving creates, then replaces by id")
  func guardarCreaYReemplaza() async throws {
    let cliente = ClienteArticulos.enMemoria([])
    var articulo = Articulo.muestra[0]
    #expect(try await cliente.guardar(articulo) == articulo)
    articulo.titulo = "Otro título"
    _ = try await cliente.guardar(articulo)
    #expect(try await cliente.cargar() == [articulo])
  }

  @Test("Saving an invalid article changes nothing and names the problem")
  func guardarInvalido() async throws {
    let cliente = ClienteArticulos.enMemoria([])
    var articulo = Articulo.muestra[0]
    articulo.titulo = ""
    await #expect(throws: ErrorArticulos.articuloInvalido([.tituloVacio])) {
      _ = try await cliente.guardar(articulo)
    }
    #expect(try await cliente.cargar().isEmpty)
  }

  @Test("A batch with one invalid article saves none of them")
  func loteTodoONada() async throws {
    let cliente = ClienteArticulos.enMemoria([])
    var lote = Muestras.articulos(5)
    lote[3].titulo = " "
    await #expect(throws: ErrorArticulos.self) { _ = try await cliente.guardarVarios(lote) }
    #expect(try await cliente.cargar().isEmpty)
    lote[3].titulo = "Arreglado"
    #expect(try await cliente.guardarVarios(lote).count == 5)
    #expect(try await cliente.cargar().count == 5)
  }

  @Test("Reading or deleting a missing id is not found")
  func noEncontrado() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    await #expect(throws: ErrorArticulos.noEncontrado("nope")) {
      _ = try await cliente.obtener(id: "nope")
    }
    try await cliente.borrar(id: Articulo.muestra[0].id)
    await #expect(throws: ErrorArticulos.noEncontrado(Articulo.muestra[0].id)) {
      try await cliente.borrar(id: Articulo.muestra[0].id)
    }
    #expect(try await cliente.cargar().count == 2)
  }
}
