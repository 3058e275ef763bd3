import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@Suite("calendar: the user's calendar live, a reported fallback in tests")
struct CalendarTests {
  @Test("The live value is Calendar.autoupdatingCurrent")
  func liveValueIsAutoupdatingCurrent() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.calendar) var calendar
      #expect(calendar == Calendar.autoupdatingCurrent)
      #expect(calendar.identifier == Calendar.current.identifier)
    }
  }

  @Test("The preview value is the live one")
  func previewValueIsLive() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.calendar) var calendar
      #expect(calendar == Calendar.autoupdatingCurrent)
    }
  }

  @Test("Reading it in a test reports that it has no test implementation, then uses the live one")
  func testValueReportsOnRead() {
    let reports = Reports()
    var leido: Calendar?
    withKnownIssue {
      @Dependency(\.calendar) var calendar
      leido = calendar
    } matching: {
      reports.record($0, containing: "no test implementation")
    }
    #expect(leido == Calendar.autoupdatingCurrent)
    #expect(reports.count == 1)
    #expect(reports.messages.first?.contains(#"@Dependency(\.calendar)"#) == true)
    #expect(reports.messages.first?.contains("no test implementation") == true)
  }

  @Test("An override is used, and nothing is reported")
  func overrideIsUsed() {
    var buddhist = Calendar(identifier: .buddhist)
    buddhist.timeZone = TimeZone(identifier: "UTC")!
    withDependencies {
      $0.calendar = buddhist
    } operation: {
      @Dependency(\.calendar) var calendar
      #expect(calendar.identifier == .buddhist)
      #expect(calendar.component(.year, from: Date(timeIntervalSince1970: 0)) == 2513)
    }
  }
}
