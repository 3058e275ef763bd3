import AppCore
import ArticulosInterface
import ArticulosLive
import Foundation
import Testing

@testable import ArticulosCLI

/// The error `parse` throws for `argumentos`, or `nil` when it parses.
func errorDeUso(_ argumentos: [String], entorno: [String: String] = [:]) -> ErrorDeUso? {
  do {
    _ = try Invocacion.parse(argumentos, entorno: entorno)
    return nil
  } catch {
    return error
  }
}

/// The command `argumentos` run, failing the test when they do not parse to one.
func orden(
  _ argumentos: [String], entorno: [String: String] = [:],
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> Orden {
  let invocacion = try Invocacion.parse(argumentos, entorno: entorno)
  guard case .ejecutar(let orden) = invocacion else {
    Issue.record(
      "\(argumentos) parsed to \(invocacion), not a command", sourceLocation: sourceLocation)
    throw ErrorDeUso("not a command")
  }
  return orden
}

@Suite("Parsing the command line")
struct InvocacionTests {
  @Suite("help and version")
  struct AyudaYVersion {
    @Test(
      "every help form asks for the tool's help",
      arguments: [[], ["-h"], ["--help"], ["help"], ["--json", "--help"], ["-x", "--help"]])
    func ayudaGeneral(argumentos: [String]) throws {
      #expect(try Invocacion.parse(argumentos, entorno: [:]) == .ayuda(nil))
    }

    @Test(
      "help for a subcommand, by 'help SUB' or '--help' after it",
      arguments: [
        (["help", "list"], Subcomando.listar),
        (["list", "--help"], .listar),
        (["list", "-h"], .listar),
        (["--json", "delete", "x", "--help"], .borrar),
        (["save", "--title", "T", "--help"], .guardar),
        (["copy", "--to", "http://a:1", "-h"], .copiar),
      ])
    func ayudaDeSubcomando(argumentos: [String], tema: Subcomando) throws {
      #expect(try Invocacion.parse(argumentos, entorno: [:]) == .ayuda(tema))
    }

    @Test("help wins over errors elsewhere on the line")
    func ayudaGanaAErrores() throws {
      #expect(try Invocacion.parse(["list", "--bogus", "--help"], entorno: [:]) == .ayuda(.listar))
      #expect(
        try Invocacion.parse(["list", "--limit", "abc", "-h"], entorno: [:]) == .ayuda(.listar))
      #expect(try Invocacion.parse(["--version", "--help"], entorno: [:]) == .ayuda(nil))
    }

    @Test("an option's value that looks like a subcommand does not choose the help's topic")
    func valorNoEsTema() throws {
      #expect(try Invocacion.parse(["--api", "list", "--help"], entorno: [:]) == .ayuda(nil))
    }

    @Test("'--help' after '--' is an argument, not a request for help")
    func ayudaTrasSeparador() throws {
      let comando = try orden(["search", "--", "--help"]).comando
      #expect(comando == .buscar(texto: "--help", pagina: 1))
    }

    @Test("help of an unknown subcommand, or with more words, is a usage error")
    func ayudaMal() {
      #expect(
        errorDeUso(["help", "lst"])?.mensaje == "Unknown subcommand 'lst'. Did you mean 'list'?")
      #expect(errorDeUso(["help", "list", "extra"])?.mensaje == "Unexpected argument 'extra'.")
    }

    @Test(
      "--version or -V anywhere asks for the version",
      arguments: [["--version"], ["list", "--version"], ["-V"], ["list", "-V"]])
    func version(argumentos: [String]) throws {
      #expect(try Invocacion.parse(argumentos, entorno: [:]) == .version)
    }
  }

  @Suite("subcommands")
  struct Subcomandos {
    @Test("list shows the first 20 by default, N with --limit, or all")
    func listar() throws {
      #expect(try orden(["list"]).comando == .listar(.hasta(20)))
      #expect(try orden(["list", "--limit", "5"]).comando == .listar(.hasta(5)))
      #expect(try orden(["list", "--limit=7"]).comando == .listar(.hasta(7)))
      #expect(try orden(["list", "--all"]).comando == .listar(.todos))
    }

    @Test("search takes one text and an optional page")
    func buscar() throws {
      #expect(try orden(["search", "café"]).comando == .buscar(texto: "café", pagina: 1))
      #expect(
        try orden(["search", "café leche", "--page", "3"]).comando
          == .buscar(texto: "café leche", pagina: 3))
      #expect(try orden(["search", "--page=2", "x"]).comando == .buscar(texto: "x", pagina: 2))
    }

    @Test("show and delete take one id; delete asks unless --yes")
    func mostrarYBorrar() throws {
      #expect(try orden(["show", "a1"]).comando == .mostrar(id: "a1"))
      #expect(try orden(["delete", "a1"]).comando == .borrar(id: "a1", confirmado: false))
      #expect(try orden(["delete", "--yes", "a1"]).comando == .borrar(id: "a1", confirmado: true))
    }

    @Test("save reads title, body, comma-separated tags, an id and a file")
    func guardar() throws {
      #expect(
        try orden(["save", "--title", "Café", "--body", "Cuerpo", "--tags", " café, recetas ,,"])
          .comando
          == .guardar(
            CamposDeArticulo(titulo: "Café", cuerpo: "Cuerpo", etiquetas: ["café", "recetas"])))
      #expect(
        try orden(["save", "--id", "a1", "--tags="]).comando
          == .guardar(CamposDeArticulo(id: "a1", etiquetas: [])))
      #expect(
        try orden(["save", "--file", "a.json"]).comando
          == .guardar(CamposDeArticulo(archivo: "a.json")))
      #expect(
        try orden(["save", "--title=--raro"]).comando
          == .guardar(CamposDeArticulo(titulo: "--raro")))
    }

    @Test("--tag repeats on list, search and export, keeping every value in order")
    func etiquetas() throws {
      #expect(
        try orden(["list", "--tag", "cultura"]).comando
          == .listar(.hasta(20), etiquetas: ["cultura"]))
      #expect(
        try orden(["list", "--tag=a", "--all", "--tag", "Vida sana"]).comando
          == .listar(.todos, etiquetas: ["a", "Vida sana"]))
      #expect(
        try orden(["search", "café", "--tag", "RECETAS", "--page", "2", "--tag", "té"]).comando
          == .buscar(texto: "café", pagina: 2, etiquetas: ["RECETAS", "té"]))
      #expect(
        try orden(["export", "a.json", "--tag", "cultura"]).comando
          == .exportar(archivo: "a.json", etiquetas: ["cultura"]))
      #expect(
        try orden(["export", "--tag=-raro"]).comando
          == .exportar(archivo: nil, etiquetas: ["-raro"]))
      #expect(try orden(["list"]).comando == .listar(.hasta(20), etiquetas: []))
    }

    @Test("an empty --tag, or one without a value, is a usage error; other commands refuse it")
    func etiquetasInvalidas() throws {
      for argumentos in [
        ["list", "--tag", ""], ["search", "café", "--tag="], ["export", "--tag", "  "],
        ["list", "--tag", "a", "--tag", ""],
      ] {
        let error = try #require(errorDeUso(argumentos), "\(argumentos)")
        #expect(error.mensaje.hasPrefix("The value of '--tag <tag>' is empty"), "\(argumentos)")
        #expect(error.subcomando?.nombre == argumentos[0])
      }
      #expect(errorDeUso(["list", "--tag"])?.mensaje == "Missing value for '--tag <tag>'.")
      #expect(
        errorDeUso(["show", "a1", "--tag", "x"])?.mensaje.hasPrefix("Unknown option") == true)
    }

    @Test("the last value given to an option wins")
    func ultimoGana() throws {
      #expect(try orden(["list", "--limit", "5", "--limit", "9"]).comando == .listar(.hasta(9)))
    }

    @Test("import takes a path and --resume; export an optional file")
    func importarYExportar() throws {
      #expect(
        try orden(["import", "notas/"]).comando == .importar(ruta: "notas/", reanudar: false))
      #expect(
        try orden(["import", "a.json", "--resume"]).comando
          == .importar(ruta: "a.json", reanudar: true))
      #expect(try orden(["export"]).comando == .exportar(archivo: nil))
      #expect(try orden(["export", "a.json"]).comando == .exportar(archivo: "a.json"))
      #expect(
        try orden(["export", "--", "-raro.json"]).comando == .exportar(archivo: "-raro.json"))
    }

    @Test("export --format takes json or jsonl; anything else is a usage error")
    func formatoDeExportacion() throws {
      #expect(
        try orden(["export", "a.jsonl", "--format", "jsonl"]).comando
          == .exportar(archivo: "a.jsonl", formato: .lineasJSON))
      #expect(try orden(["export", "--format", "json"]).comando == .exportar(archivo: nil))
      #expect(throws: ErrorDeUso.self) { try orden(["export", "--format", "xml"]) }
    }

    @Test("copy needs --to; its token comes from --to-token, then ARTICULOS_TO_TOKEN")
    func copiar() throws {
      let destino = URL(string: "http://127.0.0.1:8002")!
      #expect(
        try orden(["copy", "--to", "http://127.0.0.1:8002"]).comando
          == .copiar(destino: destino, token: nil))
      #expect(
        try orden(["copy", "--to=http://127.0.0.1:8002", "--to-token", "t1"]).comando
          == .copiar(
            destino: destino,
            token: Ajuste(valor: TokenDeAcceso("t1"), origen: .bandera("--to-token"))))
      #expect(
        try orden(["copy", "--to", "http://127.0.0.1:8002"], entorno: ["ARTICULOS_TO_TOKEN": "t2"])
          .comando
          == .copiar(
            destino: destino,
            token: Ajuste(valor: TokenDeAcceso("t2"), origen: .entorno("ARTICULOS_TO_TOKEN"))))
      #expect(
        try orden(
          ["copy", "--to", "http://127.0.0.1:8002", "--to-token", "t1"],
          entorno: ["ARTICULOS_TO_TOKEN": "t2"]
        ).comando
          == .copiar(
            destino: destino,
            token: Ajuste(valor: TokenDeAcceso("t1"), origen: .bandera("--to-token"))))
    }
  }

  @Suite("global options")
  struct Globales {
    @Test("global flags go before or after the subcommand")
    func banderas() throws {
      let antes = try orden(["--json", "--verbose", "--demo", "list"]).globales
      let despues = try orden(["list", "--demo", "--verbose", "--json"]).globales
      #expect(antes == despues)
      #expect(antes.json && antes.verbose && antes.demo)
      #expect(try orden(["list"]).globales == OpcionesGlobales())
    }

    @Test("the global settings hold the flags alone; the environment is the resolver's")
    func soloBanderas() throws {
      let entorno = [
        "ARTICULOS_API": "http://env:1", "ARTICULOS_TOKEN": "de-entorno",
        "ARTICULOS_TIMEOUT": "nada", "ARTICULOS_CA_FILE": "/ca.pem",
      ]
      #expect(try orden(["list"], entorno: entorno).globales == OpcionesGlobales())
      let deBanderas = try orden(
        ["--api", "https://flag:2/base", "list", "--token=de-bandera"], entorno: entorno
      ).globales
      #expect(
        deBanderas.api
          == Ajuste(valor: URL(string: "https://flag:2/base")!, origen: .bandera("--api")))
      #expect(
        deBanderas.token == Ajuste(valor: TokenDeAcceso("de-bandera"), origen: .bandera("--token")))
    }
  }

  @Suite("wrong command lines")
  struct Errores {
    @Test(
      "each mistake names itself and the subcommand whose usage helps",
      arguments: [
        (["lst"], "Unknown subcommand 'lst'. Did you mean 'list'?", nil),
        (["frobnicate"], "Unknown subcommand 'frobnicate'.", nil),
        (["list", "--limt", "5"], "Unknown option '--limt'. Did you mean '--limit'?", .listar),
        (["list", "--bogus"], "Unknown option '--bogus'.", .listar),
        (["-x", "list"], "Unknown option '-x'.", nil),
        (["list", "-n", "5"], "Unknown option '-n'.", .listar),
        (["list", "--limit"], "Missing value for '--limit <n>'.", .listar),
        (["list", "--limit", "--json"], "Missing value for '--limit <n>'.", .listar),
        (
          ["list", "--limit", "-3"],
          "The value '-3' is invalid for '--limit <n>': expected a whole number from 1.", .listar
        ),
        (
          ["search", "café", "--page", "-1"],
          "The value '-1' is invalid for '--page <n>': expected a whole number from 1.", .buscar
        ),
        (
          ["search", "!!!"],
          "The search text '!!!' has no word to search for (letters or digits); give at least "
            + "one word.", .buscar
        ),
        (
          ["search", "—"],
          "The search text '—' has no word to search for (letters or digits); give at least "
            + "one word.", .buscar
        ),
        (
          ["--timeout", "0", "list"],
          "The value '0' of '--timeout <seconds>' is not a number of seconds from 0.001 to 86400, such as 30 or 2.5.",
          nil
        ),
        (
          ["--timeout", "0.0001", "list"],
          "The value '0.0001' of '--timeout <seconds>' is not a number of seconds from 0.001 to 86400, such as 30 or 2.5.",
          nil
        ),
        (
          ["--timeout", "0.0004s", "list"],
          "The value '0.0004s' of '--timeout <seconds>' is not a number of seconds from 0.001 to 86400, such as 30 or 2.5.",
          nil
        ),
        (
          ["--timeout", "abc", "list"],
          "The value 'abc' of '--timeout <seconds>' is not a number of seconds from 0.001 to 86400, such as 30 or 2.5.",
          nil
        ),
        (
          ["list", "--limit", "abc"],
          "The value 'abc' is invalid for '--limit <n>': expected a whole number from 1.", .listar
        ),
        (
          ["list", "--limit=0"],
          "The value '0' is invalid for '--limit <n>': expected a whole number from 1.", .listar
        ),
        (
          ["list", "--limit", "99999999999999999999"],
          "The value '99999999999999999999' is invalid for '--limit <n>': expected a whole "
            + "number from 1.", .listar
        ),
        (
          ["search", "x", "--page", "1.5"],
          "The value '1.5' is invalid for '--page <n>': expected a whole number from 1.", .buscar
        ),
        (
          ["list", "--all", "--limit", "3"],
          "'--all' and '--limit' cannot be used together; choose one.", .listar
        ),
        (["list", "extra"], "Unexpected argument 'extra'.", .listar),
        (["show"], "Missing expected argument '<id>'.", .mostrar),
        (["show", "a", "b"], "Unexpected argument 'b'.", .mostrar),
        (["show", " "], "The value of '<id>' is empty; an id is 1 to 200 characters.", .mostrar),
        (["search"], "Missing expected argument '<text>'.", .buscar),
        (["search", "a", "b"], "Unexpected argument 'b'.", .buscar),
        (["search", "  "], "The search text is empty; give at least one word.", .buscar),
        (["delete"], "Missing expected argument '<id>'.", .borrar),
        (["delete", "x", "--yes=1"], "The flag '--yes' takes no value; write it alone.", .borrar),
        (["--json=true", "list"], "The flag '--json' takes no value; write it alone.", nil),
        (["import"], "Missing expected argument '<path>'.", .importar),
        (["import", "a", "b"], "Unexpected argument 'b'.", .importar),
        (["export", "a", "b"], "Unexpected argument 'b'.", .exportar),
        (
          ["save"], "Nothing to save: give --title, --body, --body-file, --tags or --file.",
          .guardar
        ),
        (
          ["save", "--title", "T", "--body", "x", "--body-file", "b.txt"],
          "Give the body with --body or with --body-file, not both.", .guardar
        ),
        (
          ["save", "--title", "T", "--body-file", ""],
          "The value of '--body-file <file>' is empty.", .guardar
        ),
        (
          ["save", "--file", "-", "--body", "-"],
          "Standard input can be read once: give the file or the body from it, not both.", .guardar
        ),
        (
          ["save", "--file", "-", "--body-file", "-"],
          "Standard input can be read once: give the file or the body from it, not both.", .guardar
        ),
        (
          ["save", "--body-file", "b.txt"],
          "A new article needs a title: pass --title or --file, or --id to update an article.",
          .guardar
        ),
        (
          ["save", "--body", "x"],
          "A new article needs a title: pass --title or --file, or --id to update an article.",
          .guardar
        ),
        (["save", "--title"], "Missing value for '--title <title>'.", .guardar),
        (["save", "--file="], "The value of '--file <file>' is empty.", .guardar),
        (["copy"], "Missing expected option '--to <url>': the server to copy to.", .copiar),
        (
          ["copy", "--to", "ftp://x"],
          "The value 'ftp://x' of '--to <url>' is not a URL like http://127.0.0.1:8001.", .copiar
        ),
        (
          ["--api", "nota-url", "list"],
          "The value 'nota-url' of '--api <url>' is not a URL like http://127.0.0.1:8001.", nil
        ),
        (
          ["--api", "http://ana:clave@h:1", "list"],
          "The URL of '--api <url>' holds credentials; give the token with --token instead.", nil
        ),
        (["list", "--token="], "The value of '--token <token>' is empty.", .listar),
        (
          ["--limit", "5", "list"],
          "'--limit' is an option of 'list'; write it after the subcommand, as in "
            + "'articulos list --limit'.", nil
        ),
        (["list", "--yes"], "Unknown option '--yes'.", .listar),
      ] as [([String], String, Subcomando?)])
    func error(argumentos: [String], mensaje: String, subcomando: Subcomando?) {
      let error = errorDeUso(argumentos)
      #expect(error?.mensaje == mensaje)
      #expect(error?.subcomando == subcomando)
    }

    @Test("the error text has the message, the usage and where to find help")
    func texto() throws {
      let error = try #require(errorDeUso(["list", "--limit", "x"]))
      #expect(
        error.description == """
          Error: The value 'x' is invalid for '--limit <n>': expected a whole number from 1.
          Usage: articulos list [--all | --limit <n>] [--page <n>]
                                [--sort id|title|updated] [--tag <tag> ...] [--full-ids]
                                [<global-options>]
            See 'articulos list --help' for more information.
          """)
      let general = try #require(errorDeUso(["nada"]))
      #expect(general.description.contains("Usage: articulos [<global-options>] <subcommand>"))
      #expect(general.description.contains("See 'articulos --help'"))
    }

    @Test("the token never shows in an error or in the parsed value")
    func tokenOculto() throws {
      let secreto = "dstok_secreto_123"
      for argumentos in [
        ["--token", secreto, "list", "--bogus"], ["--token=\(secreto)", "show"],
        ["copy", "--to", "http://a:1", "--to-token", secreto, "extra"],
      ] {
        let error = try #require(errorDeUso(argumentos))
        #expect(!error.description.contains(secreto))
      }
      let invocacion = try Invocacion.parse(["--token", secreto, "list"], entorno: [:])
      #expect(!String(describing: invocacion).contains(secreto))
      #expect(!String(reflecting: invocacion).contains(secreto))
    }
  }
}
