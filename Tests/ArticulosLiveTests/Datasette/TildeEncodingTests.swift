import Testing

@testable import ArticulosLive

@Suite("TildeEncoding writes ids the way Datasette reads them back from a URL path")
struct TildeEncodingTests {
  @Test(
    "each id of the API notes encodes to the form the server accepted",
    arguments: [
      ("a/b", "a~2Fb"), ("a~b", "a~7Eb"), ("a.b", "a~2Eb"), ("x.json", "x~2Ejson"),
      ("a b", "a+b"), ("a+b", "a~2Bb"), ("a,b", "a~2Cb"), ("a%2Fb", "a~252Fb"),
      ("año", "a~C3~B1o"), ("café con leche", "caf~C3~A9+con+leche"),
    ])
  func comoElServidor(id: String, expected: String) {
    #expect(TildeEncoding.encode(id) == expected)
  }

  @Test("letters, digits, '_' and '-' stay, so a UUID is unchanged")
  func caracteresSeguros() {
    let uuid = "025b413f-8a9a-421e-a648-a7dd06839eb9"
    #expect(TildeEncoding.encode(uuid) == uuid)
    #expect(TildeEncoding.encode("AZaz09_-") == "AZaz09_-")
  }

  @Test("every other byte becomes '~' and two upper-case hex digits, emoji included")
  func otrosBytesEnHex() {
    #expect(TildeEncoding.encode("?#&=") == "~3F~23~26~3D")
    #expect(TildeEncoding.encode("🙂") == "~F0~9F~99~82")
    #expect(TildeEncoding.encode("\n") == "~0A")
    #expect(TildeEncoding.encode("") == "")
  }
}
