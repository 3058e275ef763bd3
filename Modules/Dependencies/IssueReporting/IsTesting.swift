/// Whether this process runs tests: XCTest, Swift Testing, or the helper `swift test` launches.
///
/// Production code rarely needs to know, and a ``DependencyKey/liveValue`` must never branch on
/// it (override the dependency instead). It is meant for tools like issue reporting.
///
/// ```swift
/// if isTesting {
///   // a test process: issues fail the running test
/// }
/// ```
public let isTesting: Bool = TestProcess.isRunning
