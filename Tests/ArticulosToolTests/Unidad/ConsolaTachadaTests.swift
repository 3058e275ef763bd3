import ArticulosInterface
import ArticulosLive
import Testing

@testable import ArticulosCLI

@Suite("Everything the tool writes is crossed out of the run's tokens")
struct ConsolaTachadaTests {
  @Test("standard output and standard error both lose every copy of every token")
  func ambasSalidas() {
    let prueba = ConsolaDePrueba()
    let consola = prueba.consola.tachando([
      TokenDeAcceso("dstok_origen-1234"), TokenDeAcceso("dstok_destino-5678"),
    ])

    consola.imprimir("Eco de dstok_origen-1234")
    consola.avisar("* dstok_destino-5678 y dstok_origen-1234")
    consola.error("Bearer dstok_destino-5678")

    #expect(prueba.salida == "Eco de <redacted>\n")
    #expect(prueba.error == "* <redacted> y <redacted>\nError: Bearer <redacted>\n")
  }

  @Test("no token, or one too short to be a credential, leaves the text as it was")
  func sinTokens() {
    for tokens in [[], [TokenDeAcceso("t")]] {
      let prueba = ConsolaDePrueba()
      let consola = prueba.consola.tachando(tokens)
      consola.imprimir("Copied 0 of 252 articles.")
      #expect(prueba.salida == "Copied 0 of 252 articles.\n")
    }
  }
}
