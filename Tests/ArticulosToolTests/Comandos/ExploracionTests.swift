import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Foundation
import Testing

@testable import ArticulosCLI

/// The keys of the JSON object printed in `texto`, sorted.
func claves(de texto: String) throws -> [String] {
  let objeto = try JSONSerialization.jsonObject(with: Data(texto.utf8))
  return try #require(objeto as? [String: Any]).keys.sorted()
}

/// `list` and `search` as JSON, read back.
struct ListadoLeido: Decodable {
  var articulos: [Articulo]
  var total: Int?
  var totalEsMinimo: Bool
  var hayMas: Bool
  var pagina: Int?
}

@Suite("list, search and show")
struct ExploracionTests {
  @Test("list prints a table and how many there are")
  func listar() async throws {
    let resultado = try await ejecutar(["list"], consola: ConsolaDePrueba(ancho: 120))
    #expect(resultado.codigo == .ok)
    let lineas = resultado.salida.split(separator: "\n")
    #expect(lineas.count == 5)
    #expect(lineas[0].hasPrefix("TITLE"))
    #expect(lineas[1].hasPrefix("Café de especialidad en casa  "))
    #expect(lineas[1].hasSuffix("  00000000-0000-0000-0000-000000000001"))
    #expect(lineas[4] == "Showing 3 of 3 articles.")
    #expect(resultado.error.isEmpty)
  }

  /// A server of 250 articles, more than one page of the tool's default limit.
  private static func muchos() -> ClienteArticulos {
    .enMemoria(Muestras.articulos(250, .herramienta()))
  }

