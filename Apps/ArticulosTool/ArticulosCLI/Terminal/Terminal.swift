import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the tool knows about where it prints: terminals, width and whether colour is welcome.
///
/// ```swift
/// let terminal = Terminal.actual(entorno: ProcessInfo.processInfo.environment)
/// let tabla = Tabla(...).texto(ancho: terminal.ancho)
/// ```
struct Terminal: Hashable, Sendable {
  /// The width when nothing says otherwise.
  static let anchoPorDefecto = 80

  /// Whether standard input is a terminal (someone can answer a question).
  var entradaEsTerminal: Bool
  /// Whether standard output is a terminal.
  var salidaEsTerminal: Bool
  /// Whether standard error is a terminal (a progress bar can redraw itself).
  var errorEsTerminal: Bool
  /// The width tables fit in, in columns.
  var ancho: Int
  /// Whether standard output may use colour: a terminal, no `NO_COLOR`, not `TERM=dumb`.
  var colorEnSalida: Bool
  /// Whether standard error may use colour: a terminal, no `NO_COLOR`, not `TERM=dumb`.
  var colorEnError: Bool

  /// The terminal of this process.
  static func actual(entorno: [String: String]) -> Terminal {
    let salidaEsTerminal = isatty(STDOUT_FILENO) == 1
    let errorEsTerminal = isatty(STDERR_FILENO) == 1
    return Terminal(
      entradaEsTerminal: isatty(STDIN_FILENO) == 1,
      salidaEsTerminal: salidaEsTerminal,
      errorEsTerminal: errorEsTerminal,
      ancho: ancho(
        deVentana: anchoDeVentana(STDOUT_FILENO) ?? anchoDeVentana(STDERR_FILENO),
        columnas: entorno["COLUMNS"]),
      colorEnSalida: admiteColor(esTerminal: salidaEsTerminal, entorno: entorno),
      colorEnError: admiteColor(esTerminal: errorEsTerminal, entorno: entorno))
  }

  /// The width to use: the window's, else `COLUMNS`, else 80; never below 20.
  ///
  /// ```swift
  /// Terminal.ancho(deVentana: nil, columnas: "120")  // 120
  /// Terminal.ancho(deVentana: nil, columnas: "abc")  // 80
  /// ```
  static func ancho(deVentana ventana: Int?, columnas: String?) -> Int {
    if let ventana, ventana > 0 { return max(ventana, 20) }
    if let columnas, let valor = Int(columnas.trimmingCharacters(in: .whitespaces)), valor > 0 {
      return max(valor, 20)
    }
    return anchoPorDefecto
  }

  /// Whether colour is welcome: on a terminal, unless `NO_COLOR` is set to anything non-empty
  /// or `TERM` is `dumb`.
  ///
  /// ```swift
  /// Terminal.admiteColor(esTerminal: true, entorno: ["NO_COLOR": "1"])  // false
  /// ```
  static func admiteColor(esTerminal: Bool, entorno: [String: String]) -> Bool {
    guard esTerminal else { return false }
    if let noColor = entorno["NO_COLOR"], !noColor.isEmpty { return false }
    return entorno["TERM"] != "dumb"
  }

  /// The columns of the window behind `descriptor`, or `nil` when it is not a terminal.
  private static func anchoDeVentana(_ descriptor: Int32) -> Int? {
    var ventana = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &ventana) == 0, ventana.ws_col > 0 else {
      return nil
    }
    return Int(ventana.ws_col)
  }
}
