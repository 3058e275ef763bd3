import ArticulosInterface
// NB: @testable to reach the check of the server's count, which no real server gets wrong.
@testable import ArticulosPostgres
import Testing

/// The count of a search or filtered page, as the server wrote it, is checked before use.
@Suite("The PostgreSQL client's count of matches")
struct ConteoPostgresTests {
  @Test("A whole count from 0 is taken", arguments: [("0", 0), ("23", 23), ("1187", 1_187)])
  func conteoValido(texto: String, total: Int) throws {
    #expect(try ConsultasPostgres.conteo(texto) == total)
  }

  @Test(
    "A negative, fractional, textual, too large or missing count is an invalid answer",
    arguments: ["-1", "2.5", "muchos", "", "99999999999999999999", nil] as [String?])
  func conteoInvalido(texto: String?) {
    #expect(throws: ErrorArticulos.self) { try ConsultasPostgres.conteo(texto) }
  }
}
