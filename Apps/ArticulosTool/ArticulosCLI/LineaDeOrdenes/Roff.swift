/// Text made safe for roff, the language of manual pages (`man 7 groff_man`).
///
/// A backslash is roff's escape, so it is written `\e`; every hyphen becomes `\-`, the
/// hyphen-minus an option or a command is typed with (a bare `-` may print as a typographic
/// hyphen, which a pasted option would not match); a line that starts with `.` or `'` would be
/// read as a request, so it starts with the zero-width `\&`; every character beyond ASCII is
/// named by its code point (`\[u00E9]`), so the page needs no input encoding.
///
/// ```swift
/// Roff.texto("--limit")        // "\\-\\-limit"
/// Roff.texto(".hidden")        // "\\&.hidden"
/// Roff.argumento("say \"hi\"") // "\"say \\(dqhi\\(dq\""
/// ```
enum Roff {
  /// `texto` as roff text lines: escaped, each line safe to start a line.
  static func texto(_ texto: String) -> String {
    texto.split(separator: "\n", omittingEmptySubsequences: false).map { linea in
      var escapada = ""
      for escalar in linea.unicodeScalars {
        switch escalar {
        case "\\": escapada += "\\e"
        case "-": escapada += "\\-"
        case _ where escalar.value > 0x7E || escalar.value < 0x20:
          let hex = String(escalar.value, radix: 16, uppercase: true)
          escapada += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
        default: escapada.unicodeScalars.append(escalar)
        }
      }
      if escapada.hasPrefix(".") || escapada.hasPrefix("'") { escapada = "\\&" + escapada }
      return escapada
    }.joined(separator: "\n")
  }

  /// `texto` as one argument of a macro (`.SS`, `.TP`'s tag), in double quotes.
  static func argumento(_ texto: String) -> String {
    "\"" + Self.texto(texto).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
  }

  /// `texto` in bold, then back to roman.
  static func negrita(_ texto: String) -> String { "\\fB" + Self.texto(texto) + "\\fR" }

  /// `texto` in italics, then back to roman.
  static func cursiva(_ texto: String) -> String { "\\fI" + Self.texto(texto) + "\\fR" }
}
