import Foundation

/// ISO-8601 text for dates, the way the server stores them: UTC, to the millisecond, with a
/// trailing `Z`.
///
/// Always written with exactly three fractional digits, so every date the workspace writes has
/// the same length and text order is time order. Read with any number of fractional digits, or
/// none; finer than a millisecond is rounded to the nearest one, so a date read and written
/// back is the date that was shown.
///
/// ```swift
/// FechaISO8601.texto(de: Date(timeIntervalSince1970: 0))  // "1970-01-01T00:00:00.000Z"
/// FechaISO8601.fecha(de: "2024-01-08T14:30:01Z")          // a Date
/// ```
package enum FechaISO8601 {
  /// The text of `fecha`, rounded to the nearest millisecond.
  ///
  /// ```swift
  /// FechaISO8601.texto(de: Date(timeIntervalSince1970: 0.002))  // "1970-01-01T00:00:00.002Z"
  /// ```
  package static func texto(de fecha: Date) -> String {
    // NB: not `formatted` with fractional seconds: that truncates, and the date read from
    // "…00.002Z" is the binary fraction just below it, so it would be written back as
    // "…00.001Z", a millisecond earlier at every save. The milliseconds are rounded and written
    // as an integer instead.
    let milisegundos = (fecha.timeIntervalSince1970 * 1000).rounded()
    let segundos = (milisegundos / 1000).rounded(.down)
    let fraccion = Int(exactly: milisegundos - segundos * 1000) ?? 0
    if let texto = textoEnUTC(segundos: segundos, milisegundos: fraccion) { return texto }
    let texto = Date(timeIntervalSince1970: segundos).formatted(sinFraccion)
    guard texto.hasSuffix("Z") else { return texto }
    return texto.dropLast() + "." + String(1000 + fraccion).dropFirst() + "Z"
  }

  /// The date `texto` writes, to the nearest millisecond, or `nil` when it is not ISO-8601.
  ///
  /// ```swift
  /// FechaISO8601.fecha(de: "2023-11-14T22:13:20.500Z")?.timeIntervalSince1970     // 1700000000.5
  /// FechaISO8601.fecha(de: "2023-11-14T22:13:20.123456Z")?.timeIntervalSince1970  // …20.123
  /// FechaISO8601.fecha(de: "14/11/2023")  // nil
  /// ```
  package static func fecha(de texto: String) -> Date? {
    if let segundos = segundosEnUTC(texto) {
      return Date(timeIntervalSince1970: (segundos * 1000).rounded() / 1000)
    }
    // Any other ISO-8601 spelling (an offset instead of `Z`, say) goes through Foundation.
    let estilos = texto.contains(".") ? [conFraccion, sinFraccion] : [sinFraccion, conFraccion]
    guard let fecha = estilos.lazy.compactMap({ try? Date(texto, strategy: $0) }).first
    else { return nil }
    return Date(timeIntervalSince1970: (fecha.timeIntervalSince1970 * 1000).rounded() / 1000)
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
  private static let conFraccion = Date.ISO8601FormatStyle(
    includingFractionalSeconds: true, timeZone: .gmt)
}
