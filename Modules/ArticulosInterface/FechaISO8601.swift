import Foundation

/// ISO-8601 text for dates, the way the server stores them: UTC, with a trailing `Z`.
///
/// Written with milliseconds when the date has them; read with or without fractions.
///
/// ```swift
/// FechaISO8601.texto(de: Date(timeIntervalSince1970: 0))  // "1970-01-01T00:00:00Z"
/// FechaISO8601.fecha(de: "2024-01-08T14:30:01Z")          // a Date
/// ```
public enum FechaISO8601 {
  /// The text of `fecha`.
  public static func texto(de fecha: Date) -> String {
    let conFraccion = fecha.timeIntervalSince1970.truncatingRemainder(dividingBy: 1) != 0
    return fecha.formatted(conFraccion ? conMilisegundos : sinFraccion)
  }

  /// The date `texto` writes, or `nil` when it is not ISO-8601.
  public static func fecha(de texto: String) -> Date? {
    (try? Date(texto, strategy: sinFraccion)) ?? (try? Date(texto, strategy: conMilisegundos))
  }

  static func decodificar<Key: CodingKey>(
    _ container: KeyedDecodingContainer<Key>, _ key: Key
  ) throws -> Date {
    let texto = try container.decode(String.self, forKey: key)
    guard let fecha = fecha(de: texto) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "'\(texto)' is not an ISO-8601 date like 2024-01-08T14:30:01Z.")
    }
    return fecha
  }

  private static let sinFraccion = Date.ISO8601FormatStyle(timeZone: .gmt)
  private static let conMilisegundos = Date.ISO8601FormatStyle(
    includingFractionalSeconds: true, timeZone: .gmt)
}
