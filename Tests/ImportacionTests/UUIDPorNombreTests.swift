import Foundation
import Testing

// NB: UUIDPorNombre is the import's own detail (it derives ids); only its bytes are checked here.
@testable import Importacion

@Suite("Name-based ids: SHA-1 and version 5 UUIDs")
struct UUIDPorNombreTests {
  static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
  }

  @Test(
    "SHA-1 gives the standard's digests",
    arguments: [
      ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
      ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "84983e441c3bd26ebaae4aa1f95129e5e54670f1"
      ),
    ])
  func sha1(mensaje: String, resumen: String) {
    #expect(Self.hex(SHA1.resumen(de: Array(mensaje.utf8))) == resumen)
  }

  @Test("SHA-1 of a million a's, across many blocks")
  func sha1Largo() {
    let mensaje = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(Self.hex(SHA1.resumen(de: mensaje)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
  }

  @Test("a version 5 UUID matches the one other implementations give")
  func uuid5() throws {
    let dns = try #require(UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8"))
    #expect(
      UUIDPorNombre.uuid(espacio: dns, nombre: "python.org").uuidString.lowercased()
        == "886313e1-3b8a-5372-9b90-0c9aee199e5d")
  }
}
