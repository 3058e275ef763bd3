import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@Suite("preferredLocales: the user's languages live, a reported fallback in tests")
struct PreferredLocalesTests {
  @Test("The live value is the user's preferred languages, in their order")
  func liveValueIsThePreferredLanguages() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.preferredLocales) var preferredLocales
      #expect(preferredLocales.map(\.identifier) == Locale.preferredLanguages)
    }
  }

  @Test("Reading it in a test reports that it has no test implementation, then uses the live one")
  func testValueReportsOnRead() {
    let reports = Reports()
    var leidos: [Locale]?
    withKnownIssue {
      @Dependency(\.preferredLocales) var preferredLocales
      leidos = preferredLocales
    } matching: {
      reports.record($0, containing: "no test implementation")
    }
    #expect(leidos?.map(\.identifier) == Locale.preferredLanguages)
    #expect(reports.count == 1)
    #expect(reports.messages.first?.contains(#"@Dependency(\.preferredLocales)"#) == true)
  }

  @Test("An override is used as given, in its order, and nothing is reported")
  func overrideIsUsed() {
    withDependencies {
      $0.preferredLocales = [Locale(identifier: "gl-ES"), Locale(identifier: "es-ES")]
    } operation: {
      @Dependency(\.preferredLocales) var preferredLocales
      #expect(preferredLocales.map(\.identifier) == ["gl-ES", "es-ES"])
    }
  }
}
