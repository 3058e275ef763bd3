import Foundation

extension DependencyValues {
  /// The user's languages, most preferred first, to choose the language of content with.
  ///
  /// Where ``locale`` is how to format dates, numbers and currencies, this is which languages
  /// the user reads, in their order of preference: pick a translation, order a list of
  /// languages, match an `Accept-Language` header.
  ///
  /// ```swift
  /// func idiomaDelResumen(disponibles: [Locale.Language]) -> Locale.Language? {
  ///   @Dependency(\.preferredLocales) var preferredLocales
  ///   return preferredLocales.lazy.map(\.language).first { preferido in
  ///     disponibles.contains { $0.isEquivalent(to: preferido) }
  ///   }
  /// }
  /// ```
  ///
  /// The live value is read from `Locale.preferredLanguages` at every read, so it follows the
  /// user's settings. It has no test value of its own: reading it in a test reports that it has
  /// no test implementation, then uses the live one. Pin the languages for the test:
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.preferredLocales = [Locale(identifier: "gl-ES"), Locale(identifier: "es-ES")]
  /// } operation: {
  ///   let idioma = idiomaDelResumen(disponibles: [Locale.Language(identifier: "es")])
  ///   #expect(idioma?.minimalIdentifier == "es")  // Galician is not available: Spanish
  /// }
  /// ```
  public var preferredLocales: [Locale] {
    get { self[PreferredLocalesKey.self]() }
    set { self[PreferredLocalesKey.self] = { newValue } }
  }
}

// NB: the key holds a closure rather than the list, so the live value is read afresh each time
// (the user may change their languages while the program runs) and is still computed only once.
private enum PreferredLocalesKey: DependencyKey {
  static let liveValue: @Sendable () -> [Locale] = {
    Locale.preferredLanguages.map(Locale.init(identifier:))
  }
}
