import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Foundation
import Testing

@testable import ArticulosCLI

/// Articles whose ids are UUIDs, as a real server's are; the bodies say "señora muñoz", and
/// article `n` was updated `n % 7` days after it was created.
private func articulosConUUID(_ cantidad: Int) -> [Articulo] {
  Muestras.articulos(
    cantidad,
    Muestras.Serie(
      primero: 0, ids: .uuid, titulo: { "Título número \($0)" },
      cuerpo: { "La señora Muñoz vuelve, \($0)." }, etiquetas: { _ in [] },
      creado: instanteDePrueba, actualizadoTras: { Double($0 % 7) * 86_400 }))
}

/// The arguments a POSIX shell reads from `linea`, run through `/bin/sh`.
private func palabrasDelShell(_ linea: String) throws -> [String] {
  let proceso = Process()
  proceso.executableURL = URL(fileURLWithPath: "/bin/sh")
  proceso.arguments = ["-c", "set -- \(linea); printf '%s\\0' \"$@\""]
  let tubo = Pipe()
  proceso.standardOutput = tubo
  try proceso.run()
  let datos = tubo.fileHandleForReading.readDataToEndOfFile()
  proceso.waitUntilExit()
  return String(decoding: datos, as: UTF8.self).split(separator: "\0").map(String.init)
}

@Suite("Output for people: tables, hints, pages, order, ids, plurals and colour")
struct SalidaParaPersonasTests {
  @Test("a hint's command line is read by a POSIX shell as exactly the words it was made of")
  func ordenDeShell() throws {
    let palabras = [
      "articulos", "search", "señora muñoz", "it's", "", "$HOME", "a\"b", "*", "--tag=-x", "ñu",
      "back\\slash", "`date`",
    ]
    #expect(OrdenDeShell.palabra("señora muñoz") == "'señora muñoz'")
    #expect(OrdenDeShell.palabra("it's") == #"'it'\''s'"#)
    #expect(OrdenDeShell.palabra("") == "''")
    #expect(OrdenDeShell.palabra("--page") == "--page")
    #expect(OrdenDeShell.palabra("http://127.0.0.1:8001") == "http://127.0.0.1:8001")
    // NB: An empty argument prints as nothing between two NULs, which the split drops; the
    // quoting of "" is checked above.
    let sinVacia = palabras.filter { !$0.isEmpty }
    #expect(try palabrasDelShell(OrdenDeShell.texto(sinVacia)) == sinVacia)
  }

  @Test("a hint wider than the terminal goes on after ' \\' and the shell joins it back")
  func ordenLarga() throws {
    let palabras = [
      "articulos", "--api", "https://servidor-de-articulos.ejemplo.org:8443", "search",
      "señora muñoz", "--page", "2", "--tag", "vida sana",
    ]
    let lineas = OrdenDeShell.lineas(palabras, ancho: 40)
    for linea in lineas.split(separator: "\n") where !linea.contains("servidor-de-articulos") {
      #expect(AnchoVisible.de(String(linea)) <= 40, "\(linea)")
    }
    #expect(lineas.contains(" \\\n    "))
    #expect(try palabrasDelShell(lineas) == palabras)
  }

