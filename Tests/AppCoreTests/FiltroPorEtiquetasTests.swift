import AppCore
import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing
import TestSupport

/// `list` and `export` with tags walk through `listarConEtiquetas`, `search` with tags through
/// `filtrar`; every tag required.
@Suite("Browse and export: filtering by tag", .dependencies { _ in }, .timeLimit(.minutes(1)))
struct FiltroPorEtiquetasTests {
  /// Ten articles (tags `serie-0`, `serie-1`, `serie-2` in turn), five to a `filtrar` page;
  /// `serie-1` has a0001, a0004, a0007, a0010.
  static let servidor = ClienteArticulos.enMemoria(Muestras.articulos(10), tamanoPagina: 2)

  /// The server, recording each `listarConEtiquetas` request as `tags|cursor|size` (`-` for
  /// no cursor) and each `filtrar` request as `texto|tags|page` (and `|size` when one is asked
  /// for); `listar` and `buscar` fail the test.
  static func conEtiquetas(_ pedidos: Registro<String>) -> ClienteArticulos {
    var cliente = servidor
    cliente.listar = { _, _ in
      Issue.record("a listing with tags must not use listar")
      return Pagina(articulos: [])
    }
    cliente.buscar = { _, _ in
      Issue.record("a search with tags must not use buscar")
      return Pagina(articulos: [])
    }
    cliente.listarConEtiquetas = { etiquetas, desde, tamano in
      pedidos.anotar(Self.pedido(etiquetas, desde, tamano))
      return try await servidor.listarConEtiquetas(
        etiquetas: etiquetas, desde: desde, tamano: tamano)
    }
    cliente.filtrar = { texto, etiquetas, pagina, tamano in
      let de = tamano.map { "|\($0)" } ?? ""
      pedidos.anotar("\(texto)|\(etiquetas.joined(separator: ","))|\(pagina)\(de)")
      return try await servidor.filtrar(
        texto: texto, etiquetas: etiquetas, pagina: pagina, tamano: tamano)
    }
    return cliente
  }

  /// A `listarConEtiquetas` request as `tags|cursor|size`; the in-memory client's cursor is
  /// the id of the page's last article.
  static func pedido(_ etiquetas: [String], _ desde: CursorDePagina?, _ tamano: Int) -> String {
    "\(etiquetas.joined(separator: ","))|\(desde?.rawValue ?? "-")|\(tamano)"
  }

  @Test(
    "pages() walks listarConEtiquetas by cursor, in id order, ignoring case, in the model's size"
  )
  @MainActor func paginasDelListado() async throws {
    let pedidos = Registro<String>()
    let explorador = withDependencies {
      $0.clienteArticulos = Self.conEtiquetas(pedidos)
    } operation: {
      ExploradorModel(tamanoPagina: 2, etiquetas: ["SERIE-1"])
    }
    #expect(explorador.etiquetas == ["SERIE-1"])
    var paginas: [[Articulo.ID]] = []
    var totales: [Int?] = []
    for try await pagina in explorador.paginas() {
      paginas.append(Muestras.ids(pagina.articulos))
      totales.append(pagina.total)
    }
    #expect(paginas == [["a0001", "a0004"], ["a0007", "a0010"]])
    #expect(totales == [4, 4])
    #expect(pedidos.todos == ["SERIE-1|-|2", "SERIE-1|a0004|2"])
  }

