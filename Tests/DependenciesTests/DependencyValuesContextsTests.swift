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

  @Test(
    "A scope that sets the context makes keys give that context's default",
    arguments: Contenedor.todos, DependencyContext.allCases)
  func contextOfAScope(_ contenedor: Contenedor, context: DependencyContext) {
    let visto = contenedor.con {
      $0.context = context
    } operation: {
      contenedor.leer(Origen.self)
    }
    #expect(visto == context.rawValue)
  }

  @Test(
    "An override wins over the context's default, and the context applies to the rest",
    arguments: Contenedor.todos)
  func overrideWinsOverContext(_ contenedor: Contenedor) {
    contenedor.con {
      $0.context = .preview
      $0[dependencia: Idioma.self] = "gl"
    } operation: {
      #expect(contenedor.leer(Idioma.self) == "gl")
      #expect(contenedor.leer(Origen.self) == "preview")
    }
  }
}
