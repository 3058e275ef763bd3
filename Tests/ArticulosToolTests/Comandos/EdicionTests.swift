import ArticulosEnMemoria
import ArticulosInterface
import Foundation
import Testing
import TestSupport

@testable import ArticulosCLI

/// `save --json`, read back.
struct GuardadoLeido: Decodable {
  var accion: String
  var articulo: Articulo
}

@Suite("save and delete")
struct EdicionTests {
  let primero: Articulo.ID = "00000000-0000-0000-0000-000000000001"

  @Test("save creates an article with an id and dates from the dependencies")
  func crear() async throws {
    let cliente = ClienteArticulos.enMemoria()
    let resultado = try await ejecutar(
      ["save", "--title", "Nuevo", "--body", "Texto", "--tags", "a,b", "--json"], cliente: cliente)
    #expect(resultado.codigo == .ok)
    let leido = try json(GuardadoLeido.self, de: resultado.salida)
    #expect(leido.accion == "creado")
    let esperado = Articulo(
      id: "00000000-0000-0000-0000-000000000000", titulo: "Nuevo", cuerpo: "Texto",
      etiquetas: ["a", "b"], creado: instanteDePrueba, actualizado: instanteDePrueba)
    #expect(leido.articulo == esperado)
    #expect(try await cliente.cargar() == [esperado])

    let humano = try await ejecutar(["save", "--title", "Otro"], cliente: cliente)
    #expect(humano.salida == "Created '00000000-0000-0000-0000-000000000000': Otro\n")
  }

