import Foundation

/// A command line to paste into a POSIX shell, written once for every hint the tool prints.
///
/// Each word is left bare when the shell reads it unchanged, and single-quoted otherwise (a
/// `'` inside becomes `'\''`), so `señora muñoz` is one argument and nothing in it is expanded.
/// A line wider than the terminal goes on with ` \` and an indented next line, which the shell
/// joins back: the hint is pasted as it is, whatever the width.
///
/// ```swift
/// OrdenDeShell.texto(["articulos", "search", "señora muñoz", "--page", "2"])
/// // articulos search 'señora muñoz' --page 2
/// ```
enum OrdenDeShell {
  /// The indentation of every line of a hint after the first.
  static let sangria = "  "

  /// `palabra` as the shell must read it: bare when it holds only characters no shell treats
  /// specially, single-quoted otherwise (and `''` when empty).
  ///
  /// ```swift
  /// OrdenDeShell.palabra("--page")     // --page
  /// OrdenDeShell.palabra("it's")       // 'it'\''s'
  /// ```
  static func palabra(_ palabra: String) -> String {
    let segura =
      !palabra.isEmpty
      && palabra.unicodeScalars.allSatisfy { escalar in
        (escalar.properties.isAlphabetic || escalar.properties.numericType != nil)
          && !escalar.properties.isWhitespace
          || "-_.,/:=@%+".unicodeScalars.contains(escalar)
      }
    return segura ? palabra : "'" + palabra.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// The words quoted and joined by spaces, on one line.
  static func texto(_ palabras: [String]) -> String {
    palabras.map(palabra).joined(separator: " ")
  }

  /// The words quoted, after `sangria`, on lines of at most `ancho` columns where words allow:
  /// a line that would overflow ends with ` \` and the next goes on indented. A single word
  /// wider than the line is never cut.
  ///
  /// ```swift
  /// OrdenDeShell.lineas(["articulos", "list", "--page", "2"], ancho: 20)
  /// // "  articulos list \\\n    --page 2"
  /// ```
  static func lineas(_ palabras: [String], ancho: Int, sangria: String = sangria) -> String {
    var lineas: [String] = []
    var actual = sangria
    var vacia = true
    let citadas = palabras.map(palabra)
    for (indice, palabra) in citadas.enumerated() {
      // NB: Room for the " \" that continues the line, unless this is the last word.
      let reserva = indice == citadas.count - 1 ? 0 : 2
      if vacia {
        actual += palabra
        vacia = false
      } else if AnchoVisible.de(actual) + 1 + AnchoVisible.de(palabra) + reserva <= ancho {
        actual += " " + palabra
      } else {
        lineas.append(actual + " \\")
        actual = sangria + Self.sangria + palabra
      }
    }
    lineas.append(actual)
    return lineas.joined(separator: "\n")
  }
}

extension OpcionesGlobales {
  /// `articulos` and the global options given on the command line that a hint must repeat to
  /// reach the same server the same way: `--demo`, `--api`, `--ca-file`, `--timeout`,
  /// `--verbose` and `--color`. Never a token, and never a password in a PostgreSQL URL;
  /// what came from the environment or the config file is still there when the hint is run.
  ///
  /// ```swift
  /// OpcionesGlobales(demo: true).palabrasDeConsejo  // ["articulos", "--demo"]
  /// ```
  var palabrasDeConsejo: [String] {
    var palabras = ["articulos"]
    if demo { palabras.append("--demo") }
    if let api, case .bandera = api.origen {
      var componentes = URLComponents(url: api.valor, resolvingAgainstBaseURL: false)
      componentes?.password = nil
      palabras += ["--api", componentes?.string ?? api.valor.absoluteString]
    }
    if let autoridades = autoridadesDeCertificacion, case .bandera = autoridades.origen {
      palabras += ["--ca-file", autoridades.valor]
    }
    if let tiempoMaximo, case .bandera = tiempoMaximo.origen {
      palabras += ["--timeout", tiempoMaximo.valor.segundosLegibles]
    }
    if verbose { palabras.append("--verbose") }
    if let color { palabras += ["--color", color.rawValue] }
    return palabras
  }
}
