import ArticulosInterface
import Foundation
import Testing
import TestSupport

/// Runs the built executable; a short name for the tests below.
private func articulos(
  _ argumentos: String..., entorno: [String: String] = [:], entrada: String? = nil
) async throws -> ProcesoArticulos.Resultado {
  try await ProcesoArticulos.ejecutar(argumentos, entorno: entorno, entrada: entrada)
}

@Suite("The built executable, without a server")
struct DemoBinarioTests {
  @Test("--help and 'help SUB' print to standard output and exit 0")
  func ayuda() async throws {
    for argumentos in [["--help"], ["-h"], ["help"], []] {
      let resultado = try await ProcesoArticulos.ejecutar(argumentos)
      #expect(resultado.codigo == 0, "\(argumentos): \(resultado)")
      #expect(resultado.salida.hasPrefix("OVERVIEW: "))
      #expect(resultado.salida.contains("EXIT CODES:"))
      #expect(resultado.error.isEmpty)
    }
    let delete = try await articulos("help", "delete")
    #expect(delete.codigo == 0)
    #expect(delete.salida.contains("USAGE: articulos delete [<id> ...] [--from <file>] [--yes]"))
    let list = try await articulos("list", "--help")
    #expect(list.salida.contains("--limit <n>"))
  }

  @Test("--version prints the version and exits 0")
  func version() async throws {
    let resultado = try await articulos("--version")
    #expect(resultado.codigo == 0)
    #expect(resultado.salida == "1.0.0\n")
  }

  @Test(
    "bad command lines exit 64 with the error, the usage and a hint on standard error",
    arguments: [
      (["list", "--bogus"], "Error: Unknown option '--bogus'."),
      (["list", "--limit"], "Error: Missing value for '--limit <n>'."),
      (["list", "--limit", "many"], "Error: The value 'many' is invalid for '--limit <n>'"),
      (["search", "x", "--page=0"], "Error: The value '0' is invalid for '--page <n>'"),
      (["lsit"], "Error: Unknown subcommand 'lsit'. Did you mean 'list'?"),
      (["show", "a", "b"], "Error: Unexpected argument 'b'."),
      (["show"], "Error: Missing expected argument '<id>'."),
      (["--json=1", "list"], "Error: The flag '--json' takes no value"),
      (["copy", "--to", "nope"], "Error: The value 'nope' of '--to <url>' is not a URL"),
    ])
  func usoIncorrecto(argumentos: [String], mensaje: String) async throws {
    let resultado = try await ProcesoArticulos.ejecutar(argumentos)
    #expect(resultado.codigo == 64, "\(resultado)")
    #expect(resultado.salida.isEmpty)
    #expect(resultado.error.hasPrefix(mensaje), "\(resultado)")
    #expect(resultado.error.contains("\nUsage: articulos "))
    #expect(resultado.error.contains("--help' for more information."))
  }

  @Test("--demo runs every read against the sample articles")
  func lecturas() async throws {
    let lista = try await articulos("--demo", "list", "--json")
    #expect(lista.codigo == 0)
    let leido = try json(ListadoLeido.self, de: lista.salida)
    #expect(leido.articulos == Articulo.muestra)

    let busqueda = try await articulos("--demo", "search", "pinguino", "--json")
    #expect(try json(ListadoLeido.self, de: busqueda.salida).articulos == [Articulo.muestra[1]])

    let detalle = try await articulos("--demo", "show", Articulo.muestra[2].id.rawValue)
    #expect(detalle.salida.contains("Title:    Módulos con fronteras claras"))

    let falta = try await articulos("--demo", "show", "nada")
    #expect(falta.codigo == 3)
    #expect(falta.error.hasPrefix("Error: No article has the id 'nada'."))
  }

  @Test("--demo writes in memory without a token, and each run starts from the sample again")
  func escrituras() async throws {
    let creado = try await articulos("--demo", "save", "--title", "Nuevo", "--json")
    #expect(creado.codigo == 0, "\(creado)")
    #expect(try json(GuardadoLeido.self, de: creado.salida).articulo.titulo == "Nuevo")

    let borrado = try await articulos("--demo", "delete", Articulo.muestra[0].id.rawValue, "--yes")
    #expect(borrado.codigo == 0)
    #expect(borrado.salida.hasPrefix("Deleted '\(Articulo.muestra[0].id)'"))

    let otraVez = try await articulos("--demo", "list", "--json")
    #expect(try json(ListadoLeido.self, de: otraVez.salida).articulos.count == 3)

    // NB: --demo replaces the source only; the destination is the server named, here none.
    let copia = try await articulos("--demo", "copy", "--to", "http://127.0.0.1:1", "--json")
    #expect(copia.codigo == 1, "\(copia)")
    #expect(try json(EnvioLeido.self, de: copia.salida).guardados == 0)
    #expect(copia.error.contains("Cannot connect to 127.0.0.1:1"), "\(copia)")
  }

