/// The bridge a test framework offers to this library, found at run time.
///
/// `Dependencies` links no test framework, so it cannot call Swift Testing or XCTest itself.
/// `DependenciesTestSupport` (linked only by test targets) provides a type conforming to this
/// protocol; ``reportIssue(_:fileID:filePath:line:column:)`` finds it by name through the Swift
/// runtime and, when it is there, records issues as test failures.
///
/// You do not use this protocol: link `DependenciesTestSupport` in your test target.
///
/// ```swift
/// .testTarget(name: "AppCoreTests", dependencies: ["AppCore", "DependenciesTestSupport"])
/// ```
public protocol _TestIssueReporter {
  /// Records `message` as a failure of the test running now, at the given source location.
  static func recordIssue(
    _ message: String, fileID: String, filePath: String, line: Int, column: Int)

  /// An identity of the test running now, or `nil` outside a test.
  ///
  /// Default values computed during one test are cached under this identity, so a test never
  /// sees a value another test created or changed.
  static var currentTestIdentity: AnyHashable? { get }
}

/// Finds the test framework bridge of `DependenciesTestSupport` when it is linked.
enum TestIssueReporterLookup {
  /// The bridge, or `nil` when this process does not link `DependenciesTestSupport`.
  // NB: a metatype is immutable; `nonisolated(unsafe)` only because protocol metatypes are not
  // declared `Sendable`.
  nonisolated(unsafe) static let reporter: (any _TestIssueReporter.Type)? = {
    let module = "DependenciesTestSupport"
    let type = "_DependenciesTestIssueReporter"
    // NB: a mangled nominal type name; `_typeByName` consults the runtime's metadata records, so
    // the type is found wherever it is linked, with no exported symbol needed.
    let mangled = "\(module.utf8.count)\(module)\(type.utf8.count)\(type)O"
    return _typeByName(mangled) as? any _TestIssueReporter.Type
  }()
}
