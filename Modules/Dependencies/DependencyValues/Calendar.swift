import Foundation

extension DependencyValues {
  /// The calendar to compute dates with.
  ///
  /// ```swift
  /// func esHoy(_ fecha: Date) -> Bool {
  ///   @Dependency(\.calendar) var calendar
  ///   @Dependency(\.date.now) var now
  ///   return calendar.isDate(fecha, inSameDayAs: now)
  /// }
  /// ```
  ///
  /// The live value is `Calendar.autoupdatingCurrent`, which follows the user's settings. It
  /// has no test value of its own: reading it in a test reports that it has no test
  /// implementation, then uses the live calendar. Pin one for the test:
  ///
  /// ```swift
  /// withDependencies {
  ///   var gregoriano = Calendar(identifier: .gregorian)
  ///   gregoriano.timeZone = TimeZone(identifier: "UTC")!
  ///   $0.calendar = gregoriano
  /// } operation: {
  ///   #expect(esHoy(Date(timeIntervalSince1970: 0)) == false)
  /// }
  /// ```
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}

private enum CalendarKey: DependencyKey {
  static let liveValue = Calendar.autoupdatingCurrent
}
