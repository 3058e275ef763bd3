/// How many terminal columns text takes, and how to cut it to fit.
///
/// Most characters take one column; East Asian wide characters and most emoji take two;
/// combining marks take none because they belong to their character. A newline or a tab in a
/// title becomes a space so a row stays on one line; any other control character is shown
/// visibly (``TextoSeguro``), never obeyed.
///
/// ```swift
/// AnchoVisible.de("café")                      // 4
/// AnchoVisible.de("日本")                       // 4
/// AnchoVisible.recortar("Módulos claros", a: 8)  // "Módulos…"
/// ```
enum AnchoVisible {
  /// The columns `texto` takes.
  static func de(_ texto: String) -> Int {
    columnasSencillas(texto) ?? texto.reduce(0) { $0 + columnas(de: $1) }
  }

  /// `texto` cut to at most `ancho` columns, ending in `…` when something was cut.
  static func recortar(_ texto: String, a ancho: Int) -> String {
    guard ancho > 0 else { return "" }
    if let columnas = columnasSencillas(texto) {
      guard columnas > ancho else { return texto }
      var escalares = String.UnicodeScalarView()
      escalares.append(contentsOf: texto.unicodeScalars.prefix(ancho - 1))
      return String(escalares) + "…"
    }
    guard de(texto) > ancho else { return texto }
    var resultado = ""
    var usado = 0
    for caracter in texto {
      let columnas = columnas(de: caracter)
      if usado + columnas > ancho - 1 { break }
      resultado.append(caracter)
      usado += columnas
    }
    return resultado + "…"
  }

  /// `texto` padded with spaces to `ancho` columns (cut first if it is wider).
  static func rellenar(_ texto: String, a ancho: Int) -> String {
    let recortado = recortar(texto, a: ancho)
    return recortado + String(repeating: " ", count: max(0, ancho - de(recortado)))
  }

  /// `texto` on one line: newlines and tabs become spaces, other control characters are
  /// made visible.
  static func enUnaLinea(_ texto: String) -> String {
    guard texto.unicodeScalars.contains(where: TextoSeguro.esControl) else { return texto }
    let espaciado = String(
      texto.map { caracter in
        caracter.unicodeScalars.allSatisfy { "\n\r\t".unicodeScalars.contains($0) } ? " " : caracter
      })
    return TextoSeguro.neutralizado(espaciado, conservandoSaltos: false)
  }

  /// The columns of text whose every scalar is below U+0300 or `…`, and not a control
  /// character (all of Spanish, English, most of Latin script): one per scalar, each its own
  /// character. `nil` for any other text, which is measured character by character.
  ///
  /// NB: Measuring by characters (grapheme clusters) made up a third of `list --all` here; a
  /// table of Spanish titles needs none of it.
  private static func columnasSencillas(_ texto: String) -> Int? {
    var cuenta = 0
    for escalar in texto.unicodeScalars {
      // U+2026 is the "…" that a cut cell ends with.
      guard escalar.value < 0x300 || escalar.value == 0x2026, !TextoSeguro.esControl(escalar)
      else { return nil }
      cuenta += 1
    }
    return cuenta
  }

  /// The columns one character takes: by its first scalar.
  private static func columnas(de caracter: Character) -> Int {
    guard let escalar = caracter.unicodeScalars.first else { return 0 }
    let valor = escalar.value
    if TextoSeguro.esControl(escalar) { return 1 }
    // NB: Below the first wide block no scalar is wide or an emoji: Latin, Greek, Cyrillic and
    // their combining marks take one column without asking Unicode's tables, which made up a
    // third of `list --all` here.
    if caracter.unicodeScalars.allSatisfy({ $0.value < anchos[0].lowerBound }) { return 1 }
    if caracter.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) {
      return 2
    }
    return anchos.contains { $0.contains(valor) } ? 2 : 1
  }

  /// The East Asian wide blocks, in order.
  private static let anchos: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x20000...0x3FFFD,
  ]
}
