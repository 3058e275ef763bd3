import Dependencies
import DependenciesTestSupport
import Testing

private struct Fallo: Error {}

// NB: each test runs against the library and against the plain dictionary of
// `Reference/ValoresDeReferencia.swift`, so the fast storage is held to the lesson's model.
@Suite("withDependencies: additive, nestable, reversible, inherited by child tasks")
struct WithDependenciesTests {
  @Test("Overrides apply inside the scope and are gone after it", arguments: Contenedor.todos)
  func scopeIsReversible(_ contenedor: Contenedor) {
    contenedor.con {
      $0[dependencia: Origen.self] = "dentro"
    } operation: {
      #expect(contenedor.leer(Origen.self) == "dentro")
    }
    #expect(contenedor.leer(Origen.self) == "test")
  }

  @Test("What a scope does not override keeps its outer value", arguments: Contenedor.todos)
  func scopeIsAdditive(_ contenedor: Contenedor) {
    contenedor.con {
      $0[dependencia: Idioma.self] = "gl"
    } operation: {
      contenedor.con {
        $0[dependencia: Origen.self] = "interno"
      } operation: {
        #expect(contenedor.leer(Idioma.self) == "gl")
        #expect(contenedor.leer(Origen.self) == "interno")
      }
    }
  }

  @Test("The innermost scope wins, and the outer one is back after it", arguments: Contenedor.todos)
  func scopesNest(_ contenedor: Contenedor) {
    contenedor.con {
      $0[dependencia: Origen.self] = "externo"
    } operation: {
      contenedor.con {
        #expect($0[dependencia: Origen.self] == "externo")
        $0[dependencia: Origen.self] = "interno"
      } operation: {
        #expect(contenedor.leer(Origen.self) == "interno")
      }
      #expect(contenedor.leer(Origen.self) == "externo")
    }
  }

  @Test("A scope that throws restores the previous values", arguments: Contenedor.todos)
  func restoredAfterThrow(_ contenedor: Contenedor) {
    #expect(throws: Fallo.self) {
      try contenedor.con {
        $0[dependencia: Origen.self] = "efimero"
      } operation: { () throws -> Int in
        #expect(contenedor.leer(Origen.self) == "efimero")
        throw Fallo()
      }
    }
    #expect(contenedor.leer(Origen.self) == "test")
  }

  @Test("An update block that throws leaves nothing behind", arguments: Contenedor.todos)
  func updateThatThrows(_ contenedor: Contenedor) {
    #expect(throws: Fallo.self) {
      try contenedor.con {
        $0[dependencia: Origen.self] = "a medias"
        throw Fallo()
      } operation: { () throws -> Int in
        Issue.record("the operation must not run")
        return 0
      }
    }
    #expect(contenedor.leer(Origen.self) == "test")
  }

  @Test(
    "The async scope is inherited by child tasks, task groups and unstructured tasks",
    arguments: Contenedor.todos)
  func asyncPropagation(_ contenedor: Contenedor) async {
    await contenedor.con {
      $0[dependencia: Origen.self] = "asincrono"
    } operation: {
      async let hijo = contenedor.leer(Origen.self)
      let grupo = await withTaskGroup(of: String.self) { group in
        for _ in 0..<3 {
          group.addTask { contenedor.leer(Origen.self) }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      let tarea = await Task { contenedor.leer(Origen.self) }.value
      #expect(await hijo == "asincrono")
      #expect(grupo == ["asincrono", "asincrono", "asincrono"])
      #expect(tarea == "asincrono")
      return 0
    }
  }

  @Test("A detached task escapes the scope and sees the defaults", arguments: Contenedor.todos)
  func detachedTaskEscapes(_ contenedor: Contenedor) async {
    await contenedor.con {
      $0[dependencia: Origen.self] = "no llega"
    } operation: {
      let visto = await Task.detached { contenedor.leer(Origen.self) }.value
      #expect(visto == "test")
      return 0
    }
  }

  @Test(
    "200 concurrent tasks overriding one key each see their own value",
    arguments: Contenedor.todos)
  func concurrentScopesAreIsolated(_ contenedor: Contenedor) async {
    let vistos = await withTaskGroup(of: (Int, String).self) { group in
      for indice in 0..<200 {
        group.addTask {
          await contenedor.con {
            $0[dependencia: Origen.self] = "tarea \(indice)"
          } operation: {
            await Task.yield()
            return (indice, contenedor.leer(Origen.self))
          }
        }
      }
      return await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
    }
    #expect(vistos.count == 200)
    #expect(vistos.allSatisfy { $0.value == "tarea \($0.key)" })
  }

  @Test("An async update block can await", arguments: Contenedor.todos)
  func asyncUpdateBlock(_ contenedor: Contenedor) async {
    await contenedor.con {
      $0[dependencia: Origen.self] = await Task { "esperado" }.value
    } operation: {
      #expect(contenedor.leer(Origen.self) == "esperado")
      return 0
    }
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
}

/// Main-actor state, mutated from a scope without hopping.
@MainActor
private final class ContadorPrincipal {
  private(set) var total = 0
  func sumar() { total += 1 }
}
