import Foundation
import Testing

@testable import ArticulosCLI

@Suite("Help text")
struct AyudaTests {
  @Test("the tool's help lists every subcommand, global option and exit code, and the JSON")
  func general() {
    let texto = Ayuda.texto(de: nil)
    #expect(texto.hasPrefix("OVERVIEW: "))
    #expect(texto.contains("USAGE: articulos [<global-options>] <subcommand> [<options>]"))
    for subcomando in Subcomando.allCases {
      #expect(texto.contains("\n  \(subcomando.nombre) "), "\(subcomando.nombre) is missing")
    }
    for opcion in OpcionesGlobales.especificaciones {
      #expect(texto.contains(opcion.firma), "\(opcion.firma) is missing")
    }
    for codigo in CodigoDeSalida.allCases {
      #expect(texto.contains("\n  \(codigo.rawValue) "), "exit code \(codigo.rawValue) is missing")
    }
    for clave in [
      "ARTICULOS_API", "ARTICULOS_TOKEN", "XDG_CONFIG_HOME", "chmod 600", "JSON OUTPUT",
    ] {
      #expect(texto.contains(clave))
    }
  }

  @Test("CONFIGURATION in --help and Docs/CLI.md name every key of the config file and variable")
  func configuracionCompleta() throws {
    let ayuda = Ayuda.texto(de: nil).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
    let raiz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let documento = try String(
      contentsOf: raiz.appendingPathComponent("Docs/CLI.md"), encoding: .utf8)
    for clave in ArchivoDeConfiguracion.clavesConocidas {
      #expect(ayuda.contains("'\(clave) = "), "--help's CONFIGURATION lacks '\(clave)'")
      #expect(documento.contains("`\(clave)`"), "Docs/CLI.md lacks the key `\(clave)`")
    }
    for variable in ["ARTICULOS_API", "ARTICULOS_TOKEN", "ARTICULOS_CA_FILE", "ARTICULOS_TIMEOUT"] {
      #expect(ayuda.contains(variable), "--help lacks \(variable)")
    }
    #expect(ayuda.contains("a timeout of 30 s"))
  }

  @Test("help of search, list and export says the order, the excerpt, --tag and the JSON")
  func busquedaYEtiquetas() {
    let unaLinea = { (subcomando: Subcomando?) in
      Ayuda.texto(de: subcomando).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let busqueda = unaLinea(.buscar)
    for frase in [
      "The best match comes first", "bold yellow on a colour terminal", "[between brackets]",
      "NO_COLOR", "TERM=dumb", "\"extractos\"", "repeat it to require every tag given",
      "ignoring case and accents", "[--tag <tag> ...]",
    ] {
      #expect(busqueda.contains(frase), "help search lacks \(frase)")
    }
    for subcomando in [Subcomando.listar, .exportar] {
      let texto = unaLinea(subcomando)
      for frase in [
        "With --tag, only the articles that have that tag", "repeat it to require every tag given",
        "--tag CULTURA matches 'cultura'", "[--tag <tag> ...]",
      ] {
        #expect(texto.contains(frase), "help \(subcomando.nombre) lacks \(frase)")
      }
    }
    let general = unaLinea(nil)
    #expect(general.contains(#""extractos": {ID: [{"texto": TEXT}|{"coincidencia": TEXT}]}"#))
  }

  @Test("each subcommand's help shows its usage, arguments, options and examples")
  func subcomandos() {
    for subcomando in Subcomando.allCases {
      let texto = Ayuda.texto(de: subcomando)
      #expect(texto.hasPrefix("OVERVIEW: \(subcomando.resumen)"))
      #expect(texto.contains(Ayuda.envolverUso("USAGE: ", subcomando.uso)))
      for argumento in subcomando.argumentos {
        #expect(texto.contains("<\(argumento.nombre)>"))
      }
      for opcion in subcomando.opciones {
        #expect(texto.contains(opcion.firma))
      }
      #expect(texto.contains("EXAMPLES:\n  articulos \(subcomando.nombre)"))
    }
  }

  @Test("long usage lines wrap between groups, aligned after the subcommand")
  func uso() {
    #expect(
      Ayuda.envolverUso("USAGE: ", Subcomando.guardar.uso) == """
        USAGE: articulos save [--id <id>] [--title <title>] [--body <body>]
                              [--body-file <file>] [--tags <tags>] [--file <file>]
                              [<global-options>]
        """)
    #expect(
      Ayuda.envolverUso("Usage: ", Subcomando.mostrar.uso)
        == "Usage: articulos show <id> [<global-options>]")
  }

  @Test("no line of help is wider than 80 columns")
  func ancho() {
    for subcomando in [nil] + Subcomando.allCases.map(Optional.some) {
      for linea in Ayuda.texto(de: subcomando).split(separator: "\n") {
        #expect(linea.count <= 80, "too wide: \(linea)")
      }
    }
  }

  @Test("'help help' is the tool's help, not a suggestion to type help")
  func ayudaDeAyuda() throws {
    guard case .ayuda(nil) = try Invocacion.parse(["help", "help"], entorno: [:]) else {
      Issue.record("'help help' is not the tool's help")
      return
    }
  }

  @Test(
    "a word other tools use points at the subcommand that does it",
    arguments: [
      ("edit", "articulos save --id ID"), ("update", "articulos save --id ID"),
      ("rm", "articulos delete ID"), ("ls", "articulos list"), ("get", "articulos show ID"),
      ("find", "articulos search TEXT"), ("new", "articulos save --title TITLE"),
    ])
  func palabrasConocidas(palabra: String, consejo: String) {
    for argumentos in [[palabra, "x"], ["help", palabra]] {
      let error = #expect(throws: ErrorDeUso.self) {
        try Invocacion.parse(argumentos, entorno: [:])
      }
      #expect(error?.description.contains("Unknown subcommand '\(palabra)'") == true)
      #expect(error?.description.contains(consejo) == true, "\(String(describing: error))")
    }
  }

  @Test("help documents --page, --sort, --full-ids, --color, id prefixes and search's exit 1")
  func salidaParaPersonas() {
    let general = Ayuda.texto(de: nil)
    #expect(general.contains("--color <when>"))
    #expect(general.contains("auto (the default"))
    #expect(CodigoDeSalida.fallo.significado.contains("Also a search that matched nothing"))
    let lista = Ayuda.texto(de: .listar)
    for opcion in ["--page <n>", "--sort <order>", "--full-ids", "[--sort id|title|updated]"] {
      #expect(lista.contains(opcion), "\(opcion)")
    }
    let busqueda = Ayuda.texto(de: .buscar)
    #expect(busqueda.contains("--full-ids"))
    #expect(busqueda.contains("exits with 1, as grep does"))
    #expect(Ayuda.texto(de: .mostrar).contains("a prefix of one article's id"))
    #expect(Ayuda.texto(de: .borrar).contains("without an error"))
  }
}