  @Test(
    "a walk to the end (list --all, export) asks for the largest page, the next early")
  @MainActor func recorridoEnPaginasGrandes() async throws {
    let pedidos = Registro<String>()
    let articulos = Muestras.articulos(2_400)
    let servidor = ClienteArticulos.enMemoria(articulos)
    var cliente = servidor
    cliente.listarConEtiquetas = { etiquetas, desde, tamano in
      pedidos.anotar(Self.pedido(etiquetas, desde, tamano))
      return try await servidor.listarConEtiquetas(
        etiquetas: etiquetas, desde: desde, tamano: tamano)
    }
    let (explorador, exportador) = withDependencies {
      $0.clienteArticulos = cliente
    } operation: {
      (
        ExploradorModel(tamanoPagina: PaginasDeArticulos.tamanoMaximo, etiquetas: ["serie-1"]),
        ExportadorModel(etiquetas: ["serie-1"])
      )
    }
    var cuentas: [Int] = []
    for try await pagina in explorador.paginas(adelantando: true) {
      cuentas.append(pagina.articulos.count)
    }
    // 800 of 2,400 carry serie-1: one page, as the in-memory client holds 1,000 in one.
    #expect(cuentas == [800])
    #expect(pedidos.todos == ["serie-1|-|5000"])
    var exportados = 0
    for try await pagina in exportador.paginas() { exportados += pagina.articulos.count }
    #expect(exportados == 800)
    #expect(pedidos.todos == ["serie-1|-|5000", "serie-1|-|5000"])
  }

  @Test("the first and the next page of a filtered listing go by cursor too")
  @MainActor func primeraYSiguiente() async throws {
    let pedidos = Registro<String>()
    let explorador = withDependencies {
      $0.clienteArticulos = Self.conEtiquetas(pedidos)
    } operation: {
      ExploradorModel(tamanoPagina: 2, etiquetas: ["serie-1"])
    }
    let primera = try await explorador.primeraPagina()
    #expect(Muestras.ids(primera.articulos) == ["a0001", "a0004"])
    #expect(explorador.hayMas)
    let segunda = try #require(try await explorador.siguientePagina())
    #expect(Muestras.ids(segunda.articulos) == ["a0007", "a0010"])
    #expect(!explorador.hayMas)
    #expect(try await explorador.siguientePagina() == nil)
    #expect(Muestras.ids(explorador.articulos) == ["a0001", "a0004", "a0007", "a0010"])
    #expect(pedidos.todos == ["serie-1|-|2", "serie-1|a0004|2"])
  }

  @Test("every tag must be present: two tags no article shares list nothing")
  @MainActor func todasLasEtiquetas() async throws {
    let explorador = withDependencies {
      $0.clienteArticulos = Self.servidor
    } operation: {
      ExploradorModel(etiquetas: ["serie-1", "serie-2"])
    }
    var paginas: [Pagina] = []
    for try await pagina in explorador.paginas() { paginas.append(pagina) }
    #expect(paginas.count == 1)
    #expect(paginas.first?.articulos.isEmpty == true)
    #expect(paginas.first?.total == 0)
  }

  @Test("tags compare ignoring accents")
  @MainActor func acentos() async throws {
    let articulos = [
      Articulo(
        id: "c1", titulo: "Uno", cuerpo: "", etiquetas: ["Café"], creado: Muestras.fecha,
        actualizado: Muestras.fecha),
      Articulo(
        id: "c2", titulo: "Dos", cuerpo: "", etiquetas: ["té"], creado: Muestras.fecha,
        actualizado: Muestras.fecha),
    ]
    let explorador = withDependencies {
      $0.clienteArticulos = .enMemoria(articulos)
    } operation: {
      ExploradorModel(etiquetas: ["cafe"])
    }
    let pagina = try await explorador.primeraPagina()
    #expect(pagina.articulos.map(\.id) == ["c1"])
  }

  @Test("a filtered page that is empty but says more follow ends the walk as invalid")
  @MainActor func paginaVaciaConMas() async throws {
    let explorador = withDependencies {
      $0.clienteArticulos.listarConEtiquetas = { _, _, _ in
        Pagina(articulos: [], total: 9, siguiente: CursorDePagina(rawValue: "x"))
      }
    } operation: {
      ExploradorModel(reintentos: .ninguno, etiquetas: ["a"])
    }
    var iterador = explorador.paginas().makeAsyncIterator()
    let error = await #expect(throws: ErrorArticulos.self) { _ = try await iterador.next() }
    guard case .respuestaInvalida(let motivo) = error else {
      Issue.record("\(String(describing: error)) is not respuestaInvalida")
      return
    }
    #expect(motivo.contains("empty"))
    #expect(try await iterador.next() == nil)
  }

