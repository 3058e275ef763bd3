import Dependencies
import DependenciesTestSupport
import Testing

@Suite("Keys: which default a context picks, and what a missing one reports")
struct DependencyKeyTests {
  @Test("Each context picks its own default", arguments: DependencyContext.allCases)
  func contextPicksItsDefault(context: DependencyContext) {
    withDependencies {
      $0 = $0._withFreshDefaults()
      $0.context = context
    } operation: {
      @Dependency(\.origen) var origen
      #expect(origen == context.rawValue)
    }
  }

  @Test("A test process runs in the test context")
  func testProcessIsTestContext() {
    #expect(DependencyContext.detected == .test)
    #expect(isTesting)
  }

  @Test("A live key without a test value reports, naming the key path and the fix")
  func liveKeyWithoutTestValueReports() {
    var leido: String?
    withKnownIssue {
      leido = withDependencies {
        $0 = $0._withFreshDefaults()
      } operation: {
        @Dependency(\.soloVivo) var soloVivo
        return soloVivo
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("@Dependency(\\.soloVivo) has no test implementation")
        && text.contains("withDependencies") && text.contains("testValue")
    }
    #expect(leido == "solo vivo")
  }

  @Test("A live key without a test value, read through its type, names the type")
  func liveKeyReadByTypeNamesTheType() {
    var leido: String?
    withKnownIssue {
      leido = withDependencies {
        $0 = $0._withFreshDefaults()
      } operation: {
        @Dependency(SoloVivo.self) var soloVivo
        return soloVivo
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("@Dependency(SoloVivo.self)")
    }
    #expect(leido == "solo vivo")
  }

  @Test("The missing test value is reported where the @Dependency is declared")
  func missingTestValueBlamesTheDeclaration() {
    let declaration = Locked(0)
    withKnownIssue {
      withDependencies {
        $0 = $0._withFreshDefaults()
      } operation: {
        declaration.set(#line + 1)
        @Dependency(\.soloVivo) var soloVivo
        _ = soloVivo
      }
    } matching: { issue in
      issue.sourceLocation?.line == declaration.get()
        && issue.sourceLocation?.fileName == "DependencyKeyTests.swift"
    }
  }

  @Test("Overriding a live key without a test value does not report")
  func overridingDoesNotReport() {
    withDependencies {
      $0 = $0._withFreshDefaults()
      $0.soloVivo = "sustituido"
    } operation: {
      @Dependency(\.soloVivo) var soloVivo
      #expect(soloVivo == "sustituido")
    }
  }

  @Test("A key with only a test value, read live, reports the missing live implementation")
  func testOnlyKeyReadLiveReports() {
    var leido: String?
    withKnownIssue {
      leido = withDependencies {
        $0 = $0._withFreshDefaults()
        $0.context = .live
      } operation: {
        @Dependency(\.soloPrueba) var soloPrueba
        return soloPrueba
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("@Dependency(\\.soloPrueba) has no live implementation")
        && text.contains("DependencyKey")
    }
    #expect(leido == "solo prueba")
  }

  @Test("A key with only a test value previews as its test value, without an issue")
  func testOnlyKeyPreviewsAsTestValue() {
    withDependencies {
      $0 = $0._withFreshDefaults()
      $0.context = .preview
    } operation: {
      @Dependency(\.soloPrueba) var soloPrueba
      #expect(soloPrueba == "solo prueba")
    }
  }

  @Test("A live key previews as its live value")
  func liveKeyPreviewsAsLiveValue() {
    withDependencies {
      $0 = $0._withFreshDefaults()
      $0.context = .preview
    } operation: {
      @Dependency(\.soloVivo) var soloVivo
      #expect(soloVivo == "solo vivo")
    }
  }

  @Test(
    "A test value computed while a scope assigns a field is told not to report",
    .dependencies { _ in })
  func shouldReportUnimplementedWhileSetting() {
    withDependencies {
      $0.sonda.etiqueta = "sustituida"
    } operation: {
      @Dependency(\.sonda) var sonda
      #expect(sonda.etiqueta == "sustituida")
      #expect(sonda.debiaReportar == false)
    }
  }

  @Test("A test value computed by a plain read is told to report", .dependencies { _ in })
  func shouldReportUnimplementedOnRead() {
    @Dependency(\.sonda) var sonda
    #expect(sonda.debiaReportar == true)
  }
}

/// Remembers whether its test value was told to report when it was computed.
struct Sonda: TestDependencyKey, Sendable {
  var etiqueta = "original"
  var debiaReportar: Bool
  static var testValue: Sonda { Sonda(debiaReportar: shouldReportUnimplemented) }
}

extension DependencyValues {
  var sonda: Sonda {
    get { self[Sonda.self] }
    set { self[Sonda.self] = newValue }
  }
}