  @Test("save --id changes the fields given and keeps the rest")
  func actualizar() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let resultado = try await ejecutar(
      ["save", "--id", primero.rawValue, "--title", "Café filtrado"], cliente: cliente)
    #expect(resultado.codigo == .ok)
    #expect(resultado.salida == "Updated '\(primero)': Café filtrado\n")
    let guardado = try await cliente.obtener(id: primero)
    #expect(guardado.titulo == "Café filtrado")
    #expect(guardado.cuerpo == Articulo.muestra[0].cuerpo)
    #expect(guardado.etiquetas == Articulo.muestra[0].etiquetas)
    #expect(guardado.actualizado == instanteDePrueba)
    #expect(guardado.creado == Articulo.muestra[0].creado)
  }

  @Test("save --id of a missing article ends with 3")
  func actualizarInexistente() async throws {
    let resultado = try await ejecutar(["save", "--id", "nada", "--title", "X"])
    #expect(resultado.codigo == .noEncontrado)
  }

  @Test(
    "an invalid article is a usage error (64) and nothing is sent",
    arguments: [
      (["save", "--title", "   "], "the title is empty"),
      (["save", "--title", "T", "--tags", "café,Cafe"], "the tag 'Cafe' appears twice"),
      (["save", "--title", String(repeating: "x", count: 201)], "the title has 201 characters"),
      (
        ["save", "--id", "00000000-0000-0000-0000-000000000001", "--title", ""],
        "the title is empty"
      ),
    ])
  func invalido(argumentos: [String], problema: String) async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let resultado = try await ejecutar(argumentos, cliente: cliente)
    #expect(resultado.codigo == .uso)
    #expect(resultado.error.hasPrefix("Error: The article cannot be saved: "))
    #expect(resultado.error.contains(problema))
    #expect(resultado.error.contains("Usage: articulos save "))
    #expect(try await cliente.cargar() == Articulo.muestra)
  }

  @Test("save --file reads the fields; options win over it")
  func archivo() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir(
      "a.json", #"{"titulo": "Del archivo", "cuerpo": "Cuerpo", "etiquetas": ["x"], "extra": 1}"#)
    let cliente = ClienteArticulos.enMemoria()
    let resultado = try await ejecutar(
      ["save", "--file", ruta, "--title", "De la opción", "--json"], cliente: cliente)
    #expect(resultado.codigo == .ok)
    let leido = try json(GuardadoLeido.self, de: resultado.salida).articulo
    #expect(leido.titulo == "De la opción")
    #expect(leido.cuerpo == "Cuerpo")
    #expect(leido.etiquetas == ["x"])

    let conId = try carpeta.escribir(
      "b.json", #"{"id": "00000000-0000-0000-0000-000000000001", "cuerpo": "Nuevo cuerpo"}"#)
    let muestra = ClienteArticulos.enMemoria(Articulo.muestra)
    let actualizado = try await ejecutar(["save", "--file", conId], cliente: muestra)
    #expect(actualizado.codigo == .ok)
    #expect(try await muestra.obtener(id: primero).cuerpo == "Nuevo cuerpo")
  }

  @Test(
    "save --file note.md creates the article under the id import gives the note, then updates it")
  func notaMarkdown() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir("cafe.md", "# Café\ntags: recetas\n\nMoler justo antes.\n")
    let cliente = ClienteArticulos.enMemoria()

    let creado = try await ejecutar(["save", "--file", ruta, "--json"], cliente: cliente)
    #expect(creado.codigo == .ok, "\(creado.error)")
    let primero = try json(GuardadoLeido.self, de: creado.salida)
    #expect(primero.accion == "creado")
    #expect(primero.articulo.titulo == "Café")
    #expect(primero.articulo.etiquetas == ["recetas"])
    #expect(primero.articulo.cuerpo == "Moler justo antes.")

    try carpeta.escribir("cafe.md", "# Café\ntags: recetas\n\nMoler más fino.\n")
    let otraVez = try await ejecutar(["save", "--file", ruta], cliente: cliente)
    #expect(otraVez.salida == "Updated '\(primero.articulo.id)': Café\n", "\(otraVez.error)")
    #expect(try await cliente.obtener(id: primero.articulo.id).cuerpo == "Moler más fino.")

    let importado = try await ejecutar(["import", ruta], cliente: cliente)
    #expect(importado.codigo == .ok, "\(importado.error)")
    #expect(try await cliente.cargar().map(\.id) == [primero.articulo.id])
  }

  @Test("--body-file reads the body from a file, without the newlines that end it")
  func cuerpoDeArchivo() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir("cuerpo.txt", "Primera línea.\n\n  Sangrada.\n\n")
    let cliente = ClienteArticulos.enMemoria()
    let resultado = try await ejecutar(
      ["save", "--title", "Con cuerpo", "--body-file", ruta, "--json"], cliente: cliente)
    #expect(resultado.codigo == .ok, "\(resultado.error)")
    #expect(
      try json(GuardadoLeido.self, de: resultado.salida).articulo.cuerpo
        == "Primera línea.\n\n  Sangrada.")
  }

  @Test(
    "a --body-file missing or not UTF-8, or a note with broken front matter: usage error",
    arguments: [
      (["--body-file", "falta.txt"], nil, "Cannot read"),
      (["--body-file", "binario.txt"], Data([0xFF, 0xFE, 0x00]), "is not UTF-8 text"),
      (
        ["--file", "mala.md"], Data("---\nsin dos puntos\n---\nCuerpo".utf8),
        "is not a Markdown note the tool can read: line 2, in the front matter"
      ),
      (
        ["--file", "texto.txt"], Data("Solo texto".utf8),
        "is neither a JSON object (it starts with '{') nor a Markdown note"
      ),
    ] as [([String], Data?, String)])
  func cuerpoIlegible(opciones: [String], contenido: Data?, mensaje: String) async throws {
    let carpeta = try CarpetaTemporal()
    if let contenido { try carpeta.escribir(opciones[1], contenido) }
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let resultado = try await ejecutar(
      ["save", "--title", "T", opciones[0], carpeta.ruta(de: opciones[1])], cliente: cliente)
    #expect(resultado.codigo == .uso)
    #expect(resultado.error.contains(mensaje), "\(resultado.error)")
    #expect(try await cliente.cargar() == Articulo.muestra)
  }

  @Test(
    "a --file missing, empty, binary, not JSON, or without a new article's title: usage error",
    arguments: [
      ("falta.json", nil, "nothing is there; check the path"),
      ("vacio-del-todo.json", " \n", "given to --file is empty"),
      ("binario.json", "\u{0}\u{1}\u{FF}\u{7}", "is not a JSON object"),
      ("malo.json", "[1, 2]", "is not a JSON object"),
      ("tipos.json", #"{"titulo": 3}"#, "is not a JSON object"),
      ("sin-titulo.json", #"{"cuerpo": "x"}"#, "A new article needs a title"),
      ("vacio.json", #"{"id": "00000000-0000-0000-0000-000000000001"}"#, "Nothing to change"),
    ] as [(String, String?, String)])
  func archivoMalo(nombre: String, contenido: String?, mensaje: String) async throws {
    let carpeta = try CarpetaTemporal()
    if let contenido { try carpeta.escribir(nombre, contenido) }
    let resultado = try await ejecutar(["save", "--file", carpeta.ruta(de: nombre)])
    #expect(resultado.codigo == .uso)
    #expect(resultado.error.contains(mensaje))
    #expect(resultado.error.contains("Usage: articulos save"))
  }

  @Test("a folder or an unreadable file given to --file is a usage error naming why; nothing saved")
  func archivoIlegible() async throws {
    let carpeta = try CarpetaTemporal()
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let deCarpeta = try await ejecutar(["save", "--file", carpeta.ruta], cliente: cliente)
    #expect(deCarpeta.codigo == .uso)
    #expect(deCarpeta.error.contains("given to --file: it is a folder"))
    let cerrado = try carpeta.escribir("cerrado.json", #"{"titulo": "T"}"#)
    chmod(cerrado, 0)
    defer { chmod(cerrado, 0o600) }
    if getuid() != 0 {  // root reads any file
      let ilegible = try await ejecutar(["save", "--file", cerrado], cliente: cliente)
      #expect(ilegible.codigo == .uso)
      #expect(ilegible.error.contains("given to --file: Permission denied."))
    }
    #expect(try await cliente.cargar() == Articulo.muestra)
  }

  @Test("save --file reads a FIFO (what <(cmd) gives) to its end, without a size")
  func archivoDeTuberia() async throws {
    let carpeta = try CarpetaTemporal()
    let tuberia = carpeta.ruta(de: "tuberia")
    #expect(mkfifo(tuberia, 0o600) == 0)
    let escritor = Thread {
      let manejador = FileHandle(forWritingAtPath: tuberia)
      manejador?.write(Data(#"{"titulo": "Desde una tubería", "cuerpo": "Sin tamaño"}"#.utf8))
      try? manejador?.close()
    }
    escritor.start()
    let cliente = ClienteArticulos.enMemoria()
    let resultado = try await ejecutar(["save", "--file", tuberia, "--json"], cliente: cliente)
    #expect(resultado.codigo == .ok, "\(resultado.error)")
    let leido = try json(GuardadoLeido.self, de: resultado.salida).articulo
    #expect(leido.titulo == "Desde una tubería")
    #expect(leido.cuerpo == "Sin tamaño")
  }

  @Test("a write without a token stops before any request, with 4")
  func sinToken() async throws {
    let cliente = ClienteArticulos()
    for argumentos in [
      ["save", "--title", "X"], ["delete", "x", "--yes"], ["import", "/nada"],
    ] {
      let resultado = try await ejecutar(argumentos, cliente: cliente, conToken: false)
      #expect(resultado.codigo == .autenticacion, "\(argumentos)")
      #expect(resultado.error.hasPrefix("Error: The server needs a token to write."))
    }
  }

  @Test("--demo needs no token")
  func demoSinToken() async throws {
    let resultado = try await ejecutar(["--demo", "save", "--title", "X"], conToken: false)
    #expect(resultado.codigo == .ok)
  }

  @Test("delete --yes deletes without asking")
  func borrarConSi() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let resultado = try await ejecutar(["delete", primero.rawValue, "--yes"], cliente: cliente)
    #expect(resultado.codigo == .ok)
    #expect(resultado.salida == "Deleted '\(primero)': Café de especialidad en casa\n")
    #expect(try await cliente.cargar().count == 2)
    let json = try await ejecutar(
      ["delete", "00000000-0000-0000-0000-000000000002", "--yes", "--json"], cliente: cliente)
    #expect(json.salida == #"{"borrado":"00000000-0000-0000-0000-000000000002"}"# + "\n")
  }

  @Test("delete without --yes and without a terminal refuses with 5 and deletes nothing")
  func borrarSinTerminal() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let resultado = try await ejecutar(["delete", primero.rawValue], cliente: cliente)
    #expect(resultado.codigo == .sinConfirmar)
    #expect(resultado.error.contains("there is no terminal to confirm on. Pass --yes"))
    #expect(try await cliente.cargar() == Articulo.muestra)
  }

  @Test("delete on a terminal asks; yes deletes, anything else keeps it with 5")
  func borrarPreguntando() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let no = ConsolaDePrueba(respuestas: ["n"], entradaEsTerminal: true)
    let rechazado = try await ejecutar(["delete", primero.rawValue], cliente: cliente, consola: no)
    #expect(rechazado.codigo == .sinConfirmar)
    #expect(rechazado.error.hasPrefix("Delete \"Café de especialidad en casa\" (\(primero))?"))
    #expect(rechazado.error.contains("Not deleted: '\(primero)' is kept."))
    #expect(try await cliente.cargar().count == 3)

    let fin = ConsolaDePrueba(respuestas: [], entradaEsTerminal: true)
    #expect(
      try await ejecutar(["delete", primero.rawValue], cliente: cliente, consola: fin).codigo
        == .sinConfirmar)

    let si = ConsolaDePrueba(respuestas: ["Sí"], entradaEsTerminal: true)
    let aceptado = try await ejecutar(["delete", primero.rawValue], cliente: cliente, consola: si)
    #expect(aceptado.codigo == .ok)
    #expect(try await cliente.cargar().count == 2)
  }

  @Test("delete of a missing id ends with 3 before asking")
  func borrarInexistente() async throws {
    let consola = ConsolaDePrueba(respuestas: ["y"], entradaEsTerminal: true)
    let resultado = try await ejecutar(["delete", "nada"], consola: consola)
    #expect(resultado.codigo == .noEncontrado)
    #expect(!resultado.error.contains("[y/N]"))
  }
}
