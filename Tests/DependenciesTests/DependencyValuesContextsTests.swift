import Dependencies
import Testing

@Suite("DependencyValues.live, .preview and .test")
struct DependencyValuesContextsTests {
  @Test("Each has its context set")
  func contexts() {
    #expect(DependencyValues.live.context == .live)
    #expect(DependencyValues.preview.context == .preview)
    #expect(DependencyValues.test.context == .test)
  }

  @Test("A key read through each gives the key's live, preview or test value")
  func defaults() {
    #expect(DependencyValues.live[Origen.self] == "live")
    #expect(DependencyValues.preview[Origen.self] == "preview")
    #expect(DependencyValues.test[Origen.self] == "test")
  }

  @Test("They ignore the overrides of the scope they are read in")
  func freshValues() {
    withDependencies {
      $0[Origen.self] = "anulado"
    } operation: {
      #expect(DependencyValues.live[Origen.self] == "live")
      #expect(DependencyValues.test[Origen.self] == "test")
    }
  }

  @Test("Assigned to a scope, they make its dependencies the context's defaults")
  func asScope() {
    withDependencies {
      $0 = .preview
    } operation: {
      @Dependency(Origen.self) var origen
      #expect(origen == "preview")
    }
  }
}
