import ArticulosInterface
import Foundation
import Testing

/// Regression (found by `Scripts/fuzz.sh ArticuloJSON`): dates were written by truncating to
/// the millisecond, and most dates read from text with milliseconds are binary fractions just
/// below them, so "…00.002Z" was read and written back as "…00.001Z": a millisecond earlier at
/// every save, in the export file and on the server.
@Suite("FechaISO8601: text read and written again is the same text, so saving never moves a date")
struct FechaISO8601RoundTripTests {
  @Test(
    "Every millisecond of a second is written back exactly as it was read",
    arguments: [
      "2024-01-08T14:30:01", "1970-01-01T00:00:00", "1969-12-31T23:59:58", "2038-01-19T03:14:07",
      "0001-01-01T00:00:00", "9999-12-31T23:59:59",
    ])
  func cadaMilisegundo(segundo: String) throws {
    var cambiados: [String] = []
    for milisegundo in 1...999 {
      let texto = segundo + "." + String(1000 + milisegundo).dropFirst() + "Z"
      let fecha = try #require(FechaISO8601.fecha(de: texto))
      let escrito = FechaISO8601.texto(de: fecha)
      if escrito != texto { cambiados.append("\(texto) → \(escrito)") }
    }
    #expect(cambiados.isEmpty, "\(cambiados.count) changed, like \(cambiados.prefix(3))")
  }

  @Test("Every date is written with exactly three fractional digits, so text order is time order")
  func formatoFijo() throws {
    let textos = [0.0, 0.5, 0.779, 59.999].map {
      FechaISO8601.texto(de: Date(timeIntervalSince1970: 1_704_067_200 + $0))
    }
    #expect(
      textos == [
        "2024-01-01T00:00:00.000Z", "2024-01-01T00:00:00.500Z", "2024-01-01T00:00:00.779Z",
        "2024-01-01T00:00:59.999Z",
      ])
    #expect(textos == textos.sorted())
    #expect(Set(textos.map(\.count)) == [24])
  }

  @Test("Finer than a millisecond is rounded to the nearest one on read, and written back so")
  func precisionFina() throws {
    let leida = try #require(FechaISO8601.fecha(de: "2024-01-01T00:00:00.123456Z"))
    #expect(FechaISO8601.texto(de: leida) == "2024-01-01T00:00:00.123Z")
    #expect(leida == FechaISO8601.fecha(de: "2024-01-01T00:00:00.123Z"))
    let arriba = try #require(FechaISO8601.fecha(de: "2024-01-01T00:00:00.9996Z"))
    #expect(FechaISO8601.texto(de: arriba) == "2024-01-01T00:00:01.000Z")
    #expect(
      FechaISO8601.fecha(de: "2024-01-01T00:00:00Z")
        == FechaISO8601.fecha(de: "2024-01-01T00:00:00.000Z"))
  }

  @Test("A date is written with its nearest millisecond, not the one below it")
  func milisegundoMasCercano() {
    let segundo = 1_704_067_200.0
    #expect(
      FechaISO8601.texto(de: Date(timeIntervalSince1970: segundo + 0.0019999))
        == "2024-01-01T00:00:00.002Z")
    #expect(
      FechaISO8601.texto(de: Date(timeIntervalSince1970: segundo + 0.0004))
        == "2024-01-01T00:00:00.000Z")
    #expect(
      FechaISO8601.texto(de: Date(timeIntervalSince1970: segundo + 0.9996))
        == "2024-01-01T00:00:01.000Z")
    #expect(
      FechaISO8601.texto(de: Date(timeIntervalSince1970: -0.25)) == "1969-12-31T23:59:59.750Z")
  }

  @Test("The fuzzer's article, with four decimals of a one-digit second, is stable once saved")
  func articuloDelFuzzerEstable() throws {
    let json = """
      {"id": "0b6b2f06f", "titulo": "Caf\\u00e9 de especialidad", "cuerpo": "C\\u00f3mo se tuesta", \
      "etiquetas": ["caf\\u00e9", "recetas"], "creado": "2023-01-08T14:30:01Z", \
      "actualizado": "2024-01-08T14:30:0.1502Z"}
      """
    let leido = try JSONDecoder().decode(Articulo.self, from: Data(json.utf8))
    let guardado = try Self.idaYVuelta(leido)
    let guardadoOtraVez = try Self.idaYVuelta(guardado)

    #expect(FechaISO8601.texto(de: guardado.actualizado) == "2024-01-08T14:30:00.150Z")
    #expect(abs(guardado.actualizado.timeIntervalSince(leido.actualizado)) < 0.001)
    #expect(guardadoOtraVez == guardado)
  }

  private static func idaYVuelta(_ articulo: Articulo) throws -> Articulo {
    try JSONDecoder().decode(Articulo.self, from: JSONEncoder().encode(articulo))
  }
}
