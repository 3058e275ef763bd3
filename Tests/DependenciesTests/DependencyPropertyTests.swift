import Dependencies
import DependenciesTestSupport
import Testing

/// A model that captures its dependencies when it is created.
/// NB: `@unchecked` because a property wrapper's storage is a `var`; it is never mutated.
final class Modelo: @unchecked Sendable {
  @Dependency(\.origen) var origen
  @Dependency(\.idioma) var idioma
}

@Suite("@Dependency: captured at creation, current values win at the read")
struct DependencyPropertyTests {
  @Test("A model built inside a scope keeps the scope's values after it ends")
  func capturesAtCreation() {
    let modelo = withDependencies {
      $0.origen = "ambito"
    } operation: {
      Modelo()
    }
    #expect(modelo.origen == "ambito")
  }

  @Test("An override made after the model was built is too late for what it captured")
  func overrideAfterConstructionIsTooLateOutsideTheRead() {
    let modelo = Modelo()
    withDependencies {
      $0.origen = "tarde"
    } operation: {
    }
    #expect(modelo.origen == "test")
  }

  @Test("Values in effect at the read win over the captured ones")
  func currentValuesWinAtRead() {
    let modelo = withDependencies {
      $0.origen = "capturado"
      $0.idioma = "gl"
    } operation: {
      Modelo()
    }
    withDependencies {
      $0.origen = "actual"
    } operation: {
      #expect(modelo.origen == "actual")
      #expect(modelo.idioma == "gl")
    }
  }

  @Test("@Dependency(Type.self) reads the key without an accessor")
  func readsByType() {
    withDependencies {
      $0[BaseDatosAnalitica.self] = "otra"
    } operation: {
      @Dependency(BaseDatosAnalitica.self) var analitica
      @Dependency(BaseDatosPrincipal.self) var principal
      #expect(analitica == "otra")
      #expect(principal == "principal de prueba")
    }
  }

  @Test("A key path into a dependency reads part of it")
  func keyPathIntoAValue() {
    withDependencies {
      $0.saludo = Saludo(texto: "ey")
    } operation: {
      @Dependency(\.saludo.texto) var texto
      #expect(texto == "ey")
    }
  }
}
