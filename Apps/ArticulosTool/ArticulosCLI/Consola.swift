import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a run prints and asks: standard output, standard error, standard input, and what
/// they are connected to.
///
/// Commands never touch the file descriptors themselves; they print through a `Consola`, so a
/// test runs a command in-process and reads back what it printed.
///
/// ```swift
/// let consola = Consola.delProceso(terminal: .actual(entorno: entorno))
/// consola.imprimir("Deleted 'a1'.")
/// consola.avisar("Importing…")
/// ```
struct Consola: Sendable {
  /// What the streams are connected to.
  var terminal: Terminal
  /// Writes text as is to standard output.
  var escribirSalida: @Sendable (String) -> Void
  /// Writes text as is to standard error.
  var escribirError: @Sendable (String) -> Void
  /// Reads one line from standard input, or `nil` at its end.
  var leerLinea: @Sendable () -> String?

  /// Prints a line on standard output.
  func imprimir(_ texto: String) { escribirSalida(texto + "\n") }

  /// Prints a line on standard error.
  func avisar(_ texto: String) { escribirError(texto + "\n") }

  /// Prints an error on standard error: `Error: ` in red on a terminal that welcomes colour.
  func error(_ texto: String) {
    let prefijo = terminal.colorEnError ? "\u{1B}[1;31mError:\u{1B}[0m" : "Error:"
    let cuerpo = texto.hasPrefix("Error: ") ? String(texto.dropFirst(7)) : texto
    avisar("\(prefijo) \(cuerpo)")
  }

  /// The console of this process: the real standard streams.
  static func delProceso(terminal: Terminal) -> Consola {
    Consola(
      terminal: terminal,
      escribirSalida: { escribirTodo($0, en: STDOUT_FILENO) },
      escribirError: { escribirTodo($0, en: STDERR_FILENO) },
      leerLinea: { readLine(strippingNewline: true) })
  }

  /// Writes every byte of `texto` to a file descriptor, retrying short and interrupted writes.
  private static func escribirTodo(_ texto: String, en descriptor: Int32) {
    var bytes = Array(texto.utf8)
    bytes.withUnsafeMutableBytes { buffer in
      var escritos = 0
      while escritos < buffer.count {
        let resultado = write(descriptor, buffer.baseAddress! + escritos, buffer.count - escritos)
        if resultado < 0 {
          if errno == EINTR { continue }
          return
        }
        escritos += resultado
      }
    }
  }
}
