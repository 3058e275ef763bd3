import ArticulosInterface

/// Excerpts from `ts_headline`: the matches between two private-use characters, a cut marked
/// with "…" where the passage does not reach the field's start or end.
enum ExtractoPostgres {
  static let inicio: Character = "\u{E000}"
  static let fin: Character = "\u{E001}"

  /// ts_headline's options: at most the contract's words, at least 8 when the field has them.
  static let opciones =
    "StartSel=\(inicio), StopSel=\(fin), "
    + "MaxWords=\(ParametrosDelContrato.actuales.palabrasPorExtracto), MinWords=8, ShortWord=0"

  /// The excerpt of the field that shows the most different matched words (the title on a
  /// tie, then the tags, then the body).
  static func elegir(campos: [(texto: String, titular: String?)]) -> Extracto? {
    var mejor: (extracto: Extracto, distintas: Int)?
    for campo in campos {
      guard let titular = campo.titular else { continue }
      let extracto = extracto(de: titular, en: campo.texto)
      let distintas = Set(
        extracto.partes.flatMap { parte -> [String] in
          guard case .coincidencia(let texto) = parte else { return [] }
          return TextoNormalizado.palabras(texto)
        }
      ).count
      if distintas > (mejor?.distintas ?? 0) { mejor = (extracto, distintas) }
    }
    return mejor?.extracto
  }

  /// `titular` (what ts_headline wrote for `texto`) as an excerpt.
  static func extracto(de titular: String, en texto: String) -> Extracto {
    var partes: [Extracto.Parte] = []
    var actual = ""
    var marcada = false
    var limpio = ""
    func cerrar() {
      guard !actual.isEmpty else { return }
      if !marcada, case .texto(let previo)? = partes.last {
        partes[partes.count - 1] = .texto(previo + actual)
      } else {
        partes.append(marcada ? .coincidencia(actual) : .texto(actual))
      }
      actual = ""
    }
    for caracter in titular {
      switch caracter {
      case inicio:
        cerrar()
        marcada = true
      case fin:
        cerrar()
        marcada = false
      default:
        actual.append(caracter)
        limpio.append(caracter)
      }
    }
    cerrar()
    let rango = texto.range(of: limpio)
    if rango.map({ $0.lowerBound != texto.startIndex }) ?? !texto.hasPrefix(limpio) {
      if case .texto(let primero)? = partes.first {
        partes[0] = .texto("…" + primero)
      } else {
        partes.insert(.texto("…"), at: 0)
      }
    }
    if rango.map({ $0.upperBound != texto.endIndex }) ?? !texto.hasSuffix(limpio) {
      if case .texto(let ultimo)? = partes.last {
        partes[partes.count - 1] = .texto(ultimo + "…")
      } else {
        partes.append(.texto("…"))
      }
    }
    return Extracto(partes: partes)
  }
}