  @Test("save --file - and --file /dev/stdin read the JSON object from standard input")
  func guardadoDesdeLaEntrada() async throws {
    for ruta in ["-", "/dev/stdin"] {
      let creado = try await articulos(
        "--demo", "save", "--file", ruta, "--json", entrada: #"{"titulo": "Por la entrada"}"#)
      #expect(creado.codigo == 0, "\(ruta): \(creado)")
      #expect(try json(GuardadoLeido.self, de: creado.salida).articulo.titulo == "Por la entrada")
    }
    let vacia = try await articulos("--demo", "save", "--file", "-", entrada: "")
    #expect(vacia.codigo == 64, "\(vacia)")
    #expect(vacia.error.hasPrefix("Error: The standard input given to --file is empty.\n"))
  }

  @Test("save --body - reads the body from standard input; --file - takes a Markdown note")
  func cuerpoDesdeLaEntrada() async throws {
    let cuerpo = try await articulos(
      "--demo", "save", "--title", "Por la entrada", "--body", "-", "--json",
      entrada: "Línea uno.\nLínea dos.\n")
    #expect(cuerpo.codigo == 0, "\(cuerpo)")
    #expect(
      try json(GuardadoLeido.self, de: cuerpo.salida).articulo.cuerpo == "Línea uno.\nLínea dos.")

    let nota = try await articulos(
      "--demo", "save", "--file", "-", "--json", entrada: "# Nota\ntags: a, b\n\nCuerpo.\n")
    #expect(nota.codigo == 0, "\(nota)")
    let guardada = try json(GuardadoLeido.self, de: nota.salida).articulo
    #expect(guardada.titulo == "Nota")
    #expect(guardada.etiquetas == ["a", "b"])
    #expect(guardada.cuerpo == "Cuerpo.")
  }

  @Test("a wrong ARTICULOS_API is a configuration error (78) naming it; --demo reads none")
  func entornoMalo() async throws {
    let entorno = ["ARTICULOS_API": "no es url"]
    let malo = try await articulos("list", entorno: entorno)
    #expect(malo.codigo == 78, "\(malo)")
    #expect(
      malo.error.hasPrefix(
        "Error: The value 'no es url' of the environment variable ARTICULOS_API is not a URL"),
      "\(malo)")
    let demo = try await articulos("--demo", "list", entorno: entorno)
    #expect(demo.codigo == 0, "\(demo)")
  }

  @Test("delete without --yes and without a terminal refuses with 5")
  func borrarSinTerminal() async throws {
    let resultado = try await articulos("--demo", "delete", Articulo.muestra[0].id.rawValue)
    #expect(resultado.codigo == 5)
    #expect(resultado.error.contains("no terminal to confirm on"))
  }

  @Test("--demo export and import round-trip through a file")
  func exportarImportar() async throws {
    let carpeta = try CarpetaTemporal()
    let destino = carpeta.ruta(de: "muestra.json")
    let exportado = try await articulos("--demo", "export", destino)
    #expect(exportado.codigo == 0, "\(exportado)")
    #expect(exportado.salida == "Exported 3 articles to \(destino).\n")
    let datos = try Data(contentsOf: URL(fileURLWithPath: destino))
    #expect(try JSONDecoder().decode([Articulo].self, from: datos) == Articulo.muestra)

    let importado = try await articulos("--demo", "import", destino, "--json")
    #expect(importado.codigo == 0, "\(importado)")
    let envio = try json(EnvioLeido.self, de: importado.salida)
    #expect(envio.guardados == 3)
    #expect(envio.completo)
    #expect(carpeta.contenido() == ["muestra.json"])

    let porSalida = try await articulos("--demo", "export")
    #expect(
      try JSONDecoder().decode([Articulo].self, from: Data(porSalida.salida.utf8))
        == Articulo.muestra)
  }

  @Test("a config file that holds a token readable by others is refused with 78")
  func configuracionInsegura() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir("articulos/config", "token = dstok_no_lo_muestres\n")
    chmod(ruta, 0o644)
    let resultado = try await articulos("list", entorno: ["XDG_CONFIG_HOME": carpeta.ruta])
    #expect(resultado.codigo == 78)
    #expect(resultado.error.contains("chmod 600"))
    #expect(!resultado.error.contains("dstok_no_lo_muestres"))

    try carpeta.escribir("articulos/config", "servidor = x\n")
    let malo = try await articulos("list", entorno: ["XDG_CONFIG_HOME": carpeta.ruta])
    #expect(malo.codigo == 78)
    #expect(malo.error.contains("unknown key 'servidor'"))
  }

  @Test("a server that is down is a runtime failure (1) that names the address")
  func servidorCaido() async throws {
    let cerrado = try PuertoCerrado()
    defer { cerrado.cerrar() }
    let puerto = cerrado.puerto
    let resultado = try await articulos("--api", "http://127.0.0.1:\(puerto)", "list")
    #expect(resultado.codigo == 1, "\(resultado)")
    #expect(resultado.error.hasPrefix("Error: Cannot connect to 127.0.0.1:\(puerto)"))
    #expect(resultado.salida.isEmpty)
  }

  @Test("--verbose traces the requests on standard error; --json stays clean on standard output")
  func verbose() async throws {
    let resultado = try await articulos("--demo", "--verbose", "--json", "search", "cafe")
    #expect(resultado.codigo == 0)
    #expect(resultado.error.contains("> search 'cafe', page 1 (demo)"))
    #expect(resultado.error.contains("< 1 article of 1, last page"))
    #expect(try json(ListadoLeido.self, de: resultado.salida).articulos.count == 1)
  }
}
