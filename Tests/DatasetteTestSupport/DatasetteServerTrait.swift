import Testing

/// A Swift Testing trait that starts one ``DatasetteServer`` around a whole suite and stops it
/// after the suite's last test.
///
/// The suite's tests find it in ``DatasetteServer/current``. Each suite with the trait has its
/// own server and database, so suites stay independent and may run in parallel; tests inside
/// a suite share the server, so they use ids of their own (or only read).
///
/// ```swift
/// @Suite(.datasetteServer(sampleArticles: 250))
/// struct LecturaTests {
///   @Test func cuenta() async throws {
///     let server = try #require(DatasetteServer.current)
///     ...
///   }
/// }
/// ```
public struct DatasetteServerTrait: SuiteTrait, TestScoping {
  /// How many sample articles the database starts with.
  ///
  /// ```swift
  /// DatasetteServerTrait.datasetteServer(sampleArticles: 250).sampleArticles  // 250
  /// ```
  public let sampleArticles: Int
  /// The seed of the sample articles: the same seed gives the same articles.
  ///
  /// ```swift
  /// @Suite(.datasetteServer(sampleArticles: 50, seed: 7)) struct OtraMuestra { ... }
  /// ```
  public let seed: Int
  /// Whether the server runs read-only SQL for everyone, as Datasette does by default; `false`
  /// is a locked-down server (`allow_sql: false`).
  ///
  /// ```swift
  /// @Suite(.datasetteServer(sampleArticles: 50, sql: false)) struct SinSQL { ... }
  /// ```
  public let sql: Bool
  /// Whether the server declares the bulk delete query; `false` is a server with only the
  /// row API.
  ///
  /// ```swift
  /// @Suite(.datasetteServer(bulkDelete: false)) struct SinBorradoPorLotes { ... }
  /// ```
  public var bulkDelete = true

  /// Once around the suite, not around each test: `false`.
  ///
  /// ```swift
  /// DatasetteServerTrait.datasetteServer().isRecursive  // false
  /// ```
  public var isRecursive: Bool { false }

  /// Starts the server, runs the suite with it as ``DatasetteServer/current``, then stops it.
  ///
  /// Swift Testing calls it once for the suite; a test never calls it.
  ///
  /// ```swift
  /// try await trait.provideScope(for: suite, testCase: nil) { /* the suite's tests */ }
  /// ```
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await DatasetteServer.with(
      sampleArticles: sampleArticles, seed: seed, sql: sql, bulkDelete: bulkDelete
    ) { server in
      try await DatasetteServer.$current.withValue(server) {
        try await function()
      }
    }
  }
}

extension Trait where Self == DatasetteServerTrait {
  /// A real Datasette for the suite, with `sampleArticles` sample articles made from `seed`,
  /// that runs SQL for everyone unless `sql` is `false` and declares the bulk delete query
  /// unless `bulkDelete` is `false`.
  ///
  /// ```swift
  /// @Suite(.datasetteServer()) struct EscrituraTests { ... }
  /// ```
  public static func datasetteServer(
    sampleArticles: Int = 0, seed: Int = 1, sql: Bool = true, bulkDelete: Bool = true
  ) -> Self {
    DatasetteServerTrait(
      sampleArticles: sampleArticles, seed: seed, sql: sql, bulkDelete: bulkDelete)
  }
}

extension DatasetteServer {
  /// The server of the suite that runs the current test, under ``DatasetteServerTrait``.
  ///
  /// ```swift
  /// let server = try #require(DatasetteServer.current)
  /// ```
  @TaskLocal public static var current: DatasetteServer?
}
