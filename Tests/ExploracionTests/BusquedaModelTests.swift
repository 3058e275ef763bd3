import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import DependenciesTestSupport
import Exploracion
import Testing
import TestSupport

@MainActor
@Suite("Browse: searching with pages", .dependencies { _ in })
struct BusquedaModelTests {
  static let cliente = ClienteArticulos.enMemoria(Muestras.articulos(5), tamanoPagina: 2)

  @Test("finds the first page, then the next ones until there is no more")
  func paginasDeBusqueda() async throws {
    let busqueda = withDependencies {
      $0.clienteArticulos = Self.cliente
    } operation: {
      BusquedaModel()
    }
    let primera = try await busqueda.buscar("artículo")
    #expect(primera.numero == 1)
    #expect(Muestras.ids(primera.pagina.articulos) == ["a0001", "a0002"])
    #expect(primera.paginas == 3)
    let segunda = try #require(try await busqueda.siguientePagina())
    #expect(segunda.numero == 2)
    #expect(Muestras.ids(segunda.pagina.articulos) == ["a0003", "a0004"])
    let tercera = try #require(try await busqueda.siguientePagina())
    #expect(Muestras.ids(tercera.pagina.articulos) == ["a0005"])
    #expect(tercera.paginas == 3)
    #expect(try await busqueda.siguientePagina() == nil)
    #expect(busqueda.ultimo == tercera)
  }

  @Test("finds ignoring case and accents, and only articles with every word")
  func todasLasPalabras() async throws {
    let busqueda = withDependencies {
      $0.clienteArticulos = .enMemoria(Articulo.muestra)
    } operation: {
      BusquedaModel()
    }
    let resultado = try await busqueda.buscar("PINGUINO patagonia")
    #expect(resultado.pagina.articulos.map(\.id) == [Articulo.muestra[1].id])
    let nada = try await busqueda.buscar("pingüino café")
    #expect(nada.pagina.articulos.isEmpty)
    #expect(nada.paginas == 1)
  }

  @Test("goes straight to page N and sends that page number")
  func paginaN() async throws {
    let pedidos = Registro<String>()
    let busqueda = withDependencies {
      $0.clienteArticulos.buscar = { texto, pagina in
        pedidos.anotar("\(texto)#\(pagina)")
        return Pagina(articulos: [Muestras.articulo(pagina)], total: 10)
      }
    } operation: {
      BusquedaModel()
    }
    let resultado = try await busqueda.buscar("swift", pagina: 4)
    #expect(resultado.numero == 4)
    #expect(pedidos.todos == ["swift#4"])
  }

  @Test("a page below 1 is refused before any request", arguments: [0, -1])
  func paginaInvalida(pagina: Int) async {
    // The client is the unimplemented test value: any request would fail this test.
    let busqueda = BusquedaModel()
    await #expect(
      throws: ErrorArticulos.peticionRechazada(
        estado: 400, mensaje: "pages start at 1, not \(pagina)")
    ) {
      try await busqueda.buscar("café", pagina: pagina)
    }
    #expect(busqueda.ultimo == nil)
  }

  @Test("the next page with no search yet is nothing, without a request")
  func siguienteSinBusqueda() async throws {
    let busqueda = BusquedaModel()
    #expect(try await busqueda.siguientePagina() == nil)
  }

  @Test("a server error is thrown and the last result is kept")
  func errorDelServidor() async throws {
    let llamadas = Registro<Int>()
    let busqueda = withDependencies {
      $0.clienteArticulos.buscar = { _, pagina in
        llamadas.anotar(pagina)
        if pagina > 1 { throw ErrorArticulos.red(.tiempoAgotado(segundos: 5)) }
        return Pagina(articulos: [Muestras.articulo(1)], siguiente: CursorDePagina(rawValue: "a"))
      }
    } operation: {
      BusquedaModel()
    }
    let primera = try await busqueda.buscar("x")
    await #expect(throws: ErrorArticulos.red(.tiempoAgotado(segundos: 5))) {
      try await busqueda.siguientePagina()
    }
    #expect(busqueda.ultimo == primera)
    #expect(llamadas.todos == [1, 2])
  }

  @Test("an error that is not the client's type arrives unchanged, never as a network failure")
  func errorAjeno() async {
    struct Raro: Error {}
    let busqueda = withDependencies {
      $0.clienteArticulos.buscar = { _, _ in throw Raro() }
    } operation: {
      BusquedaModel()
    }
    await #expect(throws: Raro.self) {
      try await busqueda.buscar("x")
    }
  }

  @Test("counts pages from the total when the server gives one")
  func cuentaDePaginas() {
    let siguiente = CursorDePagina(rawValue: "b")
    let conMas = Pagina(articulos: Muestras.articulos(20), total: 45, siguiente: siguiente)
    #expect(ResultadoDeBusqueda(texto: "", numero: 1, pagina: conMas).paginas == 3)
    let sinTotal = Pagina(articulos: Muestras.articulos(20), siguiente: siguiente)
    #expect(ResultadoDeBusqueda(texto: "", numero: 1, pagina: sinTotal).paginas == nil)
    let ultima = Pagina(articulos: Muestras.articulos(5), total: 45)
    #expect(ResultadoDeBusqueda(texto: "", numero: 3, pagina: ultima).paginas == 3)
  }
}
