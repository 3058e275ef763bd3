@testable import Dependencies
import DependenciesTestSupport
import Testing

@Suite("The default context is detected from the environment, then the process")
struct ContextDetectionTests {
  @Test(
    "SWIFT_DEPENDENCIES_CONTEXT wins over the process",
    arguments: [("live", DependencyContext.live), ("PREVIEW", .preview), ("test", .test)])
  func environmentVariableWins(name: String, context: DependencyContext) {
    let detected = DependencyContext.detect(
      environment: ["SWIFT_DEPENDENCIES_CONTEXT": name], isTestProcess: name != "test")
    #expect(detected == context)
  }

  @Test("An unknown SWIFT_DEPENDENCIES_CONTEXT falls back to the process, with a warning")
  func unknownEnvironmentValue() {
    #expect(
      DependencyContext.detect(
        environment: ["SWIFT_DEPENDENCIES_CONTEXT": "produccion"], isTestProcess: false)
        == .live)
    #expect(
      DependencyContext.detect(
        environment: ["SWIFT_DEPENDENCIES_CONTEXT": "produccion"], isTestProcess: true)
        == .test)
  }

  @Test(
    "Test processes are recognised",
    arguments: [
      ["/pkg/.build/debug/ArticulosPackageTests.xctest"],
      ["/pkg/.build/debug/ArticulosPackageTests.xctest", "--testing-library", "swift-testing"],
      ["/usr/bin/xctest", "Articulos.xctest"],
      ["/toolchain/usr/libexec/swift/pm/swiftpm-testing-helper", "--test-bundle-path", "x"],
    ])
  func testProcesses(arguments: [String]) {
    #expect(TestProcess.isTestProcess(environment: [:], arguments: arguments))
  }

  @Test("Xcode's test environment is recognised")
  func xcodeEnvironment() {
    #expect(
      TestProcess.isTestProcess(
        environment: ["XCTestConfigurationFilePath": "/tmp/x.xctestconfiguration"],
        arguments: ["/Applications/App"]))
  }

  @Test("An ordinary program is live", arguments: [["/usr/local/bin/articulos", "list"], []])
  func ordinaryProgram(arguments: [String]) {
    #expect(!TestProcess.isTestProcess(environment: [:], arguments: arguments))
    #expect(DependencyContext.detect(environment: [:], isTestProcess: false) == .live)
  }
}
