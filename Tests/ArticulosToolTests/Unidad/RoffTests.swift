import Testing

@testable import ArticulosCLI

@Suite("Roff escaping for the manual page")
struct RoffTests {
  @Test("a leading dot or quote, backslashes, hyphens and non-ASCII are escaped")
  func escapes() {
    #expect(Roff.texto(".hidden") == "\\&.hidden")
    #expect(Roff.texto("'quoted'") == "\\&'quoted'")
    #expect(Roff.texto("a\n.b") == "a\n\\&.b")
    #expect(Roff.texto("a\\b") == "a\\eb")
    #expect(Roff.texto("--limit") == "\\-\\-limit")
    #expect(Roff.texto("café …") == "caf\\[u00E9] \\[u2026]")
    #expect(Roff.argumento("say \"hi\"") == "\"say \\(dqhi\\(dq\"")
  }

  @Test("every line of the page that starts a request is one the page means")
  func peticiones() {
    let permitidas: Set = [
      ".TH", ".SH", ".SS", ".TP", ".PP", ".br", ".nh", ".ad", ".\\\"",
    ]
    for linea in PaginaDeManual.texto().split(separator: "\n")
    where linea.hasPrefix(".") || linea.hasPrefix("'") {
      let peticion = String(linea.prefix { $0 != " " })
      #expect(permitidas.contains(peticion), "unexpected request: \(linea)")
    }
  }
}
