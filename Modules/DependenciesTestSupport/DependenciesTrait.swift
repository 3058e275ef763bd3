import Dependencies
import Testing

/// A Swift Testing trait that runs a test, or every test of a suite, with overridden
/// dependencies and defaults of its own.
///
/// Make one with ``Testing/Trait/dependencies``, ``Testing/Trait/dependencies(_:)``,
/// ``Testing/Trait/dependency(_:_:)`` or ``Testing/Trait/dependency(_:)``.
///
/// ```swift
/// @Suite(.dependency(\.uuid, .incrementing))
/// struct EditorTests {
///   @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 0)))
///   func nuevoBorrador() { ... }
/// }
/// ```
///
/// Each test runs in a scope of its own: its overrides never reach another test, and defaults
/// read inside it (like a stateful `testValue`) are computed afresh for it, so tests that run in
/// parallel never share state. Traits nest: a test's traits apply after its suite's.
public struct _DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  let updateValues: @Sendable (inout DependencyValues) async throws -> Void

  /// Applies to every test of a suite, not once around the suite.
  ///
  /// ```swift
  /// @Suite(.dependency(\.uuid, .incrementing))  // every test starts its own count at 0
  /// ```
  public var isRecursive: Bool { true }

  /// Runs `function` with this trait's overrides and fresh defaults.
  ///
  /// ```swift
  /// // Swift Testing calls it around each test; a test only names the trait:
  /// @Test(.dependencies { $0.uuid = .incrementing }) func crea() async throws { ... }
  /// ```
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withDependencies {
      $0 = $0._withFreshDefaults()
      try await updateValues(&$0)
    } operation: {
      try await function()
    }
  }
}

extension Trait where Self == _DependenciesTrait {
  /// Gives a test, or each test of a suite, dependencies of its own, with nothing overridden.
  ///
  /// Defaults read inside the test (like a stateful `testValue`) are computed afresh for it, and
  /// what it overrides with `withDependencies` never reaches another test. Put it on a base suite
  /// to give every test nested in it that isolation:
  ///
  /// ```swift
  /// @Suite(.dependencies) struct BaseTests {}
  ///
  /// extension BaseTests {
  ///   @Suite struct EditorTests {
  ///     @Test func guardaUnBorrador() async throws { ... }  // its own defaults
  ///   }
  /// }
  /// ```
  public static var dependencies: Self {
    _DependenciesTrait { _ in }
  }

  /// Overrides dependencies for a test or a suite.
  ///
  /// The closure runs before each test, and may be asynchronous:
  ///
  /// ```swift
  /// @Test(.dependencies {
  ///   $0.uuid = .incrementing
  ///   $0.clienteArticulos = .enMemoria([])
  ///   $0.baseDatos = try await BaseDatos.enMemoria(migrada: true)
  /// })
  /// func guardaUnBorrador() async throws { ... }
  /// ```
  ///
  /// - Parameter updateValues: Changes the values for the test.
  public static func dependencies(
    _ updateValues: @escaping @Sendable (inout DependencyValues) async throws -> Void
  ) -> Self {
    _DependenciesTrait(updateValues: updateValues)
  }

  /// Overrides one dependency for a test or a suite.
  ///
  /// ```swift
  /// @Test(.dependency(\.continuousClock, ImmediateClock()))
  /// func reintentaSinEsperar() async throws { ... }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The accessor of the dependency, or of a part of it.
  ///   - value: The value for the test, made when the test starts.
  public static func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self {
    _DependenciesTrait { $0[keyPath: keyPath] = try value() }
  }

  /// Overrides the dependency whose key is the value's own type.
  ///
  /// ```swift
  /// @Test(.dependency(ClienteArticulos.enMemoria(Articulo.muestra)))
  /// func listaLaPrimeraPagina() async throws { ... }
  /// ```
  ///
  /// - Parameter value: The value for the test, made when the test starts; its type is its key.
  public static func dependency<Value: TestDependencyKey>(
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self where Value.Value == Value {
    _DependenciesTrait { $0[Value.self] = try value() }
  }
}
