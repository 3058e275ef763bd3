@testable import Dependencies
import DependenciesTestSupport
import Testing
import TestSupport

/// A one-shot event: `esperar()` returns once `disparar()` has been called, in either order.
private actor Senal {
  private var disparada = false
  private var esperando: [CheckedContinuation<Void, Never>] = []

  func disparar() {
    disparada = true
    for continuacion in esperando { continuacion.resume() }
    esperando = []
  }

  func esperar() async {
    if disparada { return }
    await withCheckedContinuation { esperando.append($0) }
  }
}

/// Regression: a test value written asynchronously by a task that outlives its test must not
/// leak into the next test (reported against the reference library, still open there).
///
/// Two tests are simulated inside one, with the identity the test framework gives each test
/// (a task-local, inherited by the tasks a test starts, exactly like Swift Testing's own).
@Suite("A stateful test value does not leak between tests through late tasks")
struct TestValueLeakTests {
  @Test("A late write from the first test never shows up in the second")
  func lateWriteStaysInItsTest() async {
    let liberar = Senal()
    let terminada = Senal()

    let registroDeLaPrimera = CachedValues.$testIdentityOverride.withValue("primera") {
      @Dependency(\.registro) var registro
      registro.anotar("durante la primera")
      Task {
        await liberar.esperar()
        @Dependency(\.registro) var registroLeidoTarde
        registroLeidoTarde.anotar("tarde, desde la primera")
        await terminada.disparar()
      }
      return registro
    }

    await CachedValues.$testIdentityOverride.withValue("segunda") {
      @Dependency(\.registro) var registro
      #expect(registro.todos.isEmpty)
      await liberar.disparar()
      await terminada.esperar()
      #expect(registro.todos.isEmpty)
    }
    #expect(registroDeLaPrimera.todos == ["durante la primera", "tarde, desde la primera"])
  }

  @Test("Within one test, a late task sees that test's value")
  func lateTaskSeesItsOwnTest() async {
    @Dependency(\.registro) var registro
    registro.anotar("antes")
    await Task {
      @Dependency(\.registro) var registroEnTarea
      registroEnTarea.anotar("en la tarea")
    }.value
    #expect(registro.todos == ["antes", "en la tarea"])
  }
}
