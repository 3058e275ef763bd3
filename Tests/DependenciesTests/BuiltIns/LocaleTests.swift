import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@Suite("locale: the user's locale live, a reported fallback in tests")
struct LocaleTests {
  @Test("The live value is Locale.autoupdatingCurrent")
  func liveValueIsAutoupdatingCurrent() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.locale) var locale
      #expect(locale == Locale.autoupdatingCurrent)
      #expect(locale.identifier == Locale.current.identifier)
    }
  }

  @Test("The preview value is the live one")
  func previewValueIsLive() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.locale) var locale
      #expect(locale == Locale.autoupdatingCurrent)
    }
  }

  @Test("Reading it in a test reports that it has no test implementation, then uses the live one")
  func testValueReportsOnRead() {
    let reports = Reports()
    var leido: Locale?
    withKnownIssue {
      @Dependency(\.locale) var locale
      leido = locale
    } matching: {
      reports.record($0, containing: "no test implementation")
    }
    #expect(leido == Locale.autoupdatingCurrent)
    #expect(reports.count == 1)
    #expect(reports.messages.first?.contains(#"@Dependency(\.locale)"#) == true)
    #expect(reports.messages.first?.contains("no test implementation") == true)
  }

  @Test("An override is used, and nothing is reported")
  func overrideIsUsed() {
    withDependencies {
      $0.locale = Locale(identifier: "es_ES")
    } operation: {
      @Dependency(\.locale) var locale
      #expect(locale.identifier == "es_ES")
      #expect(locale.language.languageCode?.identifier == "es")
      #expect(locale.identifier != "en_US")
    }
  }
}
