import Dependencies
import DependenciesTestSupport
import Testing

@Suite("prepareDependencies: once, at the entry point")
struct PrepareDependenciesTests {
  @Test("Prepared values become the defaults for everything read later")
  func preparedValuesAreDefaults() async {
    prepareDependencies {
      $0.origen = "preparado"
    }
    @Dependency(\.origen) var origen
    #expect(origen == "preparado")
    let enTarea = await Task {
      @Dependency(\.origen) var origen
      return origen
    }.value
    #expect(enTarea == "preparado")
  }

  @Test("A scope still overrides a prepared value")
  func scopesOverridePreparedValues() {
    prepareDependencies { $0.idioma = "pt" }
    withDependencies {
      $0.idioma = "it"
    } operation: {
      @Dependency(\.idioma) var idioma
      #expect(idioma == "it")
    }
  }

  @Test("A key that was already read is rejected with an issue, and keeps its value")
  func rejectsKeyAlreadyRead() {
    @Dependency(\.origen) var origen
    #expect(origen == "test")
    withKnownIssue {
      prepareDependencies { $0.origen = "tarde" }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("it was already read or prepared")
    }
    #expect(origen == "test")
  }

  @Test("A key that was already prepared is rejected with an issue")
  func rejectsKeyPreparedTwice() {
    prepareDependencies { $0.origen = "primero" }
    withKnownIssue {
      prepareDependencies { $0.origen = "segundo" }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("already read or prepared")
    }
    @Dependency(\.origen) var origen
    #expect(origen == "primero")
  }

  @Test("Changing one field of a key prepares the whole key without reporting a read")
  func preparingAFieldIsNotARead() {
    prepareDependencies { $0.saludo.texto = "preparado" }
    @Dependency(\.saludo) var saludo
    #expect(saludo.texto == "preparado")
  }

  @Test("The context cannot be prepared")
  func contextCannotBePrepared() {
    withKnownIssue {
      prepareDependencies { $0.context = .preview }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("cannot change the context")
    }
    @Dependency(\.context) var context
    #expect(context == .test)
  }
}
