import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosLive

/// Regression (found while writing `Scripts/fuzz.sh DatasetteJSON`'s check that no scrubbed
/// error carries the token's bytes): strings compare by Character, so a secret followed by a
/// combining mark, which ends inside another Character, was not found and stayed in the text.
@Suite("Secrets are scrubbed whatever Unicode follows them")
struct HTTPRedactionUnicodeTests {
  private static let token = "dstok_eyJhIjoiYXJ0aWN1bG9zIn0.s3cr3t-Sig"

  @Test(
    "a secret followed by a combining mark or a joiner loses every one of its bytes",
    arguments: ["\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F3FD}"])
  func secretBeforeCombiningScalar(siguiente: String) {
    let texto = "refused: \(Self.token)\(siguiente) (from the server)"
    let limpio = HTTPRedaction.scrubbed(texto, secrets: [Self.token])

    #expect(Array(limpio.utf8).firstRange(of: Array(Self.token.utf8)) == nil)
    // NB: by bytes: the placeholder's last Character now carries the combining scalar.
    #expect(limpio.utf8.starts(with: "refused: <redacted>\(siguiente)".utf8))
    #expect(limpio.hasSuffix(" (from the server)"))
  }

  @Test("a secret written with another but canonically equal spelling is still scrubbed")
  func canonicallyEqualSecret() {
    let compuesto = "clave-caf\u{E9}-1234"
    let descompuesto = "clave-cafe\u{301}-1234"
    #expect(HTTPRedaction.scrubbed("x \(descompuesto) y", secrets: [compuesto]) == "x <redacted> y")
  }

  @Test("the error of a server that echoes the token with a combining mark does not carry it")
  func serverEchoingTheToken() {
    let cuerpo = Data(#"{"ok": false, "error": "bad \#(Self.token)\#u{301}"}"#.utf8)
    let error = ErrorArticulos(estado: 401, cuerpo: cuerpo, operacion: .lectura, conToken: true)
      .sinSecreto(TokenDeAcceso(Self.token))

    let texto = Array(String(describing: error).utf8)
    #expect(texto.firstRange(of: Array(Self.token.utf8)) == nil)
  }
}
