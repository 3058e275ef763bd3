/// A key for a dependency that has test and preview values, and perhaps no live one yet.
///
/// Conform in the light interface module, next to the client type, so that features and their
/// tests can use the dependency without linking its heavy implementation. The live module then
/// adds the ``DependencyKey`` conformance with the ``DependencyKey/liveValue``.
///
/// ```swift
/// // ArticulosInterface
/// extension ClienteArticulos: TestDependencyKey {
///   public static let testValue = ClienteArticulos()
///   public static let previewValue = ClienteArticulos.enMemoria(Articulo.muestra)
/// }
///
/// // ArticulosLive
/// extension ClienteArticulos: DependencyKey {
///   public static let liveValue = ClienteArticulos.datasette()
/// }
/// ```
///
/// When a process reads a key that has only a test value in a ``DependencyContext/live``
/// context, the library reports an issue saying the live implementation is missing, and uses
/// ``testValue``.
public protocol TestDependencyKey<Value> {
  /// The type of the value stored under this key. Defaults to the key type itself.
  associatedtype Value: Sendable = Self

  /// The value used in ``DependencyContext/preview``: sample data, no network.
  ///
  /// Defaults to ``testValue`` for keys that only have test values, and to
  /// ``DependencyKey/liveValue`` for keys that conform to ``DependencyKey``.
  static var previewValue: Value { get }

  /// The value used in ``DependencyContext/test``.
  ///
  /// Make it fail loudly when used without an override (an all-unimplemented client, for
  /// example), so that a test never reaches the network by accident.
  static var testValue: Value { get }
}

extension TestDependencyKey {
  /// A key's preview value is its test value unless it says otherwise.
  ///
  /// ```swift
  /// enum Semilla: TestDependencyKey {
  ///   static let testValue = 42  // also the preview value
  /// }
  /// ```
  public static var previewValue: Value { testValue }

  /// Whether a `testValue` that reports its own use should report now.
  ///
  /// A key's `testValue` is also read while a `withDependencies` block assigns one of its
  /// fields (the whole value is read, changed and stored back). Such a read is not a use, so a
  /// test value that reports unconditionally would fail tests that override it properly.
  ///
  /// ```swift
  /// private enum BaseDatosKey: DependencyKey {
  ///   static var testValue: any Base {
  ///     if shouldReportUnimplemented {
  ///       reportIssue("A blank, in-memory database is being used.")
  ///     }
  ///     return BaseEnMemoria()
  ///   }
  /// }
  /// ```
  public static var shouldReportUnimplemented: Bool {
    !DependencyValues.current.isSetting
  }
}
