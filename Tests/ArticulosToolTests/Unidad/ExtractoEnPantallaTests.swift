import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosCLI

@Suite("Excerpts of search results on screen")
struct ExtractoEnPantallaTests {
  let taza = Extracto(partes: [
    .texto("…una taza de "), .coincidencia("café"), .texto(" con leche y "),
    .coincidencia("Café"), .texto(" molido…"),
  ])

  @Test("matched words are bold yellow on a colour terminal, the rest plain")
  func color() {
    #expect(
      Presentacion.extracto(taza, ancho: 80, color: true)
        == "  …una taza de \u{1B}[1;33mcafé\u{1B}[0m con leche y \u{1B}[1;33mCafé\u{1B}[0m molido…")
  }

  @Test("without colour, matched words go between brackets and nothing is an escape")
  func corchetes() {
    let linea = Presentacion.extracto(taza, ancho: 80, color: false)
    #expect(linea == "  …una taza de [café] con leche y [Café] molido…")
    #expect(!linea.contains("\u{1B}"))
  }

  @Test(
    "NO_COLOR, TERM=dumb and output that is not a terminal all choose brackets",
    arguments: [
      (true, ["NO_COLOR": "1"]), (true, ["TERM": "dumb"]), (false, [:]),
      (false, ["TERM": "xterm-256color"]),
    ])
  func sinColor(esTerminal: Bool, entorno: [String: String]) {
    let color = Terminal.admiteColor(esTerminal: esTerminal, entorno: entorno)
    #expect(!color)
    #expect(Presentacion.extracto(taza, ancho: 80, color: color).contains("[café]"))
    #expect(Terminal.admiteColor(esTerminal: true, entorno: ["TERM": "xterm-256color"]))
  }

  @Test("a passage wider than the line is cut with '…', never in the middle of a match")
  func corte() {
    for ancho in 20...60 {
      for color in [false, true] {
        let linea = Presentacion.extracto(taza, ancho: ancho, color: color)
        let visible = linea.replacingOccurrences(
          of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(AnchoVisible.de(visible) <= ancho, "\(ancho): \(visible)")
        #expect(visible.hasPrefix("  …una"))
        if AnchoVisible.de("  …una taza de [café] con leche y [Café] molido…") > ancho, !color {
          #expect(visible.hasSuffix("…"))
          // A bracket opened is closed: no half-marked word.
          #expect(
            visible.filter { $0 == "[" }.count == visible.filter { $0 == "]" }.count, "\(visible)")
        }
      }
    }
    #expect(Presentacion.extracto(taza, ancho: 24, color: false) == "  …una taza de [café]…")
    #expect(Presentacion.extracto(taza, ancho: 20, color: false) == "  …una taza de…")
    #expect(
      Presentacion.extracto(taza, ancho: 24, color: true)
        == "  …una taza de \u{1B}[1;33mcafé\u{1B}[0m con…")
  }

  @Test("wide characters count two columns when cutting")
  func anchos() {
    let extracto = Extracto(partes: [.texto("日本語の"), .coincidencia("珈琲"), .texto("について")])
    #expect(Presentacion.extracto(extracto, ancho: 80, color: false) == "  日本語の[珈琲]について")
    let cortada = Presentacion.extracto(extracto, ancho: 14, color: false)
    #expect(AnchoVisible.de(cortada) <= 14)
    #expect(cortada == "  日本語の…")
  }

  @Test("control characters in an excerpt are shown, never obeyed; lines become one")
  func controles() {
    let hostil = Extracto(partes: [
      .texto("\u{1B}]0;pwned\u{07}antes\n\n\tdel "), .coincidencia("ca\u{1B}[2Jfé"),
      .texto(" \u{202E}fin"),
    ])
    for color in [false, true] {
      let linea = Presentacion.extracto(hostil, ancho: 80, color: color)
      let sinPropios = linea.replacingOccurrences(of: "\u{1B}[1;33m", with: "")
        .replacingOccurrences(of: "\u{1B}[0m", with: "")
      #expect(!sinPropios.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
      #expect(sinPropios.contains("^[]0;pwned^Gantes del "), "\(sinPropios)")
      #expect(sinPropios.contains("ca^[[2Jfé"))
      #expect(sinPropios.contains("<U+202E>fin"))
    }
  }

  @Test("an excerpt with no text prints no line")
  func vacio() {
    #expect(Presentacion.extracto(Extracto(partes: []), ancho: 80, color: false) == "")
    #expect(Presentacion.extracto(Extracto(partes: [.texto(" \n ")]), ancho: 80, color: true) == "")
  }

  @Test(
    "results put each excerpt under its own row; the header is bold and ids dim only with colour")
  func resultados() {
    let articulos = Array(Articulo.muestra.prefix(2))
    let pagina = Pagina(
      articulos: articulos,
      extractos: [articulos[1].id: Extracto(partes: [.coincidencia("pingüino"), .texto(" y más")])])
    let plano = Presentacion.resultados(pagina, ancho: 100, color: false)
    let lineas = plano.split(separator: "\n").map(String.init)
    #expect(lineas.count == 4)
    #expect(lineas[0].hasPrefix("TITLE"))
    #expect(lineas[1].hasPrefix(articulos[0].titulo))
    #expect(lineas[1].hasSuffix(articulos[0].id.rawValue))
    #expect(lineas[2].hasSuffix(articulos[1].id.rawValue))
    #expect(lineas[3] == "  [pingüino] y más")
    #expect(plano.split(separator: "\n").allSatisfy { AnchoVisible.de(String($0)) <= 100 })
    let coloreado = Presentacion.resultados(pagina, ancho: 100, color: true)
    #expect(coloreado.hasPrefix("\u{1B}[1mTITLE"))
    #expect(coloreado.contains("  \u{1B}[2m\(articulos[0].id.rawValue)\u{1B}[0m\n"))
    #expect(coloreado.hasSuffix("  \u{1B}[1;33mpingüino\u{1B}[0m y más"))
  }
}
