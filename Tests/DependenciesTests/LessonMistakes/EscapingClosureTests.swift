import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// Calls back later, from a thread of its own: a timer, a notification, a delegate.
private final class Avisador: Sendable {
  private let pendientes = Locked<[@Sendable () -> Void]>([])

  /// Keeps `accion` to run at the next ``avisar()``.
  func alAvisar(_ accion: @escaping @Sendable () -> Void) {
    pendientes.update { $0.append(accion) }
  }

  /// Runs every kept action on a new thread, outside any task, and waits for them.
  func avisar() async {
    let acciones = pendientes.get()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        for accion in acciones { accion() }
        continuation.resume()
      }
    }
  }
}

private enum Canal: DependencyKey {
  static let liveValue = "produccion"
  static let testValue = "por defecto"
}

@Suite("Lesson mistake: an escaping closure without withEscapedDependencies")
struct EscapingClosureTests {
  @Test(
    "A callback kept for later sees the defaults; yielding the escaped dependencies restores the scope"
  )
  func keptCallbackLosesTheScope() async {
    let avisador = Avisador()
    let vistos = Locked<[String]>([])
    withDependencies {
      $0[Canal.self] = "ámbito"
    } operation: {
      // The mistake: the closure runs after the scope, on another thread.
      avisador.alAvisar {
        @Dependency(Canal.self) var canal
        vistos.update { $0.append("sin escapar: \(canal)") }
      }
      // The fix: carry the scope with the closure and restore it where the closure runs.
      withEscapedDependencies { dependencias in
        avisador.alAvisar {
          dependencias.yield {
            @Dependency(Canal.self) var canal
            vistos.update { $0.append("escapado: \(canal)") }
          }
        }
      }
    }
    await avisador.avisar()
    #expect(vistos.get() == ["sin escapar: por defecto", "escapado: ámbito"])
  }

  @Test(
    "A detached task loses the scope, a Task keeps it, and the escaped continuation brings it back")
  func detachedTaskLosesTheScope() async {
    let (desligada, hija, desligadaConAmbito) = await withDependencies {
      $0[Canal.self] = "ámbito"
    } operation: {
      let desligada = Task.detached {
        @Dependency(Canal.self) var canal
        return canal
      }
      let hija = Task {
        @Dependency(Canal.self) var canal
        return canal
      }
      let desligadaConAmbito = withEscapedDependencies { dependencias in
        Task.detached {
          dependencias.yield {
            @Dependency(Canal.self) var canal
            return canal
          }
        }
      }
      return (await desligada.value, await hija.value, await desligadaConAmbito.value)
    }
    #expect(desligada == "por defecto")  // the mistake: an unstructured, detached task escapes
    #expect(hija == "ámbito")  // a Task copies the task-locals of the code that creates it
    #expect(desligadaConAmbito == "ámbito")  // the fix
  }
}
