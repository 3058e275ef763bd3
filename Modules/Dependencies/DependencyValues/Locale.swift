import Foundation

extension DependencyValues {
  /// The locale to format and parse text with.
  ///
  /// ```swift
  /// func precio(_ importe: Decimal) -> String {
  ///   @Dependency(\.locale) var locale
  ///   return importe.formatted(.currency(code: "EUR").locale(locale))
  /// }
  /// ```
  ///
  /// The live value is `Locale.autoupdatingCurrent`, which follows the user's settings. It has
  /// no test value of its own: reading it in a test reports that it has no test implementation,
  /// then uses the live locale. Pin one for the test:
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.locale = Locale(identifier: "es_ES")
  /// } operation: {
  ///   #expect(precio(3.5).contains("3,50"))
  /// }
  /// ```
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

private enum LocaleKey: DependencyKey {
  static let liveValue = Locale.autoupdatingCurrent
}
