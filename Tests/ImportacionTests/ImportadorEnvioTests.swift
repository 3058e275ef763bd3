import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Compartido
import Dependencies
import DependenciesTestSupport
import Envio
import Foundation
import Importacion
import Testing
import TestSupport

@Suite(
  "Import: sending in batches, with retries, resumable",
  .dependency(\.uuid, .incrementing),
  .dependency(\.date, .constant(Muestras.fecha)),
  .timeLimit(.minutes(1))
)
struct ImportadorEnvioTests {
  /// The plan of importing `articulos` from memory.
  static func plan(_ articulos: [Articulo], origen: String = "prueba") throws -> PlanDeImportacion {
    try ImportadorModel().preparar(.datosJSON(try Muestras.json(articulos), origen: origen))
  }

  /// The number of the articles whose entries `estado` records as saved (the entry at position
  /// 6 is `a0007`, number 7), of the first `hasta` entries.
  static func numeros(_ estado: EstadoDeReanudacion, hasta: Int = 1_000) -> [Int] {
    (0..<hasta).filter(estado.entradasGuardadas.contiene).map { $0 + 1 }
  }

  /// The number of the articles with these ids (`a0007` is 7).
  static func numeros(_ ids: [Articulo.ID]) -> [Int] {
    ids.compactMap { Int($0.rawValue.dropFirst()) }.sorted()
  }

  @Test("sends batches of at most 100 with guardarVarios, and everything ends up on the server")
  func lotes() async throws {
    let tamanos = Registro<Int>()
    let servidor = ClienteArticulos.enMemoria()
    let importador = withDependencies {
      $0.clienteArticulos.guardarVarios = { lote in
        tamanos.anotar(lote.count)
        return try await servidor.guardarVarios(articulos: lote)
      }
    } operation: {
      ImportadorModel(opciones: OpcionesDeEnvio(tamanoLote: 1_000))
    }
    let resultado = await importador.importar(try Self.plan(Muestras.articulos(250)))
    #expect(tamanos.todos.sorted() == [50, 100, 100])
    #expect(resultado.guardados == 250)
    #expect(resultado.completo)
    #expect(try await servidor.cargar() == Muestras.articulos(250))
  }

  @Test("reports started, each saved batch with the running count, and the result last")
  func eventosEnOrden() async throws {
    let eventos = Registro<EventoDeEnvio>()
    let importador = withDependencies {
      $0.clienteArticulos = .enMemoria()
    } operation: {
      ImportadorModel(opciones: OpcionesDeEnvio(tamanoLote: 10, lotesSimultaneos: 1))
    }
    let plan = try Self.plan(Muestras.articulos(25))
    let resultado = await importador.importar(plan) { eventos.anotar($0) }
    let todos = eventos.todos
    #expect(todos.first == .iniciado(total: 25))
    #expect(todos.last == .terminado(resultado))
    let cuentas = todos.compactMap { evento -> Int? in
      if case .loteGuardado(_, _, let guardados, let total) = evento, total == 25 {
        return guardados
      }
      return nil
    }
    #expect(cuentas == [10, 20, 25])
    var estado = plan.estado
    todos.forEach { estado.registrar($0) }
    #expect(estado == resultado.estado)
    #expect(Self.numeros(estado) == Array(1...25))
  }