  @Test("a filtered walk tries a read that fails for a passing reason again")
  @MainActor func reintentos() async throws {
    let pedidos = Registro<String>()
    let explorador = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos.listarConEtiquetas = { etiquetas, desde, tamano in
        pedidos.anotar(desde?.rawValue ?? "-")
        if pedidos.cuenta == 2 { throw ErrorArticulos.red(.conexionInterrumpida) }
        return try await Self.servidor.listarConEtiquetas(
          etiquetas: etiquetas, desde: desde, tamano: tamano)
      }
    } operation: {
      ExploradorModel(
        tamanoPagina: 2, reintentos: PoliticaDeReintentos(intentos: 2), etiquetas: ["serie-1"])
    }
    var cuentas: [Int] = []
    for try await pagina in explorador.paginas() { cuentas.append(pagina.articulos.count) }
    #expect(cuentas == [2, 2])
    #expect(pedidos.todos == ["-", "a0004", "a0004"])
  }

  @Test("search with tags asks filtrar, and the next page keeps the text and the tags")
  @MainActor func busqueda() async throws {
    let pedidos = Registro<String>()
    let busqueda = withDependencies {
      $0.clienteArticulos = Self.conEtiquetas(pedidos)
    } operation: {
      BusquedaModel()
    }
    let primera = try await busqueda.buscar("artículo", etiquetas: ["serie-1"])
    #expect(primera.etiquetas == ["serie-1"])
    #expect(primera.pagina.articulos.count == 2)
    #expect(primera.pagina.total == 4)
    #expect(!primera.pagina.extractos.isEmpty)
    let segunda = try #require(try await busqueda.siguientePagina())
    #expect(segunda.etiquetas == ["serie-1"])
    #expect(segunda.numero == 2)
    #expect(try await busqueda.siguientePagina() == nil)
    #expect(pedidos.todos == ["artículo|serie-1|1", "artículo|serie-1|2"])
    let encontrados = Set(primera.pagina.articulos.map(\.id) + segunda.pagina.articulos.map(\.id))
    #expect(encontrados == ["a0001", "a0004", "a0007", "a0010"])
  }

  @Test("search without tags asks the lessons' buscar, never filtrar")
  @MainActor func busquedaSinEtiquetas() async throws {
    let busqueda = withDependencies {
      $0.clienteArticulos = Self.servidor
      $0.clienteArticulos.filtrar = { _, _, _, _ in
        Issue.record("a search without tags must use buscar")
        return Pagina(articulos: [])
      }
    } operation: {
      BusquedaModel()
    }
    let resultado = try await busqueda.buscar("artículo")
    #expect(resultado.etiquetas.isEmpty)
    #expect(resultado.pagina.total == 10)
  }

  @Test("export with tags writes only the articles with every tag, read page by page")
  func exportacion() async throws {
    let pedidos = Registro<String>()
    let exportador = withDependencies {
      $0.clienteArticulos = Self.conEtiquetas(pedidos)
    } operation: {
      ExportadorModel(tamanoPagina: 2, etiquetas: ["Serie-1"])
    }
    #expect(exportador.etiquetas == ["Serie-1"])
    var json = Data()
    let resumen = try await exportador.exportar { json.append($0) }
    #expect(resumen == ResumenDeExportacion(exportados: 4, paginas: 2))
    let leidos = try JSONDecoder().decode([Articulo].self, from: json)
    #expect(leidos == [1, 4, 7, 10].map(Muestras.articulo))
    #expect(pedidos.todos == ["Serie-1|-|2", "Serie-1|a0004|2"])
  }

  @Test("export with a tag no article has writes an empty array")
  func exportacionVacia() async throws {
    let exportador = withDependencies {
      $0.clienteArticulos = Self.servidor
    } operation: {
      ExportadorModel(etiquetas: ["nadie"])
    }
    var json = Data()
    let resumen = try await exportador.exportar { json.append($0) }
    #expect(resumen.exportados == 0)
    #expect(String(decoding: json, as: UTF8.self) == "[]\n")
  }
}
