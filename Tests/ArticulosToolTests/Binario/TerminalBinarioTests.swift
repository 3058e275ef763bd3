import ArticulosInterface
import ArticulosTestSupport
import Foundation
import Testing
import TestSupport

/// Lines of a terminal's screen, without the `\r` of its line ends.
private func lineas(_ pantalla: String) -> [String] {
  pantalla.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
}

/// The text without ANSI escape sequences.
private func sinEscapes(_ texto: String) -> String {
  texto.replacingOccurrences(
    of: "\u{1B}\\[[0-9;]*[A-Za-z]", with: "", options: .regularExpression)
}

@Suite(
  "The built executable on a terminal",
  .enabled(if: TerminalSimulado.disponible, TerminalSimulado.sinTerminal))
struct TerminalBinarioTests {
  @Test("tables fit the window's width, with a bold header", arguments: [40, 60, 100])
  func ancho(columnas: Int) async throws {
    let resultado = try await TerminalSimulado.ejecutar(["--demo", "list"], columnas: columnas)
    #expect(resultado.codigo == 0, "\(resultado)")
    // NB: At 40 columns only the sample's 36-character ids fit, and the title is left out.
    #expect(resultado.salida.hasPrefix(columnas >= 60 ? "\u{1B}[1mTITLE" : "\u{1B}[1mID"))
    let filas = lineas(sinEscapes(resultado.salida))
    try #require(filas.count == 5)
    for fila in filas {
      #expect(fila.count <= columnas, "wider than \(columnas): \(fila)")
    }
    #expect(filas[1].hasSuffix("00000000-0000-0000-0000-000000000001"))  // never cut
    #expect(filas[1].contains("2023-11-14") == (columnas >= 66))
  }

  @Test("without a terminal, COLUMNS sets the width, and nothing is bold")
  func columnas() async throws {
    let resultado = try await ProcesoArticulos.ejecutar(
      ["--demo", "list"], entorno: ["COLUMNS": "45"])
    #expect(!resultado.salida.contains("\u{1B}"))
    for fila in lineas(resultado.salida) {
      #expect(fila.count <= 45, "wider than 45: \(fila)")
    }
  }

  @Test(
    "--color never leaves a terminal plain; --color always colours a pipe; search without matches exits 1"
  )
  func colorPedido() async throws {
    let nunca = try await TerminalSimulado.ejecutar(["--demo", "--color", "never", "list"])
    #expect(nunca.codigo == 0, "\(nunca)")
    #expect(!nunca.salida.contains("\u{1B}"))
    let siempre = try await ProcesoArticulos.ejecutar(["--demo", "list", "--color=always"])
    #expect(siempre.codigo == 0, "\(siempre)")
    #expect(siempre.salida.hasPrefix("\u{1B}[1mTITLE"))
    #expect(siempre.salida.contains("\u{1B}[2m00000000-0000-0000-0000-000000000001\u{1B}[0m"))
    let nada = try await ProcesoArticulos.ejecutar(["--demo", "search", "inexistente"])
    #expect(nada.codigo == 1)
    #expect(nada.salida == "No articles match 'inexistente'.\n")
    #expect(nada.error.isEmpty)
  }

  @Test("errors are red on a terminal, plain with NO_COLOR")
  func color() async throws {
    let rojo = try await TerminalSimulado.ejecutar(["--demo", "show", "nada"])
    #expect(rojo.codigo == 3)
    #expect(rojo.salida.contains("\u{1B}[1;31mError:\u{1B}[0m No article has the id 'nada'."))

    let plano = try await TerminalSimulado.ejecutar(
      ["--demo", "show", "nada"], entorno: ["NO_COLOR": "1"])
    #expect(plano.codigo == 3)
    #expect(!plano.salida.contains("\u{1B}"))
    #expect(plano.salida.hasPrefix("Error: No article has the id 'nada'."))

    let lista = try await TerminalSimulado.ejecutar(["--demo", "list"], entorno: ["NO_COLOR": "1"])
    #expect(!lista.salida.contains("\u{1B}"))
  }

  @Test("search marks matched words bold yellow on a terminal, [brackets] otherwise")
  func extractos() async throws {
    let color = try await TerminalSimulado.ejecutar(["--demo", "search", "café"], columnas: 60)
    #expect(color.codigo == 0, "\(color)")
    #expect(color.salida.contains("  \u{1B}[1;33mCafé\u{1B}[0m de especialidad"), "\(color)")
    for linea in lineas(sinEscapes(color.salida)) {
      #expect(linea.count <= 60, "wider than 60: \(linea)")
    }
    for entorno in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
      let plano = try await TerminalSimulado.ejecutar(
        ["--demo", "search", "café"], entorno: entorno)
      #expect(!plano.salida.contains("\u{1B}"), "\(entorno)")
      #expect(plano.salida.contains("  [Café] de especialidad"), "\(entorno)")
    }
    let tuberia = try await ProcesoArticulos.ejecutar(["--demo", "search", "café"])
    #expect(tuberia.salida.contains("\n  [Café] de especialidad"))
    #expect(!tuberia.salida.contains("\u{1B}"))
  }

  @Test("import draws a progress bar in place on a terminal")
  func barra() async throws {
    let carpeta = try CarpetaTemporal()
    let datos = try carpeta.escribir(
      "datos.json", try textoJSON(Muestras.articulos(300, .herramienta())))
    let resultado = try await TerminalSimulado.ejecutar(["--demo", "import", datos], columnas: 70)
    #expect(resultado.codigo == 0, "\(resultado)")
    #expect(resultado.salida.contains("\rImporting ["))
    #expect(resultado.salida.contains("300/300  100%"))
    #expect(!resultado.salida.contains("Importing: "))
    #expect(resultado.salida.contains("Imported 300 of 300 articles."))
  }

  @Test("delete asks on a terminal; 'y' deletes")
  func preguntaSi() async throws {
    let terminal = try TerminalSimulado(
      ["--demo", "delete", Articulo.muestra[0].id.rawValue], columnas: 100)
    try await esperarPantalla(terminal, contiene: "[y/N]")
    terminal.proceso.teclear("y\r")
    let resultado = try await terminal.proceso.resultado()
    #expect(resultado.codigo == 0, "\(resultado)")
    #expect(resultado.salida.contains("Deleted '\(Articulo.muestra[0].id)'"))
  }

  @Test("Ctrl-C at the question stops at once with 130 and deletes nothing")
  func preguntaInterrumpida() async throws {
    let terminal = try TerminalSimulado(
      ["--demo", "delete", Articulo.muestra[0].id.rawValue], columnas: 100)
    try await esperarPantalla(terminal, contiene: "[y/N]")
    terminal.proceso.teclear("\u{03}")
    let resultado = try await terminal.proceso.resultado(limite: .seconds(20))
    #expect(resultado.codigo == 130, "\(resultado)")
    #expect(resultado.salida.contains("was not deleted"))
  }

  private func esperarPantalla(_ terminal: TerminalSimulado, contiene texto: String) async throws {
    let hasta = ContinuousClock.now + .seconds(30)
    while !terminal.proceso.salidaHastaAhora.contains(texto) {
      guard ContinuousClock.now < hasta else {
        throw ErrorDeProceso("'\(texto)' never showed: \(terminal.proceso.salidaHastaAhora)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}
