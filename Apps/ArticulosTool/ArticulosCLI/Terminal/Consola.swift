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
  /// Whether standard output took everything written to it.
  var salida = EscrituraDeSalida()

  /// Prints text for people on standard output, its control characters made visible
  /// (``TextoSeguro``); the first line in bold when `resaltandoLaPrimeraLinea` (a table's
  /// header on a colour terminal).
  func imprimir(_ texto: String, resaltandoLaPrimeraLinea: Bool = false) {
    let seguro = TextoSeguro.neutralizado(texto)
    guard resaltandoLaPrimeraLinea else { return escribirSalida(seguro + "\n") }
    let lineas = seguro.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let resto = lineas.count > 1 ? "\n" + lineas[1] : ""
    escribirSalida("\u{1B}[1m" + lineas[0] + "\u{1B}[0m" + resto + "\n")
  }

  /// Prints data for programs on standard output exactly as given: JSON, which escapes what
  /// it must itself.
  func imprimirDatos(_ texto: String) { escribirSalida(texto + "\n") }

  /// Prints a line for people on standard error, its control characters made visible.
  func avisar(_ texto: String) { escribirError(TextoSeguro.neutralizado(texto) + "\n") }

  /// Throws the first failed write to standard output, so a command stops writing into a full
  /// disk instead of reporting success.
  func comprobarSalida() throws(ErrorDeArchivo) {
    if let fallo = salida.fallo { throw fallo }
  }

  /// Prints an error on standard error: `Error: ` in red on a terminal that welcomes colour.
  func error(_ texto: String) {
    let prefijo = terminal.colorEnError ? "\u{1B}[1;31mError:\u{1B}[0m" : "Error:"
    let cuerpo = texto.hasPrefix("Error: ") ? String(texto.dropFirst(7)) : texto
    escribirError("\(prefijo) \(TextoSeguro.neutralizado(cuerpo))\n")
  }

  /// The console of this process: the real standard streams.
  ///
  /// A write to standard output that fails is recorded in ``salida`` and nothing more is
  /// written there. A closed pipe (`articulos list --all | head`) ends the process quietly, as
  /// the default action of `SIGPIPE` would (status 141), after removing any temporary file:
  /// whoever closed the pipe wanted no more. Standard error is written on a best-effort basis:
  /// there is nowhere left to report its failures.
  static func delProceso(terminal: Terminal) -> Consola {
    let escritura = EscrituraDeSalida()
    return Consola(
      terminal: terminal,
      escribirSalida: { texto in
        guard escritura.fallo == nil,
          let codigo = EscrituraCompleta.escribir(Array(texto.utf8), en: STDOUT_FILENO)
        else {
          return
        }
        if codigo == EPIPE {
          ArchivosTemporales.delProceso.eliminarTodos()
          _exit(128 + SIGPIPE)
        }
        escritura.registrar(
          ErrorDeArchivo(ruta: "standard output", accion: "write to", errno: codigo))
      },
      escribirError: { _ = EscrituraCompleta.escribir(Array($0.utf8), en: STDERR_FILENO) },
      leerLinea: { readLine(strippingNewline: true) },
      salida: escritura)
  }
}
