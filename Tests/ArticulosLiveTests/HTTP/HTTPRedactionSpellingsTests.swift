import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosLive

@Suite("A token echoed in another spelling is redacted too")
struct HTTPRedactionSpellingsTests {
  static let token = "dstok_Q7vX2mZk9RwL4pT8nY3cJ6hB"

  static func base64(_ texto: String) -> String { Data(texto.utf8).base64EncodedString() }

  static func hex(_ texto: String, _ formato: String) -> String {
    Data(texto.utf8).map { String(format: formato, $0) }.joined()
  }

  static func espaciado(_ texto: String, _ separador: String) -> String {
    texto.map(String.init).joined(separator: separador)
  }

  static let ecos: [String] = {
    let invertido = String(token.reversed())
    let url = base64("Bearer " + token).replacing("+", with: "-").replacing("/", with: "_")
    let entidades = token.unicodeScalars.map { "&#\($0.value);" }.joined()
    let escapes = token.unicodeScalars.map { "\\u00" + String($0.value, radix: 16) }.joined()
    var ecos = [
      base64(token), base64("Bearer " + token), base64("x" + token), base64("xy" + token),
    ]
    ecos += [url, hex(token, "%02x"), hex(token, "%02X"), hex(token, "%%%02X")]
    ecos += [invertido, espaciado(token, " "), espaciado(token, " - "), token.uppercased()]
    ecos += [token.replacing("_", with: "%5F"), entidades, escapes, espaciado(invertido, ".")]
    return ecos
  }()

  @Test(
    "base64 at every alignment, base64url, hex, reversed, spaced, upper-cased, percent-encoded, escaped or as entities: none survives",
    arguments: ecos)
  func grafias(eco: String) {
    let texto = "Invalid token: \(eco) (sent by you)"
    let limpio = HTTPRedaction.scrubbedSpellings(texto, secrets: [Self.token])
    #expect(limpio.contains(HTTPRedaction.placeholder), "\(limpio)")
    // No run of 8 characters of the echo's middle is left (its ends may encode "Bearer " or
    // share bits with the text around it).
    let medio = String(eco.dropFirst(eco.count / 5).dropLast(eco.count / 5))
    let restos = (0...(medio.count - 8)).map { medio.dropFirst($0).prefix(8) }
    #expect(!restos.contains { limpio.contains($0) }, "\(limpio)")
    #expect(limpio.hasPrefix("Invalid token: "))
    #expect(limpio.hasSuffix(" (sent by you)") || limpio.hasSuffix("(sent by you)"))
  }

  @Test("ordinary text, and a token shorter than four characters, are left as they were")
  func sinCambios() {
    let texto = "Table not found: articulos; use base64 ZGF0b3M= and ids a1, b2"
    #expect(HTTPRedaction.scrubbedSpellings(texto, secrets: [Self.token]) == texto)
    #expect(HTTPRedaction.scrubbedSpellings("a b c", secrets: ["abc"]) == "a b c")
  }

  @Test("an error's server text is scrubbed of the spellings, then cut to one line's length")
  func errorRecortado() {
    let eco = String(repeating: "x", count: 190) + Self.base64(Self.token)
    let error = ErrorArticulos.servidor(estado: 500, mensaje: eco)
      .sinSecreto(TokenDeAcceso(Self.token))
    guard case .servidor(_, let mensaje) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(mensaje.count <= 201)
    #expect(!mensaje.contains(String(Self.base64(Self.token).prefix(6))), "\(mensaje)")
    let sinToken = ErrorArticulos.servidor(estado: 500, mensaje: String(repeating: "y", count: 900))
      .sinSecreto(nil)
    guard case .servidor(_, let corto) = sinToken else { return }
    #expect(corto.count == 201)
  }
}
