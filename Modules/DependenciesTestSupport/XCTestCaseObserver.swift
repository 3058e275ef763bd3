import Foundation
import XCTest

/// Follows XCTest's test cases, to fail the running one with a file and a line.
///
/// It registers itself the first time a dependency is read or an issue is reported in an XCTest
/// run, which is before anything needs it: the first test case of a run that reports an issue
/// before reading any dependency is failed through `XCTFail`, with the location in the message.
final class XCTestCaseObserver: NSObject, XCTestObservation, @unchecked Sendable {
  private static let shared: XCTestCaseObserver = {
    let observer = XCTestCaseObserver()
    XCTestObservationCenter.shared.addTestObserver(observer)
    return observer
  }()

  /// Whether this process runs XCTest tests rather than Swift Testing ones.
  ///
  /// `swift test` runs the test binary once for each library; the Swift Testing run has the
  /// `--testing-library swift-testing` arguments.
  static let isXCTestRun: Bool = {
    let arguments = ProcessInfo.processInfo.arguments
    guard let flag = arguments.firstIndex(of: "--testing-library") else { return true }
    return arguments.indices.contains(flag + 1) && arguments[flag + 1] == "xctest"
  }()

  private let lock = NSLock()
  private weak var running: XCTestCase?

  /// The XCTest test case running now, if this observer saw it start.
  static var currentTestCase: XCTestCase? {
    guard isXCTestRun else { return nil }
    return shared.lock.withLock { shared.running }
  }

  /// Fails the running test case at `filePath`:`line`.
  static func recordFailure(_ message: String, fileID: String, filePath: String, line: Int) {
    if let testCase = currentTestCase {
      testCase.recordFailure(
        withDescription: message, inFile: filePath, atLine: line, expected: true)
    } else {
      XCTFail("\(fileID):\(line): \(message)")
    }
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    lock.withLock { running = testCase }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    lock.withLock { running = nil }
  }
}
