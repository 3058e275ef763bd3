import Foundation

/// Whether `fecha` falls in the years 1 to 9999, those ISO 8601 writes with four digits.
///
/// The harnesses demand exact round trips of dates only there: beyond, a `Double` no longer
/// holds milliseconds (past the year 140,000) and Foundation writes years before 1 as `-0001`,
/// which it does not read back. Articles are dated now, not then.
///
/// ```swift
/// anioDeCuatroCifras(Date(timeIntervalSince1970: 0))  // true
/// ```
func anioDeCuatroCifras(_ fecha: Date) -> Bool {
  (-62_135_596_800..<253_402_300_800).contains(fecha.timeIntervalSince1970)
}
