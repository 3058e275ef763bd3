import Foundation
import Testing
import TestSupport

/// The built tool against servers on 127.0.0.1 that misbehave: it never claims a write that did
/// not happen, never waits past `--timeout`, never loops, and never lets a server write to the
/// terminal.
// NB: Serialized: each case starts servers and tool processes, and run all at once they would
// load the machine enough to disturb other suites' time bounds.
@Suite("The tool against misbehaving servers: nothing claimed, nothing unbounded", .serialized)
struct ServidoresAveriadosTests {
  static let token = "dstok_prueba"

  /// A JSON file of three new articles, in a folder of its own.
  static func tresArticulos() throws -> (CarpetaTemporal, String) {
    let carpeta = try CarpetaTemporal()
    let ruta = carpeta.ruta(de: "tres.json")
    let json =
      #"[{"titulo":"Uno","cuerpo":"1"},{"titulo":"Dos","cuerpo":"2"},"#
      + #"{"titulo":"Tres","cuerpo":"3"}]"#
    try Data(json.utf8).write(to: URL(fileURLWithPath: ruta))
    return (carpeta, ruta)
  }

  @Test(
    "a 2xx answer that is not Datasette's success fails import, copy, save and delete",
    arguments: ["bad-json", "html", "bad-utf8", "wrong-json"])
  func respuestaAjena(modo: String) async throws {
    let servidor = try await ServidorAdversario(.averiado(modo))
    let (carpeta, ruta) = try Self.tresArticulos()
    defer { _ = carpeta }
    let entorno = ["ARTICULOS_TOKEN": Self.token, "NO_COLOR": "1"]

    let importacion = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "import", ruta], entorno: entorno)
    // NB: The batch's answer proves nothing and the read-back meets the same broken server:
    // neither saved nor not saved.
    #expect(importacion.codigo == 7, "\(importacion)")
    #expect(!importacion.salida.contains("Imported 3 of 3"), "\(importacion)")
    #expect(
      importacion.error.contains("3 are not known to be saved (3 of unknown outcome)"),
      "\(importacion)")
    #expect(importacion.error.contains("may have been saved all the same"), "\(importacion)")
    #expect(importacion.error.contains("Datasette"), "\(importacion)")

    let copia = try await ProcesoArticulos.ejecutar(
      ["--demo", "copy", "--to", servidor.url], entorno: entorno)
    #expect(copia.codigo == 7, "\(copia)")
    #expect(!copia.salida.contains("Copied 3 of 3"), "\(copia)")

    let guardado = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "save", "--title", "Solo"], entorno: entorno)
    // NB: The save's answer proves nothing and the read-back meets the same broken server.
    #expect(guardado.codigo == 7, "\(guardado)")
    #expect(guardado.error.contains("may have been saved as '"), "\(guardado)")
    // NB: The command that checks it keeps --api, so it asks the same server.
    #expect(
      guardado.error.contains(
        "\n  articulos --api \(servidor.url) show "), "\(guardado)")

    let borrado = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "delete", "00000000-0000-0000-0000-000000000001", "--yes"],
      entorno: entorno)
    #expect(borrado.codigo == 1, "\(borrado)")
    #expect(!borrado.salida.contains("Deleted"), "\(borrado)")
  }

  @Test(
    "a server that stalls gives up within --timeout and a second, saying how long and how to change it",
    arguments: ["hold", "stall-headers", "drip-body"],
    ["list", "export", "import"])
  func esperaAcotada(modo: String, subcomando: String) async throws {
    let servidor = try await ServidorAdversario(
      modo == "hold" ? .retener : .averiado(modo))
    let (carpeta, ruta) = try Self.tresArticulos()
    defer { _ = carpeta }
    let argumentos =
      switch subcomando {
      case "export": ["export", carpeta.ruta(de: "copia.json")]
      case "import": ["import", ruta]
      default: ["list"]
      }
    let inicio = ContinuousClock.now
    let resultado = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "--timeout", "2"] + argumentos,
      entorno: ["ARTICULOS_TOKEN": Self.token, "NO_COLOR": "1"])
    let duracion = ContinuousClock.now - inicio

    // NB: An import's batch that timed out may have been saved: its read-back times out too.
    #expect(resultado.codigo == (subcomando == "import" ? 7 : 1), "\(resultado)")
    // NB: The bound is the timeout plus a second, on the tool's own account of its wait; the
    // whole process, started on a machine busy with other suites, gets a wider margin.
    let esperado = try #require(Self.segundosEsperados(en: resultado.error), "\(resultado)")
    #expect(esperado >= 2 && esperado < 2 + 1, "\(resultado)")
    #expect(duracion < .seconds(2 + 10), "took \(duracion): \(resultado)")
    #expect(resultado.error.contains("--timeout <seconds>"), "\(resultado)")
    #expect(!FileManager.default.fileExists(atPath: carpeta.ruta(de: "copia.json")))
  }

  /// The seconds in "the tool waited N s".
  static func segundosEsperados(en texto: String) -> Double? {
    guard let inicio = texto.range(of: "the tool waited ") else { return nil }
    let numero = texto[inicio.upperBound...].prefix { $0.isNumber || $0 == "." }
    return Double(numero)
  }

  @Test("ARTICULOS_TIMEOUT and 'timeout' in the config file set the same bound")
  func esperaDesdeEntornoYArchivo() async throws {
    let servidor = try await ServidorAdversario(.retener)
    let porEntorno = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "list"], entorno: ["ARTICULOS_TIMEOUT": "1.5"])
    #expect(porEntorno.codigo == 1, "\(porEntorno)")
    #expect(porEntorno.error.contains("the tool waited 1."), "\(porEntorno)")

    let configuracion = try CarpetaTemporal()
    let carpeta = configuracion.ruta(de: "articulos")
    try FileManager.default.createDirectory(atPath: carpeta, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(
      atPath: carpeta + "/config", contents: Data("timeout = 1\n".utf8),
      attributes: [.posixPermissions: 0o600])
    let porArchivo = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "list"], entorno: ["XDG_CONFIG_HOME": configuracion.ruta])
    #expect(porArchivo.codigo == 1, "\(porArchivo)")
    #expect(porArchivo.error.contains("the tool waited 1"), "\(porArchivo)")
  }

  @Test(
    "a cursor that never advances, or a page larger than asked, is an error, not a loop",
    arguments: ["repeat-cursor", "lying-count"])
  func recorridoSinFin(modo: String) async throws {
    let servidor = try await ServidorAdversario(.averiado(modo))
    let carpeta = try CarpetaTemporal()
    let archivo = carpeta.ruta(de: "copia.json")

    let listado = try await ProcesoArticulos.ejecutar(["--api", servidor.url, "list", "--all"])
    #expect(listado.codigo == 1, "\(listado)")
    #expect(listado.salida.split(separator: "\n").count < 10, "\(listado)")

    let exportacion = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "export", archivo])
    #expect(exportacion.codigo == 1, "\(exportacion)")
    #expect(!FileManager.default.fileExists(atPath: archivo))
    #expect(try FileManager.default.contentsOfDirectory(atPath: carpeta.ruta).isEmpty)
  }

  @Test(
    "a standard output that takes nothing (/dev/full) fails the run with 1, naming the cause",
    .enabled(if: Plataforma.esLinux, "/dev/full is Linux's"),
    arguments: [
      ["export"], ["list", "--all"], ["--json", "list"],
      ["show", "00000000-0000-0000-0000-000000000001"],
    ])
  func salidaLlena(argumentos: [String]) async throws {
    let proceso = Process()
    proceso.executableURL = try ProcesoArticulos.ejecutable()
    proceso.arguments = ["--demo"] + argumentos
    let lleno = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let error = Pipe()
    proceso.standardOutput = lleno
    proceso.standardError = error
    try proceso.run()
    let texto = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    proceso.waitUntilExit()
    #expect(proceso.terminationStatus == 1, "\(argumentos): \(texto)")
    #expect(
      texto.contains("Cannot write to standard output: No space left on device."),
      "\(argumentos): \(texto)")
    #expect(!texto.contains("Exported"), "\(argumentos): \(texto)")
  }

  @Test("control characters from the server are shown, never obeyed; --json keeps them exact")
  func caracteresDeControl() async throws {
    let servidor = try await ServidorAdversario(.averiado("control-chars"))
    let id = "00000000-0000-0000-0000-000000000001"
    for argumentos in [["list"], ["search", "pwned"], ["show", id]] {
      let resultado = try await ProcesoArticulos.ejecutar(["--api", servidor.url] + argumentos)
      #expect(resultado.codigo == 0, "\(resultado)")
      #expect(!resultado.salida.contains("\u{1B}"), "\(argumentos): \(resultado)")
      #expect(!resultado.salida.contains("\u{07}"), "\(argumentos): \(resultado)")
      #expect(resultado.salida.contains("^[]0;pwned^G"), "\(argumentos): \(resultado)")
    }
    let json = try await ProcesoArticulos.ejecutar(["--api", servidor.url, "--json", "show", id])
    #expect(json.salida.contains(#"\u001b]0;pwned\u0007"#), "\(json)")
  }
}
