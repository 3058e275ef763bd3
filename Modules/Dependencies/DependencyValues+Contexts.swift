extension DependencyValues {
  /// Fresh values whose defaults are the keys' live values.
  ///
  /// ```swift
  /// let reloj = DependencyValues.live.continuousClock  // the real clock, even in a test
  /// ```
  public static var live: Self {
    var values = Self()
    values.context = .live
    return values
  }

  /// Fresh values whose defaults are the keys' preview values.
  public static var preview: Self {
    var values = Self()
    values.context = .preview
    return values
  }

  /// Fresh values whose defaults are the keys' test values.
  public static var test: Self {
    var values = Self()
    values.context = .test
    return values
  }
}
