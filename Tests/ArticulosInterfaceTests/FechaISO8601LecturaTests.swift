import ArticulosInterface
import Foundation
import Testing

/// `FechaISO8601` reads and writes the workspace's own shape digit by digit and leaves every
/// other spelling and year to Foundation; both must give the same date and the same text.
@Suite("FechaISO8601: reading and writing a date give what Foundation's ISO-8601 style gives")
struct FechaISO8601LecturaTests {
  private static let conFraccion = Date.ISO8601FormatStyle(
    includingFractionalSeconds: true, timeZone: .gmt)

  /// Foundation's reading, to the nearest millisecond.
  private static func segunFoundation(_ texto: String) throws -> Date {
    let fecha = try Date(texto, strategy: conFraccion)
    return Date(timeIntervalSince1970: (fecha.timeIntervalSince1970 * 1000).rounded() / 1000)
  }

  @Test("Dates from year 1 to 9999, leap days and month ends included, read as Foundation reads")
  func comoFoundation() throws {
    var generador = SystemRandomNumberGenerator()
    var textos = [
      "2024-02-29T23:59:59.999Z", "2000-02-29T00:00:00.000Z", "1900-03-01T00:00:00.000Z",
      "1970-01-01T00:00:00.000Z", "1969-12-31T23:59:59.999Z", "0001-01-01T00:00:00.000Z",
      "9999-12-31T23:59:59.999Z", "2023-12-31T12:00:00.5Z", "2023-06-30T08:15:30.123456Z",
    ]
    for _ in 0..<2_000 {
      let segundos = Double.random(in: -62_135_596_800..<253_402_300_800, using: &generador)
      textos.append(FechaISO8601.texto(de: Date(timeIntervalSince1970: segundos.rounded())))
    }
    var distintos: [String] = []
    for texto in textos where try FechaISO8601.fecha(de: texto) != Self.segunFoundation(texto) {
      distintos.append(texto)
    }
    #expect(distintos.isEmpty, "\(distintos.prefix(5))")
  }

  @Test("Dates from year 1 to 9999 are written as Foundation writes them, with milliseconds")
  func escritaComoFoundation() throws {
    var generador = SystemRandomNumberGenerator()
    let estilo = Date.ISO8601FormatStyle(timeZone: .gmt)
    var segundos: [Double] = [
      0, -1, 86_399, 86_400, 951_782_400, -12_212_553_601, -12_212_553_600, 253_402_300_799,
    ]
    for _ in 0..<2_000 {
      segundos.append(
        Double.random(in: -62_135_596_800..<253_402_300_800, using: &generador).rounded())
    }
    var distintos: [String] = []
    for segundo in segundos {
      let milisegundos = Int.random(in: 0..<1_000, using: &generador)
      let fecha = Date(timeIntervalSince1970: segundo + Double(milisegundos) / 1_000)
      let esperado =
        Date(timeIntervalSince1970: segundo).formatted(estilo).dropLast() + "."
        + String(1_000 + milisegundos).dropFirst() + "Z"
      let escrito = FechaISO8601.texto(de: fecha)
      if escrito != esperado { distintos.append("\(escrito) ≠ \(esperado)") }
    }
    #expect(distintos.isEmpty, "\(distintos.prefix(5))")
  }

  @Test("Without a fraction, or with an offset, the date is the same instant")
  func otrasFormas() throws {
    let esperada = Date(timeIntervalSince1970: 1_704_724_201)
    #expect(FechaISO8601.fecha(de: "2024-01-08T14:30:01Z") == esperada)
    #expect(FechaISO8601.fecha(de: "2024-01-08T14:30:01.000Z") == esperada)
    #expect(FechaISO8601.fecha(de: "2024-01-08T15:30:01+01:00") == esperada)
  }

  @Test(
    "A day past the end of its month rolls over, as Foundation reads it",
    arguments: [
      ("2023-02-29T00:00:00Z", "2023-03-01T00:00:00.000Z"),
      ("2024-04-31T00:00:00Z", "2024-05-01T00:00:00.000Z"),
      ("2024-01-08T24:00:00Z", "2024-01-09T00:00:00.000Z"),
    ])
  func desborde(texto: String, leida: String) throws {
    let fecha = try #require(FechaISO8601.fecha(de: texto))
    #expect(FechaISO8601.texto(de: fecha) == leida)
  }

  @Test(
    "Text that is not a date is not read as one",
    arguments: [
      "2023-13-01T00:00:00Z", "2024-01-08 14:30:01Z", "2024-01-08T14:30:01.Z",
      "2024-01-08T14:30:01.1a2Z", "２０２４-01-08T14:30:01Z", "2024-01-08T14:30:01", "",
      "14/11/2023",
    ])
  func noEsUnaFecha(texto: String) {
    #expect(FechaISO8601.fecha(de: texto) == nil)
  }
}
