import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// Thousands of scopes entered and left at once, on tasks and on plain threads: each must see
/// exactly its own overrides, its parent's where it overrides nothing, and nothing of the
/// others'. Run under Thread Sanitizer by `Scripts/test-tsan.sh`.
@Suite("Stress: thousands of withDependencies scopes at once see only their own values")
struct ScopeStressTests {
  private static let tareas = 2_000

  @Test(
    "2,000 tasks with different overrides, nested scopes and child tasks", .dependencies { _ in })
  func thousandsOfTaskScopes() async {
    // NB: `saludo` is first read in the race, half the time where `idioma` is overridden: the
    // default must still come out the same for the scopes that override nothing.
    let errores = await withTaskGroup(of: [String].self) { group in
      for indice in 0..<Self.tareas {
        group.addTask { await Self.comprobarAmbito(indice) }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(errores.isEmpty, "\(errores.prefix(5))")
    @Dependency(\.origen) var origen
    @Dependency(\.saludo) var saludo
    #expect(origen == "test")
    #expect(saludo.texto == "hola")
  }

  @Test("Synchronous scopes on 64 threads at once, 300 each", .dependencies { _ in })
  func synchronousScopesOnThreads() async {
    let errores = SharedState<[String]>([])
    let dependencias = withEscapedDependencies { $0 }
    await enHilosNuevos(64) { hilo in
      dependencias.yield {
        for vuelta in 0..<300 {
          let esperado = "hilo \(hilo) vuelta \(vuelta)"
          withDependencies {
            $0.origen = esperado
            if vuelta.isMultiple(of: 3) { $0.idioma = "en" }
          } operation: {
            @Dependency(\.origen) var origen
            @Dependency(\.saludo) var saludo
            let saludoEsperado = vuelta.isMultiple(of: 3) ? "hello" : "hola"
            if origen != esperado || saludo.texto != saludoEsperado {
              errores.withLock { $0.append("\(esperado): \(origen), \(saludo.texto)") }
            }
          }
          @Dependency(\.origen) var fuera
          if fuera != "test" { errores.withLock { $0.append("\(esperado) leaked: \(fuera)") } }
        }
      }
    }
    await enHilosNuevos(1) { _ in
      dependencias.yield {
        @Dependency(\.saludo) var saludo
        if saludo.texto != "hola" { errores.withLock { $0.append("default \(saludo.texto)") } }
      }
    }
    #expect(errores.withLock { $0 }.isEmpty, "\(errores.withLock { $0.prefix(5) })")
  }

  @Test("Models built in 500 scopes keep their values while read from other tasks")
  func modelsReadFromOtherTasks() async {
    let modelos = (0..<500).map { indice in
      withDependencies {
        $0.origen = "modelo \(indice)"
        $0.date = .constant(Date(timeIntervalSince1970: Double(indice)))
      } operation: {
        ModeloConValores(indice: indice)
      }
    }
    let errores = await withTaskGroup(of: String?.self) { group in
      for modelo in modelos {
        for _ in 0..<4 {
          group.addTask { modelo.problema() }
        }
      }
      return await group.reduce(into: [String]()) { errores, error in
        if let error { errores.append(error) }
      }
    }
    #expect(errores.isEmpty, "\(errores.prefix(5))")
  }

  /// Enters a scope of its own, nests another, starts a child task; lists what it saw wrong.
  private static func comprobarAmbito(_ indice: Int) async -> [String] {
    let propio = "tarea \(indice)"
    let enIngles = indice.isMultiple(of: 2)
    return await withDependencies {
      $0.origen = propio
      if enIngles { $0.idioma = "en" }
    } operation: {
      var errores: [String] = []
      func comprobar(_ condicion: Bool, _ mensaje: @autoclosure () -> String) {
        if !condicion { errores.append("\(propio): \(mensaje())") }
      }
      @Dependency(\.origen) var origen
      @Dependency(\.idioma) var idioma
      @Dependency(\.saludo) var saludo
      await Task.yield()
      comprobar(origen == propio, "saw \(origen)")
      comprobar(idioma == (enIngles ? "en" : "es"), "language \(idioma)")
      comprobar(saludo.texto == (enIngles ? "hello" : "hola"), "greeting \(saludo.texto)")
      withDependencies {
        $0.origen = propio + " anidada"
      } operation: {
        @Dependency(\.origen) var anidado
        comprobar(anidado == propio + " anidada", "nested saw \(anidado)")
        comprobar(idioma == (enIngles ? "en" : "es"), "nested language \(idioma)")
      }
      comprobar(origen == propio, "after nesting saw \(origen)")
      let enHija = await Task {
        @Dependency(\.origen) var enLaHija
        return enLaHija
      }.value
      comprobar(enHija == propio, "child task saw \(enHija)")
      await Task.yield()
      comprobar(origen == propio, "after yielding saw \(origen)")
      return errores
    }
  }
}

/// A model that captures its dependencies where it is built.
private struct ModeloConValores: Sendable {
  @Dependency(\.origen) var origen
  @Dependency(\.date.now) var ahora
  let indice: Int

  /// What is wrong with the values it reads now, or `nil`.
  func problema() -> String? {
    let esperado = "modelo \(indice)"
    let fecha = Date(timeIntervalSince1970: Double(indice))
    guard origen == esperado, ahora == fecha else {
      return "\(esperado) saw \(origen) at \(ahora.timeIntervalSince1970)"
    }
    return nil
  }
}
