import Foundation
import TestSupport
import Testing

/// Runs the built `articulos` on a pseudo-terminal, through util-linux's `script`, to see what
/// a person at a terminal sees: the window's width, colours, the progress bar, questions.
///
/// Standard output and standard error both reach the terminal, so they come back together,
/// with the terminal's line ends (`\r\n`).
///
/// ```swift
/// let terminal = try TerminalSimulado(["--demo", "list"], columnas: 50)
/// let resultado = try await terminal.proceso.resultado()
/// ```
struct TerminalSimulado {
  /// The `script` process; its standard output is the terminal's screen.
  let proceso: ProcesoArticulos

  /// Whether util-linux's `script` is installed: Linux only, as macOS's BSD `script` takes
  /// none of `-q -e -c`.
  static var disponible: Bool {
    Plataforma.esLinux && FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
  }

  /// Why a suite that needs ``disponible`` does not run.
  static let sinTerminal: Comment = "needs util-linux's script (Linux, package bsdutils)"

  /// Starts `articulos argumentos` on a terminal `columnas` wide.
  init(_ argumentos: [String], columnas: Int, entorno: [String: String] = [:]) throws {
    let programa = try ProcesoArticulos.ejecutable().path
    let orden = ([programa] + argumentos).map(Self.citado).joined(separator: " ")
    proceso = try ProcesoArticulos(
      ["-qec", "stty cols \(columnas) rows 24 2>/dev/null; exec \(orden)", "/dev/null"],
      entorno: entorno.merging(["TERM": "xterm"]) { actual, _ in actual },
      programa: URL(fileURLWithPath: "/usr/bin/script"), tecleando: true)
  }

  /// Runs to the end and returns the screen's text.
  static func ejecutar(
    _ argumentos: [String], columnas: Int = 80, entorno: [String: String] = [:]
  ) async throws -> ProcesoArticulos.Resultado {
    try await TerminalSimulado(argumentos, columnas: columnas, entorno: entorno).proceso
      .resultado()
  }

  private static func citado(_ texto: String) -> String {
    "'" + texto.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
