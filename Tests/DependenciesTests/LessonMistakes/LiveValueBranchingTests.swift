import Dependencies
import DependenciesTestSupport
import Testing

/// The mistake: a live value that hides sample data behind a check for the test runner.
private enum ServidorQueMiente: DependencyKey {
  static var liveValue: String {
    isTesting ? "memoria://muestra" : "https://datos.example.org"
  }
}

/// The fix: the live value is only the real thing; the other worlds are declared values.
private enum ServidorHonesto: DependencyKey {
  static let liveValue = "https://datos.example.org"
  static let previewValue = "memoria://muestra"
  static let testValue = "memoria://prueba"
}

@Suite("Lesson mistake: a liveValue branching on the test context")
struct LiveValueBranchingTests {
  @Test("A liveValue that checks isTesting lies in the live context; declared values never do")
  func branchingLiveValueLies() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(ServidorQueMiente.self) var queMiente
      @Dependency(ServidorHonesto.self) var honesto
      // The mistake: the one value nobody overrides no longer describes the shipped program.
      #expect(queMiente == "memoria://muestra")
      // The fix: what the live context gives here is exactly what a user's program gets.
      #expect(honesto == "https://datos.example.org")
    }
  }

  @Test("Sample data belongs in previewValue and testValue, chosen by the context, not by a branch")
  func contextChoosesTheDeclaredValue() {
    @Dependency(ServidorHonesto.self) var enLaPrueba
    #expect(enLaPrueba == "memoria://prueba")
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(ServidorHonesto.self) var enLaVistaPrevia
      #expect(enLaVistaPrevia == "memoria://muestra")
    }
    // The branching key has no test value, so a test that reads it is told, even though the
    // branch would have hidden the live server: the branch buys nothing and costs the truth.
    withKnownIssue {
      @Dependency(ServidorQueMiente.self) var queMiente
      _ = queMiente
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("has no test implementation")
    }
  }
}