  @Test("list --limit stops at the limit and gives the next page's command")
  func limiteConSiguientePagina() async throws {
    let dos = try await ejecutar(["list", "--limit", "2"], cliente: Self.muchos())
    #expect(dos.salida.split(separator: "\n").count == 5)
    #expect(
      dos.salida.hasSuffix(
        "Showing 2 of 250 articles. More:\n  articulos list --limit 2 --page 2\n"))
  }

  @Test("list --limit above one server page gives that many articles, in id order, and more")
  func limiteMayorQueUnaPagina() async throws {
    let ciento = try await ejecutar(["list", "--limit", "150", "--json"], cliente: Self.muchos())
    let leido = try json(ListadoLeido.self, de: ciento.salida)
    #expect(leido.articulos.map(\.id) == Muestras.articulos(150, .herramienta()).map(\.id))
    #expect(leido.hayMas)
  }

  @Test("list --all walks every page")
  func todasLasPaginas() async throws {
    let todos = try await ejecutar(["list", "--all", "--json"], cliente: Self.muchos())
    let completo = try json(ListadoLeido.self, de: todos.salida)
    #expect(completo.articulos.count == 250)
    #expect(completo.total == 250)
    #expect(!completo.hayMas)
  }

  @Test("list of an empty server says so")
  func vacio() async throws {
    let resultado = try await ejecutar(["list"], cliente: .enMemoria([]))
    #expect(resultado.codigo == .ok)
    #expect(resultado.salida == "No articles.\n")
    let json = try await ejecutar(["list", "--json"], cliente: .enMemoria([]))
    #expect(
      json.salida
        == #"{"articulos":[],"hayMas":false,"ilegibles":[],"total":0,"totalEsMinimo":false}"# + "\n"
    )
  }

  @Test("list --json has exactly the documented keys, and articles in their Codable form")
  func listarJSON() async throws {
    let resultado = try await ejecutar(["list", "--json"])
    #expect(
      try claves(de: resultado.salida) == [
        "articulos", "hayMas", "ilegibles", "total", "totalEsMinimo",
      ])
    let leido = try json(ListadoLeido.self, de: resultado.salida)
    #expect(leido.articulos == Articulo.muestra)
    #expect(leido.total == 3)
    #expect(resultado.salida.split(separator: "\n").count == 1)
  }

  @Test("search finds every word, ignoring accents, and pages")
  func buscar() async throws {
    let resultado = try await ejecutar(["search", "CAFE"], consola: ConsolaDePrueba(ancho: 120))
    #expect(resultado.codigo == .ok)
    #expect(resultado.salida.contains("Café de especialidad en casa"))
    #expect(resultado.salida.hasSuffix("Page 1 of 1 (1 match).\n"))

    let nada = try await ejecutar(["search", "inexistente"])
    #expect(nada.codigo == .fallo)
    #expect(nada.salida == "No articles match 'inexistente'.\n")
    #expect(nada.error.isEmpty)

    let muchos = ClienteArticulos.enMemoria(
      Muestras.articulos(45, .herramienta()), tamanoPagina: 20)
    let primera = try await ejecutar(["search", "cuerpo"], cliente: muchos)
    #expect(
      primera.salida.hasSuffix(
        "Page 1 of 3 (45 matches). Next page:\n  articulos search cuerpo --page 2\n"))
    let tercera = try await ejecutar(
      ["search", "cuerpo", "--page", "3", "--json"], cliente: muchos)
    let leido = try json(ListadoLeido.self, de: tercera.salida)
    #expect(leido.pagina == 3)
    #expect(leido.articulos.count == 5)
    #expect(!leido.hayMas)
    #expect(
      try claves(de: tercera.salida) == [
        "articulos", "extractos", "hayMas", "ilegibles", "pagina", "total", "totalEsMinimo",
      ])
    let pasada = try await ejecutar(["search", "cuerpo", "--page", "9"], cliente: muchos)
    #expect(pasada.salida == "Page 9 is past the last page of results for 'cuerpo'.\n")
    #expect(pasada.codigo == .fallo)
  }

  @Test("search --json gives each result's excerpt by id, as parts of text and matches")
  func extractosEnJSON() async throws {
    let resultado = try await ejecutar(["search", "pingüino", "--json"])
    let objeto = try #require(
      try JSONSerialization.jsonObject(with: Data(resultado.salida.utf8)) as? [String: Any])
    let extractos = try #require(objeto["extractos"] as? [String: [[String: String]]])
    let partes = try #require(extractos["00000000-0000-0000-0000-000000000002"])
    #expect(partes.allSatisfy { $0.count == 1 && ($0["texto"] ?? $0["coincidencia"]) != nil })
    #expect(partes.contains { $0["coincidencia"]?.lowercased() == "pingüino" })
    #expect(extractos.count == 1)
    let nada = try await ejecutar(["search", "inexistente", "--json"])
    #expect(nada.salida.contains(#""extractos":{}"#))
  }

  @Test("search prints each excerpt on the line under its row, brackets when not a terminal")
  func extractosEnLaTabla() async throws {
    let resultado = try await ejecutar(
      ["search", "pingüino"], consola: ConsolaDePrueba(ancho: 100))
    let lineas = resultado.salida.split(separator: "\n").map(String.init)
    #expect(lineas.count == 4, "\(lineas)")
    #expect(lineas[1].hasPrefix("El año del pingüino  "))
    #expect(lineas[1].hasSuffix("  00000000"))
    #expect(lineas[2].hasPrefix("  "))
    #expect(lineas[2].contains("[pingüino"), "\(lineas[2])")
    #expect(!resultado.salida.contains("\u{1B}"))
  }

  @Test("list, search and export with --tag keep to the articles with every tag, and say so")
  func etiquetas() async throws {
    let muchos = ClienteArticulos.enMemoria(Muestras.articulos(30, .herramienta()), tamanoPagina: 4)
    let pares = try await ejecutar(
      ["list", "--tag", "PAR", "--limit", "6", "--json"], cliente: muchos)
    let leido = try json(ListadoLeido.self, de: pares.salida)
    #expect(leido.articulos.map(\.id.rawValue) == ["a000", "a002", "a004", "a006", "a008", "a010"])
    #expect(leido.total == 15)
    #expect(leido.hayMas)

    let tabla = try await ejecutar(["list", "--tag", "par", "--limit", "2"], cliente: muchos)
    #expect(
      tabla.salida.hasSuffix(
        "Showing 2 of 15 articles with the tag 'par'. More:\n"
          + "  articulos list --limit 2 --page 2 --tag par\n"))
    let todos = try await ejecutar(["list", "--tag", "par", "--all", "--json"], cliente: muchos)
    #expect(try json(ListadoLeido.self, de: todos.salida).articulos.count == 15)
    let ninguno = try await ejecutar(
      ["list", "--tag", "par", "--tag", "impar"], cliente: muchos)
    #expect(ninguno.codigo == .ok)
    #expect(ninguno.salida == "No articles with the tags 'par' and 'impar'.\n")

    let busqueda = try await ejecutar(["search", "cuerpo", "--tag", "par"], cliente: muchos)
    #expect(
      busqueda.salida.hasSuffix(
        "Page 1 of 4 (15 matches). Next page:\n  articulos search cuerpo --page 2 --tag par\n"))
    let sinNada = try await ejecutar(["search", "cuerpo", "--tag", "vida sana"], cliente: muchos)
    #expect(sinNada.salida == "No articles with the tag 'vida sana' match 'cuerpo'.\n")
    let guion = try await ejecutar(["search", "--tag=-x", "--", "-cuerpo"], cliente: muchos)
    #expect(guion.salida == "No articles with the tag '-x' match '-cuerpo'.\n")

    let exportacion = try await ejecutar(["export", "--tag", "Par"], cliente: muchos)
    let exportados = try json([Articulo].self, de: exportacion.salida)
    #expect(exportados.count == 15)
    #expect(exportados.allSatisfy { $0.etiquetas == ["par"] })
    #expect(exportacion.error.hasSuffix("Exported 15 articles with the tag 'Par'.\n"))
    let vacia = try await ejecutar(["export", "--tag", "nadie"], cliente: muchos)
    #expect(vacia.salida == "[]\n")
    #expect(vacia.error.hasSuffix("Exported 0 articles: none has the tag 'nadie'.\n"))
  }

  @Test(
    "show prints every field, a blank line and the body wrapped to the terminal; --json the article"
  )
  func mostrar() async throws {
    let resultado = try await ejecutar(["show", "00000000-0000-0000-0000-000000000002"])
    #expect(
      resultado.salida == """
        ID:       00000000-0000-0000-0000-000000000002
        Title:    El año del pingüino
        Tags:     naturaleza, crónica
        Created:  2023-11-15T22:13:20.000Z
        Updated:  2023-11-16T22:13:20.000Z

        Crónica de una colonia de pingüinos en la Patagonia, contada por la señora
        Muñoz.

        """)
    let ancha = try await ejecutar(
      ["show", "00000000-0000-0000-0000-000000000002"], consola: ConsolaDePrueba(ancho: 120))
    #expect(
      ancha.salida.hasSuffix(
        "\n\nCrónica de una colonia de pingüinos en la Patagonia, contada por la señora Muñoz.\n"))
    let comoJSON = try await ejecutar(["show", "00000000-0000-0000-0000-000000000002", "--json"])
    #expect(try json(Articulo.self, de: comoJSON.salida) == Articulo.muestra[1])
  }

  @Test("show of a missing id ends with 3 and a message on standard error")
  func noEncontrado() async throws {
    let resultado = try await ejecutar(["show", "nada"])
    #expect(resultado.codigo == .noEncontrado)
    #expect(resultado.salida.isEmpty)
    #expect(
      resultado.error
        == "Error: No article has the id 'nada'. Find ids with 'articulos list' or "
        + "'articulos search'.\n")
  }

  @Test(
    "server failures map to their exit codes",
    arguments: [
      (ErrorArticulos.servidor(estado: 500, mensaje: "boom"), CodigoDeSalida.fallo),
      (.red(.conexionRechazada(destino: "127.0.0.1:9")), .fallo),
      (.tokenRechazado(motivo: "firma"), .autenticacion),
      (.sinPermiso(motivo: "no"), .autenticacion),
      (.respuestaInvalida("html"), .fallo),
      (.noEncontrado("x"), .noEncontrado),
      (.cancelado, .cancelado),
    ])
  func fallos(error: ErrorArticulos, codigo: CodigoDeSalida) async throws {
    let roto = ClienteArticulos(
      listar: { _, _ in throw error }, buscar: { _, _ in throw error },
      obtener: { _ in throw error })
    for argumentos in [["list"], ["search", "x"], ["show", "x"]] {
      let resultado = try await ejecutar(argumentos, cliente: roto)
      #expect(resultado.codigo == codigo, "\(argumentos)")
      #expect(resultado.salida.isEmpty)
      #expect(resultado.error.hasPrefix("Error: "))
    }
  }
}
