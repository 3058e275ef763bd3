import ArticulosLive
import Foundation
import Testing

@Suite("A token never shows in text, and crosses itself out of any text")
struct TokenDeAccesoTachadoTests {
  static let token = TokenDeAcceso("dstok_t4ch4d0")

  @Test("description, interpolation, dump and the configuration holding it hide the value")
  func oculto() {
    let token = TokenDeAcceso("dstok_supersecreto\n")
    #expect(token.valorSecreto == "dstok_supersecreto")
    #expect(!"\(token)".contains("supersecreto"))
    #expect(!String(reflecting: token).contains("supersecreto"))
    var volcado = ""
    dump(token, to: &volcado)
    #expect(!volcado.contains("supersecreto"))
    let configuracion = ConfiguracionDatasette(api: URL(string: "http://x")!, token: token)
    #expect(!"\(configuracion)".contains("supersecreto"))
    var volcadoConfiguracion = ""
    dump(configuracion, to: &volcadoConfiguracion)
    #expect(!volcadoConfiguracion.contains("supersecreto"))
  }

  @Test("every copy becomes <redacted>; the rest of the text stays")
  func tacha() {
    #expect(
      [Self.token].tachar(en: "a dstok_t4ch4d0 b dstok_t4ch4d0") == "a <redacted> b <redacted>")
    #expect([Self.token].tachar(en: "nada que ver") == "nada que ver")
    #expect([Self.token].tachar(en: "") == "")
  }

  @Test("a copy followed by a combining mark is crossed out too")
  func marcaCombinada() {
    let texto = "eco: dstok_t4ch4d0\u{0301} fin"
    #expect(![Self.token].tachar(en: texto).contains("t4ch4d0"))
  }

  @Test("several tokens are all crossed out")
  func varios() {
    let otro = TokenDeAcceso("dstok_otro")
    #expect(
      [Self.token, otro].tachar(en: "dstok_otro y dstok_t4ch4d0") == "<redacted> y <redacted>")
  }

  @Test(
    "a value shorter than four characters, or empty, is no credential and changes nothing",
    arguments: ["", "t", "ab", "red"])
  func corto(valor: String) {
    let texto = "text, <redacted>, a  b"
    #expect([TokenDeAcceso(valor)].tachar(en: texto) == texto)
    #expect([TokenDeAcceso("text")].tachar(en: texto) == "<redacted>, <redacted>, a  b")
  }
}
