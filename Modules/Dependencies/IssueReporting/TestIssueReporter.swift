/// The bridge a test framework offers to this library, found at run time.
///
/// `Dependencies` links no test framework, so it cannot call Swift Testing or XCTest itself.
/// `DependenciesTestSupport` (linked only by test targets) provides a type conforming to this
/// protocol; ``reportIssue(_:fileID:filePath:line:column:)`` finds it at run time (see
/// `TestSupportLookup.swift`) and, when it is there, records issues as test failures.
///
/// You do not use this protocol: link `DependenciesTestSupport` in your test target.
///
/// ```swift
/// .testTarget(name: "ExploracionTests", dependencies: ["Exploracion", "DependenciesTestSupport"])
/// ```
public protocol _TestIssueReporter {
  /// Records `message` as a failure of the test running now, at the given source location.
  static func recordIssue(
    _ message: String, fileID: String, filePath: String, line: Int, column: Int)

  /// Records `error` as a failure of the test running now, with `message` if there is one, at
  /// the given source location.
  static func recordError(
    _ error: any Error, _ message: String?, fileID: String, filePath: String, line: Int,
    column: Int)

  /// An identity of the test running now, or `nil` outside a test.
  ///
  /// Default values computed during one test are cached under this identity, so a test never
  /// sees a value another test created or changed.
  static var currentTestIdentity: AnyHashable? { get }

  /// Whether a Swift Testing test is running in this task.
  static var isRunningSwiftTestingTest: Bool { get }

  /// Runs `body` with Swift Testing's `withKnownIssue`, so the issues it records are known.
  static func withKnownIssue(
    _ message: String?, isIntermittent: Bool, fileID: String, filePath: String, line: Int,
    column: Int, _ body: () throws -> Void)

  /// Runs asynchronous `body` with Swift Testing's `withKnownIssue`, so the issues it records are
  /// known.
  static func withKnownIssue(
    _ message: String?, isIntermittent: Bool, fileID: String, filePath: String, line: Int,
    column: Int, isolation: isolated (any Actor)?, _ body: () async throws -> Void) async
}
