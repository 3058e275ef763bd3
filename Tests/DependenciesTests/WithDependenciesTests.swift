import Dependencies
import DependenciesTestSupport
import Testing

private struct Fallo: Error {}

@Suite("withDependencies: additive, nestable, reversible, inherited by child tasks")
struct WithDependenciesTests {
  @Test("Overrides apply inside the scope and are gone after it")
  func scopeIsReversible() {
    @Dependency(\.origen) var origen
    withDependencies {
      $0.origen = "dentro"
    } operation: {
      #expect(origen == "dentro")
    }
    #expect(origen == "test")
  }

  @Test("What a scope does not override keeps its outer value")
  func scopeIsAdditive() {
    withDependencies {
      $0.idioma = "gl"
    } operation: {
      withDependencies {
        $0.origen = "interno"
      } operation: {
        @Dependency(\.idioma) var idioma
        @Dependency(\.origen) var origen
        #expect(idioma == "gl")
        #expect(origen == "interno")
      }
    }
  }

  @Test("The innermost scope wins, and the outer one is back after it")
  func scopesNest() {
    @Dependency(\.origen) var origen
    withDependencies {
      $0.origen = "externo"
    } operation: {
      withDependencies {
        #expect($0.origen == "externo")
        $0.origen = "interno"
      } operation: {
        #expect(origen == "interno")
      }
      #expect(origen == "externo")
    }
  }

  @Test("A scope that throws restores the previous values")
  func restoredAfterThrow() {
    @Dependency(\.origen) var origen
    #expect(throws: Fallo.self) {
      try withDependencies {
        $0.origen = "efimero"
      } operation: {
        #expect(origen == "efimero")
        throw Fallo()
      }
    }
    #expect(origen == "test")
  }

  @Test("An update block that throws leaves nothing behind")
  func updateThatThrows() {
    @Dependency(\.origen) var origen
    #expect(throws: Fallo.self) {
      try withDependencies {
        $0.origen = "a medias"
        throw Fallo()
      } operation: {
        Issue.record("the operation must not run")
      }
    }
    #expect(origen == "test")
  }

  @Test("The async scope is inherited by child tasks, task groups and unstructured tasks")
  func asyncPropagation() async {
    await withDependencies {
      $0.origen = "asincrono"
    } operation: {
      async let hijo: String = {
        @Dependency(\.origen) var origen
        return origen
      }()
      let grupo = await withTaskGroup(of: String.self) { group in
        for _ in 0..<3 {
          group.addTask {
            @Dependency(\.origen) var origen
            return origen
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      let tarea = await Task {
        @Dependency(\.origen) var origen
        return origen
      }.value
      #expect(await hijo == "asincrono")
      #expect(grupo == ["asincrono", "asincrono", "asincrono"])
      #expect(tarea == "asincrono")
    }
  }

  @Test("A detached task escapes the scope and sees the defaults")
  func detachedTaskEscapes() async {
    await withDependencies {
      $0.origen = "no llega"
    } operation: {
      let visto = await Task.detached {
        @Dependency(\.origen) var origen
        return origen
      }.value
      #expect(visto == "test")
    }
  }

  @Test("200 concurrent tasks overriding one key each see their own value")
  func concurrentScopesAreIsolated() async {
    let vistos = await withTaskGroup(of: (Int, String).self) { group in
      for indice in 0..<200 {
        group.addTask {
          await withDependencies {
            $0.origen = "tarea \(indice)"
          } operation: {
            await Task.yield()
            @Dependency(\.origen) var origen
            return (indice, origen)
          }
        }
      }
      return await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
    }
    #expect(vistos.count == 200)
    #expect(vistos.allSatisfy { $0.value == "tarea \($0.key)" })
  }

  @Test("The async scope keeps the caller's actor")
  @MainActor
  func asyncScopeKeepsIsolation() async {
    let contador = ContadorPrincipal()
    await withDependencies {
      $0.origen = "principal"
    } operation: {
      contador.sumar()
      await Task.yield()
      contador.sumar()
    }
    #expect(contador.total == 2)
  }

  @Test("An async update block can await")
  func asyncUpdateBlock() async {
    await withDependencies {
      $0.origen = await Task { "esperado" }.value
    } operation: {
      @Dependency(\.origen) var origen
      #expect(origen == "esperado")
    }
  }
}

/// Main-actor state, mutated from a scope without hopping.
@MainActor
private final class ContadorPrincipal {
  private(set) var total = 0
  func sumar() { total += 1 }
}
