import Dependencies
import DependenciesTestSupport
import Testing

/// The signals between the two tests of the leak regression.
private actor Senales {
  static let shared = Senales()
  private var lanzada: CheckedContinuation<Void, Never>?
  private var estaLanzada = false
  private var liberar: CheckedContinuation<Void, Never>?
  private var terminada: CheckedContinuation<Void, Never>?
  private var estaTerminada = false

  func marcarLanzada() {
    estaLanzada = true
    lanzada?.resume()
  }
  func esperarLanzada() async {
    if estaLanzada { return }
    await withCheckedContinuation { lanzada = $0 }
  }
  func esperarLiberacion() async { await withCheckedContinuation { liberar = $0 } }
  func liberarTarea() {
    liberar?.resume()
    liberar = nil
  }
  func marcarTerminada() {
    estaTerminada = true
    terminada?.resume()
  }
  func esperarTerminada() async {
    if estaTerminada { return }
    await withCheckedContinuation { terminada = $0 }
  }
}

/// Regression: a test value written asynchronously by a task that outlives its test must not
/// leak into the next test (reported against the reference library, still open there).
@Suite("A stateful test value does not leak between tests through late tasks", .serialized)
struct TestValueLeakTests {
  @Test("First: leaves behind a task that will write to its test value")
  func first() async {
    @Dependency(\.registro) var registro
    registro.registrar("durante la primera")
    Task {
      await Senales.shared.esperarLiberacion()
      registro.registrar("tarde, desde la primera")
      @Dependency(\.registro) var registroLeidoTarde
      registroLeidoTarde.registrar("tarde, leído en la tarea")
      await Senales.shared.marcarTerminada()
    }
    await Senales.shared.marcarLanzada()
  }

  @Test("Second: the late writes of the first test never show up here")
  func second() async {
    await Senales.shared.esperarLanzada()
    @Dependency(\.registro) var registro
    #expect(registro.eventos.isEmpty)
    await Senales.shared.liberarTarea()
    await Senales.shared.esperarTerminada()
    #expect(registro.eventos.isEmpty)
  }
}
