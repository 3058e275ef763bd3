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

  @Test("A model without @Dependency properties is reported")
  func modelWithoutDependencies() {
    withKnownIssue {
      withDependencies(from: SinDependencias()) {}
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("has no '@Dependency' property")
    }
  }
}
