import Testing

/// A Swift Testing trait that starts one ``ServidorPostgres`` around a whole suite and stops it
/// after the suite's last test; the tests find it in ``ServidorPostgres/actual`` and make a
/// database of their own in it.
///
/// ```swift
/// @Suite(.servidorPostgres)
/// struct Pruebas {
///   @Test func algo() async throws {
///     let uri = try await #require(ServidorPostgres.actual).crearBaseDeDatos()
///   }
/// }
/// ```
public struct ServidorPostgresTrait: SuiteTrait, TestScoping {
  /// Once around the suite.
  public var isRecursive: Bool { false }

  /// Starts the server, runs the suite with it, stops it.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await ServidorPostgres.con { servidor in
      try await ServidorPostgres.$actual.withValue(servidor) { try await function() }
    }
  }
}

extension Trait where Self == ServidorPostgresTrait {
  /// A PostgreSQL of the suite's own (see ``ServidorPostgresTrait``).
  public static var servidorPostgres: ServidorPostgresTrait { ServidorPostgresTrait() }
}