  @Test("search's next-page hint quotes the text once and keeps --api, never the token")
  func consejoDeBusqueda() async throws {
    let resultado = try await ejecutar(
      [
        "--api", "http://127.0.0.1:9", "--token", "dstok_secreto", "search", "señora muñoz",
      ], cliente: .enMemoria(articulosConUUID(30), tamanoPagina: 20))
    #expect(resultado.codigo == .ok)
    #expect(
      resultado.salida.hasSuffix(
        "Page 1 of 2 (30 matches). Next page:\n"
          + "  articulos --api http://127.0.0.1:9 search 'señora muñoz' --page 2\n"))
    #expect(!resultado.salida.contains("dstok_secreto"))
    #expect(!resultado.salida.contains("--token"))
  }

  @Test("no line under a table is wider than 80 columns, with a long --api and tags")
  func pieSinSaltos() async throws {
    let resultado = try await ejecutar(
      [
        "--api", "https://servidor.ejemplo.org:8443/datasette", "--timeout", "2.5", "list",
        "--limit", "5", "--tag", "vida sana",
      ],
      cliente: .enMemoria(
        articulosConUUID(12).map { articulo in
          var conEtiqueta = articulo
          conEtiqueta.etiquetas = ["vida sana"]
          return conEtiqueta
        }))
    for linea in resultado.salida.split(separator: "\n") {
      #expect(AnchoVisible.de(String(linea)) <= 80, "\(linea)")
    }
    let pie = resultado.salida.split(separator: "\n").suffix(3).joined(separator: "\n")
    let orden = String(pie.drop { $0 != "\n" }.dropFirst())
    #expect(
      try palabrasDelShell(orden) == [
        "articulos", "--api", "https://servidor.ejemplo.org:8443/datasette", "--timeout", "2.5",
        "list", "--limit", "5", "--page", "2", "--tag", "vida sana",
      ])
  }

  @Test("list --page N shows the Nth run of the limit, and the hint goes on from the next page")
  func paginas() async throws {
    let muchos = ClienteArticulos.enMemoria(Muestras.articulos(250, .herramienta()))
    let segunda = try await ejecutar(["list", "--page", "2", "--json"], cliente: muchos)
    #expect(
      try json(ListadoLeido.self, de: segunda.salida).articulos.map(\.id)
        == Array(Muestras.articulos(250, .herramienta())[20..<40]).map(\.id))
    let texto = try await ejecutar(["list", "--limit", "100", "--page", "2"], cliente: muchos)
    #expect(texto.salida.contains("Artículo 100 "))
    #expect(!texto.salida.contains("Artículo 99 "))
    #expect(
      texto.salida.hasSuffix(
        "Showing 101 to 200 of 250 articles. More:\n  articulos list --limit 100 --page 3\n"))
    let ultima = try await ejecutar(["list", "--limit", "100", "--page", "3"], cliente: muchos)
    #expect(ultima.salida.hasSuffix("Showing 201 to 250 of 250 articles.\n"))
    let pasada = try await ejecutar(["list", "--page", "99"], cliente: muchos)
    #expect(pasada.codigo == .ok)
    #expect(pasada.salida.hasPrefix("No articles after the first 1960"))
  }

  @Test(
    "a wrong --page, --sort or --color, or --page with --all, is a usage error (64) that says why",
    arguments: [
      (["list", "--page", "0"], "'--page <n>': expected a whole number from 1"),
      (["list", "--page", "dos"], "'--page <n>': expected a whole number from 1"),
      (["list", "--all", "--page", "2"], "'--all' and '--page' cannot be used together"),
      (["list", "--sort", "titel"], "expected id, title or updated. Did you mean 'title'?"),
      (["list", "--sort", "fecha"], "'--sort <order>': expected id, title or updated"),
      (["--color", "sometimes", "list"], "'--color <when>': expected auto, always or never"),
      (["list", "--color="], "'--color <when>': expected auto, always or never"),
      (["show", "--full-ids", "a1"], "Unknown option '--full-ids'"),
    ])
  func valoresErroneos(argumentos: [String], mensaje: String) async {
    let prueba = ConsolaDePrueba()
    let codigo = await Articulos.ejecutar(
      ["--demo"] + argumentos, entorno: [:], consola: prueba.consola)
    #expect(codigo == .uso)
    #expect(prueba.error.hasPrefix("Error: "))
    #expect(prueba.error.contains(mensaje), "\(prueba.error)")
    #expect(prueba.salida.isEmpty)
  }

  @Test("--sort title orders by title ignoring case and accents, --sort updated newest first")
  func orden() async throws {
    let articulos = [
      ("c", "zorro", 1.0), ("a", "Ébano", 3.0), ("b", "avión", 2.0), ("d", "Árbol", 2.0),
    ].map { id, titulo, dias in
      Articulo(
        id: Articulo.ID(rawValue: id), titulo: titulo, cuerpo: "", etiquetas: [],
        creado: instanteDePrueba, actualizado: instanteDePrueba.addingTimeInterval(dias * 86_400))
    }
    let cliente = ClienteArticulos.enMemoria(articulos)
    let porTitulo = try await ejecutar(["list", "--sort", "title", "--json"], cliente: cliente)
    #expect(
      try json(ListadoLeido.self, de: porTitulo.salida).articulos.map(\.titulo)
        == ["Árbol", "avión", "Ébano", "zorro"])
    let porFecha = try await ejecutar(["list", "--sort", "updated", "--json"], cliente: cliente)
    #expect(
      try json(ListadoLeido.self, de: porFecha.salida).articulos.map(\.id.rawValue)
        == ["a", "b", "d", "c"])
    let pagina = try await ejecutar(
      ["list", "--sort", "title", "--limit", "2"], cliente: cliente)
    let filas = pagina.salida.split(separator: "\n")
    #expect(filas[1].hasPrefix("Árbol "))
    #expect(filas[2].hasPrefix("avión "))
    #expect(
      pagina.salida.hasSuffix(
        "Showing 2 of 4 articles. More:\n  articulos list --limit 2 --page 2 --sort title\n"))
    let segunda = try await ejecutar(
      ["list", "--sort", "title", "--limit", "2", "--page", "2", "--json"], cliente: cliente)
    let leida = try json(ListadoLeido.self, de: segunda.salida)
    #expect(leida.articulos.map(\.titulo) == ["Ébano", "zorro"])
    #expect(!leida.hayMas)
  }

  @Test("tables show ids cut to 8 characters, --full-ids keeps them whole, --json always does")
  func idsCortosYCompletos() async throws {
    let cliente = ClienteArticulos.enMemoria(articulosConUUID(3))
    let corta = try await ejecutar(["list"], cliente: cliente)
    let fila = try #require(corta.salida.split(separator: "\n").dropFirst().first)
    #expect(fila.hasPrefix("Título número 0  "))
    #expect(fila.hasSuffix("  0000c0de"))
    let entera = try await ejecutar(["list", "--full-ids"], cliente: cliente)
    #expect(entera.salida.contains("  0000c0de-1111-4000-8000-000000000000\n"))
    let busqueda = try await ejecutar(["search", "muñoz", "--full-ids"], cliente: cliente)
    #expect(busqueda.salida.contains("  0000c0de-1111-4000-8000-000000000000\n"))
    #expect(busqueda.salida.hasSuffix("Page 1 of 1 (3 matches).\n"))
    let json = try await ejecutar(["list", "--json"], cliente: cliente)
    #expect(json.salida.contains(#""id":"0000c0de-1111-4000-8000-000000000000""#))
  }

  @Test(
    "show, save --id and delete take a prefix of one id; ambiguous is 64 naming them, none is 3")
  func prefijos() async throws {
    let cliente = ClienteArticulos.enMemoria(articulosConUUID(3))
    let mostrado = try await ejecutar(["show", "0001c0de"], cliente: cliente)
    #expect(mostrado.codigo == .ok)
    #expect(mostrado.salida.hasPrefix("ID:       0001c0de-1111-4000-8000-000000000001\n"))

    let guardado = try await ejecutar(
      ["save", "--id", "0002c0de", "--title", "Nuevo título"], cliente: cliente)
    #expect(guardado.codigo == .ok, "\(guardado.error)")
    #expect(
      try await cliente.obtener(id: "0002c0de-1111-4000-8000-000000000002").titulo
        == "Nuevo título")

    let ambiguo = try await ejecutar(["show", "000"], cliente: cliente)
    #expect(ambiguo.codigo == .uso)
    #expect(
      ambiguo.error.hasPrefix(
        "Error: The id '000' is ambiguous: 3 articles have ids that start with it "
          + "(0000c0de-1111-4000-8000-000000000000, 0001c0de-1111-4000-8000-000000000001, "
          + "0002c0de-1111-4000-8000-000000000002). Give more of the id.\n"))

    let ninguno = try await ejecutar(["show", "ffff"], cliente: cliente)
    #expect(ninguno.codigo == .noEncontrado)
    #expect(ninguno.error.hasPrefix("Error: No article has the id 'ffff'."))

    let borrado = try await ejecutar(["delete", "0000c0de", "--yes"], cliente: cliente)
    #expect(borrado.codigo == .ok, "\(borrado.error)")
    #expect(try await cliente.cargar().count == 2)
    let varios = try await ejecutar(["delete", "0001", "0002", "--yes"], cliente: cliente)
    #expect(varios.codigo == .ok, "\(varios.error)")
    #expect(try await cliente.cargar().isEmpty)
  }

  @Test("counts agree with their nouns: 1 of 1 article, 2 articles, 1 match")
  func plurales() {
    #expect(
      Presentacion.pieDeListado(mostrados: 1, total: 1, totalEsMinimo: false, siguiente: nil)
        == "Showing 1 of 1 article.")
    #expect(
      Presentacion.pieDeListado(mostrados: 1, total: 2, totalEsMinimo: false, siguiente: nil)
        == "Showing 1 of 2 articles.")
    #expect(
      Presentacion.pieDeListado(mostrados: 2, total: nil, totalEsMinimo: false, siguiente: nil)
        == "Showing 2 articles.")
    #expect(Presentacion.exportacion(1, a: nil, etiquetas: []) == "Exported 1 article.")
    #expect(Plural.contar(1, "match", "matches") == "1 match")
    #expect(Plural.contar(0, "article") == "0 articles")
  }

  @Test("declining a delete keeps the article with 5 and a plain message, not an error")
  func rechazo() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let no = ConsolaDePrueba(respuestas: ["n"], entradaEsTerminal: true)
    let resultado = try await ejecutar(
      ["delete", Articulo.muestra[0].id.rawValue], cliente: cliente, consola: no)
    #expect(resultado.codigo == .sinConfirmar)
    #expect(resultado.error.hasSuffix("Not deleted: '\(Articulo.muestra[0].id)' is kept.\n"))
    #expect(!resultado.error.contains("Error:"))
  }

  @Test("--color always colours even without a terminal, never removes it even on one")
  func color() {
    let sinTerminal = Terminal(
      entradaEsTerminal: false, salidaEsTerminal: false, errorEsTerminal: false, ancho: 80,
      colorEnSalida: false, colorEnError: false)
    #expect(sinTerminal.conColor(.siempre).colorEnSalida)
    #expect(sinTerminal.conColor(.siempre).colorEnError)
    var terminal = sinTerminal
    terminal.colorEnSalida = true
    terminal.colorEnError = true
    #expect(!terminal.conColor(.nunca).colorEnSalida)
    #expect(!terminal.conColor(.nunca).colorEnError)
    #expect(terminal.conColor(.auto) == terminal)
    #expect(terminal.conColor(nil) == terminal)
  }
}
