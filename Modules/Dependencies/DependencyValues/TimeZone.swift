import Foundation

extension DependencyValues {
  /// The time zone to show and compute dates in.
  ///
  /// ```swift
  /// func hora(de fecha: Date) -> Int {
  ///   @Dependency(\.calendar) var calendar
  ///   @Dependency(\.timeZone) var timeZone
  ///   return calendar.dateComponents(in: timeZone, from: fecha).hour!
  /// }
  /// ```
  ///
  /// The live value is `TimeZone.autoupdatingCurrent`, which follows the system's settings. It
  /// has no test value of its own: reading it in a test reports that it has no test
  /// implementation, then uses the live time zone. Pin one for the test:
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.timeZone = TimeZone(identifier: "Europe/Madrid")!
  /// } operation: {
  ///   // ...
  /// }
  /// ```
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

private enum TimeZoneKey: DependencyKey {
  static let liveValue = TimeZone.autoupdatingCurrent
}
