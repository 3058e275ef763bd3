/// Text from outside (a server's titles, bodies and messages) made safe for a terminal: every
/// control character shown visibly instead of obeyed.
///
/// A title holding `ESC ] 0 ; … BEL` renames the window, `ESC [ 2 J` clears the screen, and
/// OSC 52 writes to the clipboard; a right-to-left override hides what a person confirms. Every
/// human-readable output passes through ``neutralizado(_:conservandoSaltos:)`` (``Consola`` does
/// it for every line it prints), so such text is seen, never executed. The C0 controls and DEL
/// take caret notation (`ESC` is `^[`, `BEL` is `^G`, as `cat -v` writes them); the C1
/// controls, the bidirectional overrides and the line and paragraph separators (U+2028,
/// U+2029) become `<U+009B>`. Text a server sent that stands in one field (an id, a title, a
/// tag, an error message) goes through ``enUnaLinea(_:)``, so that its `\n`, `\r`, VT, FF and
/// NEL show as `^J`, `^M`, `^K`, `^L` and `<U+0085>` and cannot start a forged line. `--json`
/// output does not pass here: JSON escapes what it must and keeps the data exact.
///
/// ```swift
/// TextoSeguro.neutralizado("\u{1B}]0;pwned\u{07}Hola")  // "^[]0;pwned^GHola"
/// TextoSeguro.neutralizado("a\u{202E}b")               // "a<U+202E>b"
/// ```
enum TextoSeguro {
  /// `texto` with every control character made visible; with `conservandoSaltos`, newlines and
  /// tabs stay as they are (a body shown whole keeps its lines).
  static func neutralizado(_ texto: String, conservandoSaltos: Bool = true) -> String {
    guard texto.unicodeScalars.contains(where: { esPeligroso($0, conservandoSaltos) }) else {
      return texto
    }
    var resultado = String.UnicodeScalarView()
    for escalar in texto.unicodeScalars {
      guard esPeligroso(escalar, conservandoSaltos) else {
        resultado.append(escalar)
        continue
      }
      resultado.append(contentsOf: visible(escalar).unicodeScalars)
    }
    return String(resultado)
  }

  /// `texto` as one line: every control character made visible, newlines and tabs included,
  /// for a field a server filled (an id, a title, a tag, its error message).
  ///
  /// ```swift
  /// TextoSeguro.enUnaLinea("a\nError: fake")  // "a^JError: fake"
  /// ```
  static func enUnaLinea(_ texto: String) -> String {
    neutralizado(texto, conservandoSaltos: false)
  }

  /// Whether `escalar` is a control character or a bidirectional override.
  static func esControl(_ escalar: Unicode.Scalar) -> Bool {
    esPeligroso(escalar, false)
  }

  private static func esPeligroso(_ escalar: Unicode.Scalar, _ conservandoSaltos: Bool) -> Bool {
    let valor = escalar.value
    if conservandoSaltos, valor == 0x0A || valor == 0x09 { return false }
    return valor < 0x20 || (0x7F...0x9F).contains(valor) || (0x202A...0x202E).contains(valor)
      || (0x2066...0x2069).contains(valor) || valor == 0x2028 || valor == 0x2029
  }

  private static func visible(_ escalar: Unicode.Scalar) -> String {
    let valor = escalar.value
    if valor < 0x20 { return "^" + String(Unicode.Scalar(UInt8(valor + 0x40))) }
    if valor == 0x7F { return "^?" }
    let hex = String(valor, radix: 16, uppercase: true)
    return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
  }
}
