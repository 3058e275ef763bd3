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

  @Test("Preparing the live context switches the running test to the live values")
  func preparingTheLiveContext() async {
    prepareDependencies { $0.context = .live }
    @Dependency(\.context) var context
    @Dependency(\.origen) var origen
    #expect(context == .live)
    #expect(origen == "live")
    let enTarea = await Task {
      @Dependency(\.origen) var origen
      return origen
    }.value
    #expect(enTarea == "live")
  }

  @Test("A later block reads the defaults of the context prepared before it")
  func laterBlockReadsThePreparedContext() {
    prepareDependencies { $0.context = .live }
    let leido = prepareDependencies { $0.origen }
    #expect(leido == "live")
  }

  @Test("Keys set beside the context are prepared for that context")
  func keysPreparedWithTheContext() {
    prepareDependencies {
      $0.context = .preview
      $0.idioma = "gl"
    }
    @Dependency(\.idioma) var idioma
    @Dependency(\.origen) var origen
    #expect(idioma == "gl")
    #expect(origen == "preview")
  }

  @Test("A scope still overrides the prepared context")
  func scopeOverridesThePreparedContext() {
    prepareDependencies { $0.context = .live }
    withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.origen) var origen
      #expect(origen == "test")
    }
  }

  @Test("A second, different context is refused, and the first stays")
  func secondContextIsRefused() {
    prepareDependencies { $0.context = .live }
    withKnownIssue {
      prepareDependencies { $0.context = .preview }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("another context was already prepared")
    }
    @Dependency(\.context) var context
    #expect(context == .live)
  }

  @Test("What the block returns is returned, and what it throws is rethrown")
  func resultAndErrorPassThrough() {
    let abierta = prepareDependencies { valores -> String in
      valores.origen = "abierta"
      return "base de datos"
    }
    #expect(abierta == "base de datos")
    @Dependency(\.origen) var origen
    #expect(origen == "abierta")

    struct NoSeAbre: Error {}
    #expect(throws: NoSeAbre.self) {
      try prepareDependencies { _ in throw NoSeAbre() }
    }
  }
}
