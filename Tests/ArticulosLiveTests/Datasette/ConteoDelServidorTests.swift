import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosLive

@Suite("A count the server sends is checked before anything uses it")
struct ConteoDelServidorTests {
  @Test(
    "a count that is negative, fractional, absurd, huge or not a number is an unknown count",
    arguments: ["-5", "2.5", "1000000000000000000", "1e300", "-1e300", "\"5\"", "true", "null"])
  func conteoDesconocido(conteo: String) throws {
    let json = #"{"rows": [], "next": null, "count": \#(conteo), "count_truncated": false}"#
    let pagina = ClienteDatasette.pagina(
      try JSONDecoder().decode(DatasettePaginaJSON<DatasetteFilaLeida>.self, from: Data(json.utf8)))
    #expect(pagina.total == nil)
  }

  @Test("a whole count in range is kept, also written as a whole floating-point number")
  func conteoBueno() throws {
    for (conteo, esperado) in [("0", 0), ("5", 5), ("10001", 10_001), ("7.0", 7)] {
      let json = #"{"rows": [], "next": null, "count": \#(conteo), "count_truncated": false}"#
      let pagina = ClienteDatasette.pagina(
        try JSONDecoder().decode(
          DatasettePaginaJSON<DatasetteFilaLeida>.self, from: Data(json.utf8)))
      #expect(pagina.total == esperado, "\(conteo)")
    }
    #expect(ConteoDelServidor.verosimil(ConteoDelServidor.maximo) == ConteoDelServidor.maximo)
    #expect(ConteoDelServidor.verosimil(ConteoDelServidor.maximo + 1) == nil)
    #expect(ConteoDelServidor.verosimil(Double.infinity) == nil)
    #expect(ConteoDelServidor.verosimil(Double.nan) == nil)
  }

  @Test("Datasette's truncated count of 10,001 is a lower bound on the page")
  func cotaInferior() throws {
    let json = #"{"rows": [], "next": null, "count": 10001, "count_truncated": true}"#
    let pagina = ClienteDatasette.pagina(
      try JSONDecoder().decode(DatasettePaginaJSON<DatasetteFilaLeida>.self, from: Data(json.utf8)))
    #expect(pagina.total == 10_001)
    #expect(pagina.totalEsMinimo)
  }

  @Test("a ranked search's total that is not a count is unknown, and its rows are still read")
  func totalDeBusqueda() throws {
    let json = """
      {"rows": [{"id": "ok", "titulo": "T", "cuerpo": "C", "etiquetas": "[]",
        "creado": "2024-01-02T03:04:05Z", "actualizado": "2024-01-02T03:04:05Z",
        "total": 1e300}], "truncated": false}
      """
    let respuesta = try JSONDecoder().decode(
      DatasetteConsultaJSON<DatasetteFilaEncontrada>.self, from: Data(json.utf8))
    #expect(respuesta.rows.count == 1)
    #expect(respuesta.rows[0].total == nil)
  }
}