  @Test("a passing failure is retried after waits that double, on the continuous clock")
  func reintentoConEspera() async throws {
    let reloj = RelojDePrueba()
    let intentos = Registro<Int>()
    let eventos = Registro<EventoDeEnvio>()
    let importador = withDependencies {
      $0.continuousClock = reloj
      $0.clienteArticulos.guardarVarios = { lote in
        intentos.anotar(intentos.cuenta + 1)
        if intentos.cuenta <= 2 { throw ErrorArticulos.servidor(estado: 503, mensaje: "ocupado") }
        return lote
      }
    } operation: {
      ImportadorModel(
        opciones: OpcionesDeEnvio(
          reintentos: PoliticaDeReintentos(intentos: 5, esperaInicial: .milliseconds(500))))
    }
    let plan = try Self.plan(Muestras.articulos(3))
    let tarea = Task { await importador.importar(plan) { eventos.anotar($0) } }

    try await reloj.esperarDormidas(1)
    #expect(intentos.cuenta == 1)
    await reloj.advance(by: .milliseconds(499))
    #expect(intentos.cuenta == 1)
    await reloj.advance(by: .milliseconds(1))
    try await reloj.esperarDormidas(2)
    #expect(intentos.cuenta == 2)
    await reloj.advance(by: .milliseconds(999))
    #expect(intentos.cuenta == 2)
    await reloj.advance(by: .milliseconds(1))

    let resultado = await tarea.value
    #expect(intentos.cuenta == 3)
    #expect(resultado.guardados == 3)
    #expect(resultado.completo)
    #expect(reloj.now.offset == .milliseconds(1_500))
    let reintentos = eventos.todos.compactMap { evento -> Reintento? in
      if case .reintentando(let reintento) = evento { return reintento }
      return nil
    }
    let ids = Muestras.ids(Muestras.articulos(3))
    let error = ErrorArticulos.servidor(estado: 503, mensaje: "ocupado")
    #expect(
      reintentos == [
        Reintento(ids: ids, intento: 2, espera: .milliseconds(500), error: error),
        Reintento(ids: ids, intento: 3, espera: .seconds(1), error: error),
      ])
  }

  @Test("a batch that keeps failing for a passing reason is reported after the last try")
  func reintentosAgotados() async throws {
    let intentos = Registro<Int>()
    let importador = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos.guardarVarios = { _ in
        intentos.anotar(1)
        throw ErrorArticulos.red(.conexionInterrumpida)
      }
      // The read-back that settles the lost answers: the server holds none of them.
      $0.clienteArticulos.obtener = { id in throw ErrorArticulos.noEncontrado(id) }
    } operation: {
      ImportadorModel(opciones: OpcionesDeEnvio(reintentos: PoliticaDeReintentos(intentos: 3)))
    }
    let resultado = await importador.importar(try Self.plan(Muestras.articulos(2)))
    #expect(intentos.cuenta == 3)
    #expect(
      resultado.fallidos == [
        LoteFallido(ids: ["a0001", "a0002"], error: .red(.conexionInterrumpida), intentos: 3)
      ])
    #expect(resultado.guardados == 0)
    #expect(resultado.estado.entradasGuardadas.isEmpty)
    #expect(!resultado.completo)
  }

  @Test("a permanent failure is reported with its batch's ids at once; other batches are saved")
  func falloPermanente() async throws {
    // The clock is the unimplemented test value: a wait would fail this test.
    let servidor = ClienteArticulos.enMemoria()
    let importador = withDependencies {
      $0.clienteArticulos.guardarVarios = { lote in
        if lote.contains(where: { $0.id == "a0015" }) {
          throw ErrorArticulos.peticionRechazada(estado: 400, mensaje: "CHECK constraint failed")
        }
        return try await servidor.guardarVarios(articulos: lote)
      }
    } operation: {
      ImportadorModel(opciones: OpcionesDeEnvio(tamanoLote: 10))
    }
    let resultado = await importador.importar(try Self.plan(Muestras.articulos(30)))
    #expect(resultado.fallidos.count == 1)
    #expect(Self.numeros(resultado.idsFallidos) == Array(11...20))
    #expect(
      resultado.fallidos.first?.error
        == .peticionRechazada(estado: 400, mensaje: "CHECK constraint failed"))
    #expect(resultado.fallidos.first?.intentos == 1)
    #expect(resultado.guardados == 20)
    #expect(Self.numeros(resultado.estado) == Array(1...10) + Array(21...30))
    #expect(try await servidor.cargar().count == 20)
    #expect(resultado.resumen.contains("10 in failed batches"))
  }

  @Test("a batch refused for the token stops the import: no other batch is sent, the rest wait")
  func accesoRechazado() async throws {
    let enviados = Registro<Int>()
    let importador = withDependencies {
      $0.clienteArticulos.guardarVarios = { lote in
        enviados.anotar(lote.count)
        throw ErrorArticulos.tokenRechazado(motivo: "Invalid token")
      }
    } operation: {
      ImportadorModel(opciones: OpcionesDeEnvio(tamanoLote: 10, lotesSimultaneos: 1))
    }
    let resultado = await importador.importar(try Self.plan(Muestras.articulos(50)))
    #expect(enviados.todos == [10])
    #expect(resultado.interrumpidoPor == .tokenRechazado(motivo: "Invalid token"))
    #expect(Self.numeros(resultado.idsFallidos) == Array(1...10))
    #expect(Self.numeros(resultado.pendientes) == Array(11...50))
    #expect(!resultado.completo)
  }

  @Test("invalid articles are reported one by one and never sent")
  func invalidosNoSeEnvian() async throws {
    let enviados = Registro<Articulo.ID>()
    let importador = withDependencies {
      $0.clienteArticulos.guardarVarios = { lote in
        lote.forEach { enviados.anotar($0.id) }
        return lote
      }
    } operation: {
      ImportadorModel()
    }
    var articulos = Muestras.articulos(3)
    articulos[1].titulo = ""
    let eventos = Registro<EventoDeEnvio>()
    let resultado = await importador.importar(try Self.plan(articulos)) { eventos.anotar($0) }
    #expect(enviados.todos == ["a0001", "a0003"])
    let invalido = ArticuloInvalido(
      ubicacion: "#1", id: "a0002", titulo: "", motivo: .problemas([.tituloVacio]))
    #expect(resultado.invalidos == [invalido])
    #expect(eventos.todos.contains(.invalido(invalido)))
    #expect(!resultado.completo)
  }

  @Test(
    "an import that left a batch unsaved resumes: saved articles are skipped, only the rest is sent"
  )
  func reanudacion() async throws {
    let articulos = Muestras.articulos(30)
    let json = try Muestras.json(articulos)
    // NB: A refusal of the batch, not of access, so the batches after it are sent whatever
    // the order in which they finish: the run leaves a hole in the middle (11...20).
    let primera = withDependencies {
      $0.clienteArticulos.guardarVarios = { lote in
        if lote.contains(where: { $0.id == "a0015" }) {
          throw ErrorArticulos.peticionRechazada(estado: 400, mensaje: "no")
        }
        return lote
      }
    } operation: {
      ImportadorModel(opciones: OpcionesDeEnvio(tamanoLote: 10))
    }
    let fuente = FuenteDeImportacion.datosJSON(json, origen: "lote.json")
    let incompleta = await primera.importar(try primera.preparar(fuente))
    #expect(Self.numeros(incompleta.estado) == Array(1...10) + Array(21...30))
    // The tool saves the state as JSON and reads it back on the next run.
    let guardado = try JSONEncoder().encode(incompleta.estado)
    let estado = try JSONDecoder().decode(EstadoDeReanudacion.self, from: guardado)
    #expect(estado == incompleta.estado)

    let enviados = Registro<Articulo.ID>()
    let segunda = withDependencies {
      $0.clienteArticulos.guardarVarios = { lote in
        lote.forEach { enviados.anotar($0.id) }
        return lote
      }
    } operation: {
      ImportadorModel(opciones: OpcionesDeEnvio(tamanoLote: 10))
    }
    let plan = try segunda.preparar(fuente, reanudando: estado)
    let reanudada = await segunda.importar(plan)
    #expect(Self.numeros(enviados.todos) == Array(11...20))
    #expect(reanudada.omitidos == 20)
    #expect(reanudada.guardados == 10)
    #expect(reanudada.completo)
    #expect(Self.numeros(reanudada.estado) == Array(1...articulos.count))
  }

  @Test("importing the same source twice converges to the same server state")
  func convergencia() async throws {
    let servidor = ClienteArticulos.enMemoria()
    let importador = withDependencies {
      $0.clienteArticulos = servidor
    } operation: {
      ImportadorModel(opciones: OpcionesDeEnvio(tamanoLote: 7))
    }
    let plan = try Self.plan(Muestras.articulos(40))
    _ = await importador.importar(plan)
    let despuesDeUna = try await servidor.cargar()
    let otra = await importador.importar(plan)
    #expect(otra.guardados == 40)
    #expect(try await servidor.cargar() == despuesDeUna)
    #expect(despuesDeUna == Muestras.articulos(40))
  }

  @Test("a batch the server stored but whose answer was lost counts as saved, read back")
  func respuestaPerdidaAsentada() async throws {
    let servidor = ClienteArticulos.enMemoria()
    let importador = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos = servidor
      $0.clienteArticulos.guardarVarios = { lote in
        // NB: Stores every other article of the batch, then loses the answer.
        _ = try await servidor.guardarVarios(
          articulos: lote.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element))
        throw ErrorArticulos.red(.conexionInterrumpida)
      }
    } operation: {
      ImportadorModel(opciones: OpcionesDeEnvio(tamanoLote: 4, reintentos: .ninguno))
    }
    let resultado = await importador.importar(try Self.plan(Muestras.articulos(8)))
    #expect(resultado.guardados == 4)
    #expect(Self.numeros(resultado.estado) == [1, 3, 5, 7])
    // NB: Batches run side by side, so they may fail in either order.
    #expect(
      Set(resultado.fallidos) == [
        LoteFallido(ids: ["a0002", "a0004"], error: .red(.conexionInterrumpida), intentos: 1),
        LoteFallido(ids: ["a0006", "a0008"], error: .red(.conexionInterrumpida), intentos: 1),
      ])
    #expect(try await servidor.cargar().count == 4)
  }

  @Test("articles whose answer and read-back both failed are reported as may have been saved")
  func desenlaceIncierto() async throws {
    let servidor = ClienteArticulos.enMemoria()
    let importador = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos = servidor
      $0.clienteArticulos.guardarVarios = { lote in
        _ = try await servidor.guardarVarios(articulos: lote)
        throw ErrorArticulos.red(.conexionInterrumpida)
      }
      // NB: The first read answers "not found" (known: not saved), every other one times out.
      $0.clienteArticulos.obtener = { id in
        if id == "a0001" { throw ErrorArticulos.noEncontrado(id) }
        throw ErrorArticulos.red(.tiempoAgotado(segundos: 30))
      }
    } operation: {
      ImportadorModel(
        opciones: OpcionesDeEnvio(tamanoLote: 3, lotesSimultaneos: 1, reintentos: .ninguno))
    }

    let resultado = await importador.importar(try Self.plan(Muestras.articulos(3)))

    #expect(resultado.guardados == 0)
    #expect(
      resultado.fallidos == [
        LoteFallido(ids: ["a0001"], error: .red(.conexionInterrumpida), intentos: 1),
        LoteFallido(
          ids: ["a0002", "a0003"], error: .red(.conexionInterrumpida), intentos: 1,
          incierto: true),
      ])
    #expect(resultado.idsInciertos == ["a0002", "a0003"])
    #expect(resultado.resumen.contains("2 of them may have been saved"))
    #expect(!resultado.completo)
  }

  @Test("cancelling stops promptly and reports what was saved and what is left")
  func cancelacion() async throws {
    let enVuelo = Concurrencia()
    let sinRespuesta = Compuerta()  // never opened: only the cancel ends these batches
    let importador = withDependencies {
      $0.clienteArticulos.guardarVarios = { lote in
        if lote.contains(where: { $0.id == "a0001" }) { return lote }
        enVuelo.entrar()
        defer { enVuelo.salir() }
        try await sinRespuesta.pasar()
        return lote
      }
      // The read-back that settles the batches cut by the cancel: the server holds none.
      $0.clienteArticulos.obtener = { id in throw ErrorArticulos.noEncontrado(id) }
    } operation: {
      ImportadorModel(opciones: OpcionesDeEnvio(tamanoLote: 10, lotesSimultaneos: 2))
    }
    let eventos = Registro<EventoDeEnvio>()
    let plan = try Self.plan(Muestras.articulos(50))
    let tarea = Task { await importador.importar(plan) { eventos.anotar($0) } }
    try await enVuelo.esperar(dentro: 2)
    tarea.cancel()
    let resultado = await tarea.value
    #expect(resultado.cancelado)
    #expect(resultado.guardados == 10)
    #expect(Self.numeros(resultado.estado) == Array(1...10))
    #expect(Self.numeros(resultado.pendientes) == Array(11...50))
    #expect(resultado.fallidos.isEmpty)
    #expect(resultado.resumen.contains("cancelled"))
    #expect(eventos.todos.last == .terminado(resultado))
  }

  @Test("cancelling during a wait between tries stops at once, leaving the batch pending")
  func cancelacionEnEspera() async throws {
    let reloj = RelojDePrueba()
    let importador = withDependencies {
      $0.continuousClock = reloj
      $0.clienteArticulos.guardarVarios = { _ in
        throw ErrorArticulos.red(.tiempoAgotado(segundos: 1))
      }
      $0.clienteArticulos.obtener = { id in throw ErrorArticulos.noEncontrado(id) }
    } operation: {
      ImportadorModel()
    }
    let plan = try Self.plan(Muestras.articulos(2))
    let tarea = Task { await importador.importar(plan) }
    try await reloj.esperarDormidas(1)
    tarea.cancel()
    let resultado = await tarea.value
    #expect(resultado.cancelado)
    #expect(resultado.pendientes == ["a0001", "a0002"])
    #expect(resultado.fallidos.isEmpty)
  }

  @Test("the events also arrive as a stream that ends with the result")
  func flujoDeEventos() async throws {
    let importador = withDependencies {
      $0.clienteArticulos = .enMemoria()
    } operation: {
      ImportadorModel(opciones: OpcionesDeEnvio(tamanoLote: 2))
    }
    var recibidos: [EventoDeEnvio] = []
    for await evento in importador.eventos(try Self.plan(Muestras.articulos(5))) {
      recibidos.append(evento)
    }
    #expect(recibidos.first == .iniciado(total: 5))
    guard case .terminado(let resultado) = recibidos.last else {
      Issue.record("the last event is the result")
      return
    }
    #expect(resultado.guardados == 5)
    #expect(recibidos.count == 5)  // started, 3 batches, finished
  }

  @Test("an empty source finishes at once with nothing to do")
  func fuenteVacia() async throws {
    let importador = ImportadorModel()  // an unimplemented client: nothing may be sent
    let plan = try Self.plan([])
    let resultado = await importador.importar(plan)
    #expect(resultado == ResultadoDeEnvio(total: 0, estado: plan.estado))
    #expect(resultado.completo)
  }
}
