import Dependencies
import DependenciesTestSupport
import Testing

/// A long-lived parent model that creates its child later, outside the scope that built it.
final class Padre {
  @Dependency(\.origen) var origen

  func crearHijo() -> Hijo {
    withDependencies(from: self) {
      Hijo()
    }
  }

  func crearHijoEnIngles() -> Hijo {
    withDependencies(from: self) {
      $0.idioma = "en"
    } operation: {
      Hijo()
    }
  }
}

final class Hijo {
  @Dependency(\.origen) var origen
  @Dependency(\.idioma) var idioma
}

/// A type without any @Dependency property.
final class SinDependencias {}

@Suite("withDependencies(from:): children inherit what their parent captured")
struct WithDependenciesFromTests {
  @Test("A child created after the scope ended sees its parent's overrides")
  func childInheritsParent() {
    let padre = withDependencies {
      $0.origen = "linaje"
    } operation: {
      Padre()
    }
    let hijo = padre.crearHijo()
    #expect(hijo.origen == "linaje")
  }

  @Test("Without from:, a child created later loses the parent's overrides")
  func childWithoutFromLosesThem() {
    _ = withDependencies {
      $0.origen = "linaje"
    } operation: {
      Padre()
    }
    let hijo = Hijo()
    #expect(hijo.origen == "test")
  }

  @Test("The update block of from: adds to what the parent captured")
  func fromWithUpdates() {
    let padre = withDependencies {
      $0.origen = "linaje"
    } operation: {
      Padre()
    }
    let hijo = padre.crearHijoEnIngles()
    #expect(hijo.origen == "linaje")
    #expect(hijo.idioma == "en")
  }

  @Test("The async form passes the parent's values too")
  func asyncFrom() async {
    let padre = withDependencies {
      $0.origen = "asincrono"
    } operation: {
      Padre()
    }
    let origen = await withDependencies(from: padre) {
      await Task.yield()
      return Hijo().origen
    }
    #expect(origen == "asincrono")
  }

  @Test("A model without @Dependency properties passes on the values of the scope that built it")
  func modelReturnedFromAScope() {
    let sesion = withDependencies {
      $0.origen = "sesión"
    } operation: {
      SinDependencias()
    }
    let hijo = withDependencies(from: sesion) { Hijo() }
    #expect(hijo.origen == "sesión")
  }

  @Test("A child built from such a model passes the values on to its own children")
  func recordedValuesAreInheritedAgain() {
    let sesion = withDependencies {
      $0.origen = "sesión"
    } operation: {
      SinDependencias()
    }
    let pantalla = withDependencies(from: sesion) {
      $0.idioma = "en"
    } operation: {
      SinDependencias()
    }
    let hijo = withDependencies(from: pantalla) { Hijo() }
    #expect(hijo.origen == "sesión")
    #expect(hijo.idioma == "en")
  }

  @Test("The async scopes and the escaped continuation record what they return too")
  func asyncAndEscapedScopesRecord() async {
    let sesion = await withDependencies {
      $0.origen = "asíncrona"
    } operation: {
      await Task.yield()
      return SinDependencias()
    }
    #expect(withDependencies(from: sesion) { Hijo() }.origen == "asíncrona")

    let continuacion = withDependencies {
      $0.origen = "escapada"
    } operation: {
      withEscapedDependencies { $0 }
    }
    let escapada = continuacion.yield { SinDependencias() }
    #expect(withDependencies(from: escapada) { Hijo() }.origen == "escapada")
  }

  @Test("An object passed out through an outer scope keeps the values it was built with")
  func innermostScopeWins() {
    let sesion = withDependencies {
      $0.origen = "exterior"
    } operation: {
      withDependencies {
        $0.idioma = "en"
      } operation: {
        Padre()
      }
    }
    let hijo = withDependencies(from: sesion) { Hijo() }
    #expect(hijo.idioma == "en")
    #expect(hijo.origen == sesion.origen)
  }

  @Test("The record never keeps an object alive")
  func recordHoldsObjectsWeakly() {
    weak var liberado: SinDependencias?
    do {
      let sesion = withDependencies {
        $0.origen = "efímera"
      } operation: {
        SinDependencias()
      }
      liberado = sesion
      #expect(liberado != nil)
    }
    #expect(liberado == nil)
  }

  @Test("Objects recorded from many threads at once each keep their own scope's values")
  func recordIsThreadSafe() async {
    let correctos = await withTaskGroup(of: Bool.self) { group in
      for numero in 0..<200 {
        group.addTask {
          let modelo = withDependencies {
            $0.origen = "hilo \(numero)"
          } operation: {
            SinDependencias()
          }
          await Task.yield()
          return withDependencies(from: modelo) { Hijo() }.origen == "hilo \(numero)"
        }
      }
      return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    #expect(correctos == 200)
  }

  @Test("A model with neither @Dependency properties nor a scope that built it is reported")
  func modelWithoutDependencies() {
    withKnownIssue {
      withDependencies(from: SinDependencias()) {}
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "has no '@Dependency' property and was not returned from a 'withDependencies' scope")
    }
  }
}
