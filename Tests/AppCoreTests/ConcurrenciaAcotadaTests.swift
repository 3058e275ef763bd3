import AppCore
import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import DependenciesTestSupport
import Testing
import TestSupport

/// A feature that sends several requests at once, up to a bound it is given.
enum TrabajoSimultaneo: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// An import of 100 articles in batches of 10: 10 requests.
  case importar
  /// A copy of 95 articles in batches of 10: 10 requests.
  case copiar
  /// A deletion of 30 ids: 30 requests.
  case borrar

  var testDescription: String { rawValue }

  /// How many articles the work handles when every request succeeds.
  var total: Int {
    switch self {
    case .importar: 100
    case .copiar: 95
    case .borrar: 30
    }
  }

  /// Starts the work with at most `limite` requests at once, on a client whose every request
  /// counts itself in `enVuelo` and waits at `compuerta`; the task gives how many articles were
  /// handled.
  func empezar(
    limite: Int, enVuelo: Concurrencia, compuerta: Compuerta
  ) throws -> Task<Int, Never> {
    switch self {
    case .importar:
      let importador = withDependencies {
        $0.clienteArticulos.guardarVarios = { lote in
          enVuelo.entrar()
          defer { enVuelo.salir() }
          try await compuerta.pasar()
          return lote
        }
      } operation: {
        ImportadorModel(opciones: OpcionesDeEnvio(tamanoLote: 10, lotesSimultaneos: limite))
      }
      let plan = try ImportadorModel().preparar(
        .datosJSON(try Muestras.json(Muestras.articulos(total)), origen: "prueba"))
      return Task { await importador.importar(plan).guardados }
    case .copiar:
      let copia = withDependencies {
        $0.clienteArticulos = .enMemoria(Muestras.articulos(total))
        $0.clienteArticulosDestino.guardarVarios = { lote in
          enVuelo.entrar()
          defer { enVuelo.salir() }
          try await compuerta.pasar()
          return lote
        }
      } operation: {
        CopiaModel(opciones: OpcionesDeEnvio(tamanoLote: 10, lotesSimultaneos: limite))
      }
      return Task { await copia.copiar().guardados }
    case .borrar:
      let borrado = withDependencies {
        $0.clienteArticulos.borrarVarios = { _ in throw ErrorArticulos.noDisponible("one by one") }
        $0.clienteArticulos.borrar = { _ in
          enVuelo.entrar()
          defer { enVuelo.salir() }
          try await compuerta.pasar()
        }
      } operation: {
        BorradoMasivoModel(simultaneos: limite)
      }
      let ids = Muestras.ids(Muestras.articulos(total))
      return Task { await borrado.borrar(ids, confirmacion: .previa).borrados }
    }
  }
}

@Suite(
  "Import, copy and delete many: several requests at once, never more than allowed",
  .dependency(\.uuid, .incrementing),
  .dependency(\.date, .constant(Muestras.fecha)),
  .timeLimit(.minutes(1))
)
struct ConcurrenciaAcotadaTests {
  @Test(
    "never has more requests in flight than allowed (at least one), and fills every slot",
    arguments: TrabajoSimultaneo.allCases, [0, 1, 3])
  func concurrenciaAcotada(trabajo: TrabajoSimultaneo, limite: Int) async throws {
    let permitidos = max(1, limite)
    let enVuelo = Concurrencia()
    let compuerta = Compuerta()  // holds every request until the test opens it
    let tarea = try trabajo.empezar(limite: limite, enVuelo: enVuelo, compuerta: compuerta)

    // Every allowed request is in and none can leave: one more started now would be counted.
    try await enVuelo.esperar(dentro: permitidos)
    await dejarCorrerLasDemasTareas()
    #expect(enVuelo.actual == permitidos)

    compuerta.abrir()
    #expect(await tarea.value == trabajo.total)
    #expect(enVuelo.maximo == permitidos)
    #expect(enVuelo.actual == 0)
  }

  /// Lets the tasks that are ready run (the feature's, were it about to start one request too
  /// many) before the caller goes on, without letting time pass: yields, and hops through
  /// detached tasks, which queue behind the jobs already waiting.
  func dejarCorrerLasDemasTareas() async {
    for _ in 0..<8 {
      await Task.yield()
      await Task.detached(priority: Task.currentPriority) { await Task.yield() }.value
      await Task.detached(priority: .background) { await Task.yield() }.value
    }
  }
}
