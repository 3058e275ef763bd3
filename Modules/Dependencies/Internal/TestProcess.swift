import Foundation

/// Recognises a process that runs tests, without linking a test framework.
enum TestProcess {
  /// Whether this process was started to run XCTest or Swift Testing tests.
  ///
  /// `swift test` on Linux runs `<Package>PackageTests.xctest` (once plainly for XCTest, once
  /// with `--testing-library swift-testing`); on Apple platforms it runs `xctest` or
  /// `swiftpm-testing-helper`, and Xcode sets `XCTestConfigurationFilePath`.
  static let isRunning = isTestProcess(
    environment: ProcessInfo.processInfo.environment,
    arguments: ProcessInfo.processInfo.arguments)

  /// Whether a process with this environment and these arguments runs tests.
  static func isTestProcess(environment: [String: String], arguments: [String]) -> Bool {
    if environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil
      || environment["XCTestSessionIdentifier"] != nil
    {
      return true
    }
    if let executable = arguments.first {
      let name = executable.split(separator: "/").last.map(String.init) ?? executable
      if name.hasSuffix(".xctest") || name == "xctest" || name == "swiftpm-testing-helper" {
        return true
      }
    }
    return arguments.contains("--testing-library")
  }
}
