import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Foundation
import Testing
import TestSupport

@testable import ArticulosCLI

@Suite("list --all: page by page, with retries")
struct ListadoCompletoTests {
  @Test("the JSON of every page is the document of the whole listing")
  func salidaJSON() async throws {
    let articulos = Muestras.articulos(250, .herramienta())
    let resultado = try await ejecutar(
      ["list", "--all", "--json"], cliente: .enMemoria(articulos))
    #expect(resultado.codigo == .ok)
    #expect(
      resultado.salida
        == FormatoJSON.texto(
          FormatoJSON.Listado(articulos: articulos, total: 250, totalEsMinimo: false, hayMas: false)
        )
        + "\n")
  }

  @Test("--all asks for the largest page and prints every page of a server that gives fewer")
  func paginasDelServidor() async throws {
    let pedidos = Registro<Int>()
    var cliente = ClienteArticulos.enMemoria(Muestras.articulos(2_345, .herramienta()))
    let listar = cliente.listar
    cliente.listar = { desde, tamano in
      pedidos.anotar(tamano)
      return try await listar(desde, tamano)
    }
    let resultado = try await ejecutar(["list", "--all", "--json"], cliente: cliente)
    #expect(resultado.codigo == .ok, "\(resultado.error)")
    #expect(try json(ListadoLeido.self, de: resultado.salida).articulos.count == 2_345)
    #expect(pedidos.todos == [5_000, 5_000, 5_000], "three pages of the in-memory 1,000")
    let limitado = Registro<Int>()
    cliente.listar = { desde, tamano in
      limitado.anotar(tamano)
      return try await listar(desde, tamano)
    }
    _ = try await ejecutar(["list", "--limit", "30"], cliente: cliente)
    #expect(limitado.todos == [30])
  }

  @Test("a large --limit walks as --all does: the largest pages, cut at the limit")
  func limiteGrande() async throws {
    let pedidos = Registro<Int>()
    var cliente = ClienteArticulos.enMemoria(Muestras.articulos(2_345, .herramienta()))
    let listar = cliente.listar
    cliente.listar = { desde, tamano in
      pedidos.anotar(tamano)
      return try await listar(desde, tamano)
    }
    let resultado = try await ejecutar(["list", "--limit", "2100", "--json"], cliente: cliente)
    #expect(resultado.codigo == .ok, "\(resultado.error)")
    let leido = try json(ListadoLeido.self, de: resultado.salida)
    #expect(leido.articulos.count == 2_100)
    #expect(leido.total == 2_345)
    #expect(pedidos.todos.prefix(3) == [2_100, 2_100, 2_100], "pages of the in-memory 1,000")
  }

  @Test(
    "list --tag --all asks listarConEtiquetas for the largest page, and a page of list for its limit"
  )
  func etiquetaEnPaginasGrandes() async throws {
    let pedidos = Registro<String>()
    let articulos = Muestras.articulos(30, .herramienta()).enumerated().map { numero, articulo in
      var conEtiqueta = articulo
      conEtiqueta.etiquetas = numero % 3 == 0 ? ["bebidas"] : ["otras"]
      return conEtiqueta
    }
    var cliente = ClienteArticulos.enMemoria(articulos)
    let listarConEtiquetas = cliente.listarConEtiquetas
    cliente.listarConEtiquetas = { etiquetas, desde, tamano in
      pedidos.anotar("\(desde?.rawValue ?? "-")|\(tamano)")
      return try await listarConEtiquetas(etiquetas, desde, tamano)
    }
    let todos = try await ejecutar(
      ["list", "--all", "--tag", "bebidas", "--json"], cliente: cliente)
    #expect(todos.codigo == .ok, "\(todos.error)")
    #expect(try json(ListadoLeido.self, de: todos.salida).articulos.count == 10)
    #expect(pedidos.todos == ["-|5000"])
    _ = try await ejecutar(["list", "--limit", "4", "--tag", "bebidas"], cliente: cliente)
    #expect(pedidos.todos == ["-|5000", "-|4"])
  }

  @Test("the table has one header and takes its widths from the first page")
  func tabla() async throws {
    var articulos = Muestras.articulos(230, .herramienta())
    articulos[205].titulo = "Un título mucho más largo que cualquiera de la primera página"
    let resultado = try await ejecutar(
      ["list", "--all"], cliente: ClienteArticulos.enMemoria(articulos).conPaginasDeComoMucho(100),
      consola: ConsolaDePrueba(ancho: 120))
    #expect(resultado.codigo == .ok)
    let lineas = resultado.salida.split(separator: "\n").map(String.init)
    #expect(lineas.count == 232)  // the header, 230 rows, the line under them
    #expect(lineas.filter { $0.hasPrefix("TITLE ") }.count == 1)
    #expect(lineas[1].hasPrefix("Artículo 0 "))
    #expect(lineas[1].hasSuffix("  a000"))
    #expect(lineas[206].hasPrefix("Un título …  "))
    #expect(lineas[206].hasSuffix("  a205"))
    #expect(lineas[231] == "Showing 230 of 230 articles.")
    let columnasDeFecha = Set(lineas[1...230].map { $0.count - "2024-07-03".count })
    #expect(columnasDeFecha.count == 1, "every date ends the line at the same column")
  }

  @Test("--all tries a page that failed for a passing reason again; a page of list does not")
  func reintentos() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(150, .herramienta()))
      .conPaginasDeComoMucho(100)
    let fallos = Contador()
    var cliente = servidor
    cliente.listar = { desde, tamano in
      if fallos.incrementar() == 2 { throw ErrorArticulos.red(.conexionInterrumpida) }
      return try await servidor.listar(desde: desde, tamano: tamano)
    }
    let todos = try await ejecutar(["list", "--all", "--json"], cliente: cliente)
    #expect(todos.codigo == .ok, "\(todos.error)")
    #expect(try json(ListadoLeido.self, de: todos.salida).articulos.count == 150)

    var siempreFalla = servidor
    siempreFalla.listar = { _, _ in throw ErrorArticulos.red(.conexionInterrumpida) }
    let uno = try await ejecutar(["list"], cliente: siempreFalla)
    #expect(uno.codigo == .fallo)
    #expect(uno.salida.isEmpty)
  }

  @Test("a failure after the first page leaves what was printed and ends with 1")
  func falloAMitad() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(250, .herramienta()))
      .conPaginasDeComoMucho(100)
    var cliente = servidor
    cliente.listar = { desde, tamano in
      if desde != nil { throw ErrorArticulos.sinPermiso(motivo: "view-table") }
      return try await servidor.listar(desde: desde, tamano: tamano)
    }
    let resultado = try await ejecutar(["list", "--all"], cliente: cliente)
    #expect(resultado.codigo == .autenticacion)
    #expect(resultado.salida.split(separator: "\n").count == 101)
    #expect(resultado.error.contains("The token may not read the table (view-table)"))
  }

  /// A server of 250 articles whose row `a120` cannot be read.
  private static var conFilaIlegible: ClienteArticulos {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(250, .herramienta()))
    var cliente = servidor
    cliente.listar = { desde, tamano in
      var pagina = try await servidor.listar(desde: desde, tamano: tamano)
      if let indice = pagina.articulos.firstIndex(where: { $0.id == "a120" }) {
        pagina.articulos.remove(at: indice)
        pagina.ilegibles = [
          ArticuloIlegible(id: "a120", motivo: "the row 'a120' has NULL in 'cuerpo'")
        ]
      }
      return pagina
    }
    return cliente
  }

  @Test(
    "an unreadable row does not stop list, --json list or export: the rest come, it is named, 1",
    arguments: [["list", "--all"], ["--json", "list", "--all"], ["export"]])
  func filaIlegible(argumentos: [String]) async throws {
    let resultado = try await ejecutar(argumentos, cliente: Self.conFilaIlegible)
    #expect(resultado.codigo == .fallo)
    #expect(resultado.error.contains("1 article on the server could not be read"))
    #expect(resultado.error.contains("a120: the row 'a120' has NULL in 'cuerpo'"))
    #expect(resultado.salida.contains("a119"))
    #expect(resultado.salida.contains("a121"))
    if argumentos.first == "--json" {
      #expect(resultado.salida.contains(#""ilegibles":[{"id":"a120","motivo":"#))
      #expect(!resultado.salida.contains(#""id":"a120","titulo""#))
    } else {
      #expect(!resultado.salida.contains("a120"))
    }
    if argumentos == ["export"] {
      let exportados = try json([Articulo].self, de: resultado.salida)
      #expect(exportados.count == 249)
    }
  }
}
