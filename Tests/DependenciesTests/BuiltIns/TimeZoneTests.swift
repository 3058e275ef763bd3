import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@Suite("timeZone: the system's time zone live, a reported fallback in tests")
struct TimeZoneTests {
  @Test("The live value is TimeZone.autoupdatingCurrent")
  func liveValueIsAutoupdatingCurrent() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.timeZone) var timeZone
      #expect(timeZone == TimeZone.autoupdatingCurrent)
      #expect(timeZone.identifier == TimeZone.current.identifier)
    }
  }

  @Test("The preview value is the live one")
  func previewValueIsLive() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.timeZone) var timeZone
      #expect(timeZone == TimeZone.autoupdatingCurrent)
    }
  }

  @Test("Reading it in a test reports that it has no test implementation, then uses the live one")
  func testValueReportsOnRead() {
    let reports = Reports()
    var leido: TimeZone?
    withKnownIssue {
      @Dependency(\.timeZone) var timeZone
      leido = timeZone
    } matching: {
      reports.record($0, containing: "no test implementation")
    }
    #expect(leido == TimeZone.autoupdatingCurrent)
    #expect(reports.count == 1)
    #expect(reports.messages.first?.contains(#"@Dependency(\.timeZone)"#) == true)
    #expect(reports.messages.first?.contains("no test implementation") == true)
  }

  @Test("An override is used, and nothing is reported")
  func overrideIsUsed() {
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    withDependencies {
      $0.timeZone = tokyo
    } operation: {
      @Dependency(\.timeZone) var timeZone
      #expect(timeZone.identifier == "Asia/Tokyo")
      #expect(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 9 * 3_600)
    }
  }
}
