@testable import Dependencies
import DependenciesTestSupport
import Testing

@Suite("The test support bridge is found at run time")
struct TestSupportLookupTests {
  @Test("The hand-built mangled name names the type the compiler's own mangling names")
  func mangledNameMatchesTheCompiler() throws {
    // NB: the strings differ: the compiler abbreviates words that repeat ("Dependencies",
    // "Test"), which the hand-built name spells out. Both are valid manglings of one type.
    let compilers = try #require(_mangledTypeName(_DependenciesTestIssueReporter.self))
    let found = try #require(_typeByName(TestIssueReporterLookup.mangledName))
    let named = try #require(_typeByName(compilers))
    #expect(ObjectIdentifier(found) == ObjectIdentifier(named))
    #expect(
      _typeName(found, qualified: true)
        == "DependenciesTestSupport._DependenciesTestIssueReporter")
  }

  @Test("The lookup finds the bridge when DependenciesTestSupport is linked")
  func lookupFindsTheBridge() {
    #expect(TestIssueReporterLookup.reporter == _DependenciesTestIssueReporter.self)
  }

  @Test("An issue reported in a Swift Testing test is recorded as that test's issue")
  func issueIsRecordedInTheTest() {
    withKnownIssue {
      reportIssue("registrado como fallo de la prueba")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["registrado como fallo de la prueba"]
    }
  }
}
