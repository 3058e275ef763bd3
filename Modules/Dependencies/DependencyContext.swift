import Foundation

/// The situation a dependency is read in: a running app, a preview, or a test.
///
/// The context decides which default a key supplies when nothing overrides it:
/// ``DependencyKey/liveValue`` in ``live``, ``TestDependencyKey/previewValue`` in ``preview`` and
/// ``TestDependencyKey/testValue`` in ``test``. It is detected once per process (see
/// ``DependencyContext/detected``) and can be changed for a scope like any other value:
///
/// ```swift
/// withDependencies {
///   $0.context = .preview
/// } operation: {
///   @Dependency(\.clienteArticulos) var cliente  // the preview value, with sample data
/// }
/// ```
public enum DependencyContext: String, Sendable, CaseIterable {
  /// A running program: every key supplies its ``DependencyKey/liveValue``.
  case live
  /// A preview or a demo: every key supplies its ``TestDependencyKey/previewValue``.
  case preview
  /// A test: every key supplies its ``TestDependencyKey/testValue``, and a key that falls back to
  /// its live implementation reports an issue.
  case test

  /// The context of this process when nothing overrides it, decided once.
  ///
  /// Not in swift-dependencies, which decides the same way without naming the result.
  ///
  /// The environment variable `SWIFT_DEPENDENCIES_CONTEXT` (`live`, `preview` or `test`) wins;
  /// otherwise a process that runs tests (XCTest or Swift Testing, including the helper that
  /// `swift test` launches) is ``test``, and any other process is ``live``.
  ///
  /// ```swift
  /// // $ SWIFT_DEPENDENCIES_CONTEXT=preview articulos list
  /// print(DependencyContext.detected)  // preview
  /// ```
  public static let detected: DependencyContext = detect(
    environment: ProcessInfo.processInfo.environment, isTestProcess: TestProcess.isRunning)

  /// Decides the context from an environment and whether the process runs tests.
  static func detect(environment: [String: String], isTestProcess: Bool) -> DependencyContext {
    if let name = environment["SWIFT_DEPENDENCIES_CONTEXT"] {
      if let context = DependencyContext(rawValue: name.lowercased()) { return context }
      printRuntimeWarning(
        """
        SWIFT_DEPENDENCIES_CONTEXT is "\(name)", which is not a context. Use "live", "preview" \
        or "test"; the context is detected from the process instead.
        """)
    }
    return isTestProcess ? .test : .live
  }
}
