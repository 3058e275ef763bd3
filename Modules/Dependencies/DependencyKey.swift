/// A key for a dependency with a live implementation: the one that runs in the shipped program.
///
/// A type conforming to `DependencyKey` names a slot of ``DependencyValues`` and says what it
/// holds. Most of the time the client is its own key:
///
/// ```swift
/// extension ClienteArticulos: DependencyKey {
///   static let liveValue = ClienteArticulos(
///     cargar: { try await Backend.articulos() },
///     borrar: { id in try await Backend.borrar(id) }
///   )
/// }
///
/// extension DependencyValues {
///   var clienteArticulos: ClienteArticulos {
///     get { self[ClienteArticulos.self] }
///     set { self[ClienteArticulos.self] = newValue }
///   }
/// }
/// ```
///
/// When two slots hold the same type, each gets an empty enum as its key:
///
/// ```swift
/// enum BaseDatosPrincipal: DependencyKey {
///   static let liveValue = Base(url: .principal)
/// }
/// enum BaseDatosAnalitica: DependencyKey {
///   static let liveValue = Base(url: .analitica)
/// }
/// ```
///
/// The live value is computed at most once per context and cached, on first read. It must be
/// the real implementation: no sample data, no branch on the context. Read other dependencies
/// inside its closures, where they resolve in the caller's scope, not in its static body.
///
/// A key that does not implement ``TestDependencyKey/testValue`` falls back to its
/// ``TestDependencyKey/previewValue`` in tests and reports an issue, because a test must never
/// run a live implementation by accident.
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The type of the value stored under this key. Defaults to the key type itself.
  ///
  /// NB: restated so that the type is inferred from `liveValue` alone, as in
  /// `enum BaseDatosAnalitica: DependencyKey { static let liveValue = Base(url: .analitica) }`.
  associatedtype Value = Self

  /// The value used when the program runs for real (``DependencyContext/live``).
  static var liveValue: Value { get }

  /// The value used in ``DependencyContext/preview``. Defaults to ``liveValue``.
  static var previewValue: Value { get }

  /// The value used in ``DependencyContext/test``. Defaults to ``previewValue``, with a reported
  /// issue.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// A live key previews as its live value unless it says otherwise.
  ///
  /// ```swift
  /// enum Reloj: DependencyKey {
  ///   static let liveValue = ContinuousClock()  // also the preview value
  /// }
  /// ```
  public static var previewValue: Value { liveValue }

  /// A live key without a test value: reports an issue and uses ``previewValue``.
  ///
  /// The issue names the dependency and says how to fix the test.
  ///
  /// ```swift
  /// enum Reloj: DependencyKey {
  ///   static let liveValue = ContinuousClock()
  ///   static let testValue = ImmediateClock()  // implement it to silence the issue
  /// }
  /// ```
  public static var testValue: Value {
    if shouldReportUnimplemented {
      let reading = DependencyValues.current.reading
      reportIssue(
        """
        \(reading.subject(for: Self.self)) has no test implementation, but was accessed from a \
        test context.

        Dependencies must not use their live implementation in tests. To fix, override \
        \(reading.overrideTarget(for: Self.self)) with 'withDependencies' (or the \
        '.dependency' test trait) for this test, or implement 'testValue' on \
        '\(typeName(Self.self))' to give every test a default.
        """,
        fileID: reading.fileID, filePath: reading.filePath, line: reading.line,
        column: reading.column)
    }
    return previewValue
  }
}
