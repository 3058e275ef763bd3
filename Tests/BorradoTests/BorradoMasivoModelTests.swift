import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Borrado
import Compartido
import Dependencies
import DependenciesTestSupport
import Testing
import TestSupport

@Suite(
  "Delete many: asked once, one by one where batches are not available, retried, every id accounted for",
  .timeLimit(.minutes(1)))
struct BorradoMasivoModelTests {
  /// A deletion of several on an in-memory server holding articles `1...cantidad`, and that
  /// server.
  static func enMemoria(
    _ cantidad: Int, simultaneos: Int = 8
  ) -> (BorradoMasivoModel, ClienteArticulos) {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(cantidad))
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
    } operation: {
      BorradoMasivoModel(simultaneos: simultaneos)
    }
    return (borrado, servidor)
  }

  /// The ids of articles `numeros`, such as `a0007` for 7.
  static func ids(_ numeros: some Sequence<Int>) -> [Articulo.ID] {
    numeros.map { Muestras.articulo($0).id }
  }

  /// A client whose every deletion is a test failure: for runs that must send nothing.
  static let sinPeticiones = ClienteArticulos(
    borrar: { id in Issue.record("'\(id)' was deleted although nothing should be") },
    borrarVarios: { ids in
      Issue.record("\(ids) were deleted although nothing should be")
      return []
    })

  /// The `borrarVarios` of a client that cannot delete in batches: the tests that use it
  /// check the deletions one by one.
  static let sinLotes: @Sendable ([Articulo.ID]) async throws -> [Articulo.ID] = { _ in
    throw ErrorArticulos.noDisponible("no batches here")
  }

  @Test("confirmed beforehand, it deletes every id and reports each, in a running count")
  func previa() async throws {
    let (borrado, servidor) = Self.enMemoria(25)
    let eventos = Registro<EventoDeBorradoMasivo>()
    let resultado = await borrado.borrar(Self.ids(1...20), confirmacion: .previa) {
      eventos.anotar($0)
    }
    #expect(resultado == ResultadoDeBorradoMasivo(total: 20, confirmado: true, borrados: 20))
    #expect(resultado.completo)
    #expect(try await servidor.cargar() == Array(Muestras.articulos(25).suffix(5)))
    let todos = eventos.todos
    #expect(todos.first == .iniciado(total: 20))
    #expect(todos.last == .terminado(resultado))
    let cuentas = todos.compactMap { evento -> Int? in
      if case .borrado(_, let hechos, 20) = evento { return hechos }
      return nil
    }
    #expect(cuentas == Array(1...20))
  }

  @Test("a repeated id is deleted once")
  func repetidos() async throws {
    let (borrado, servidor) = Self.enMemoria(3)
    let ids: [Articulo.ID] = ["a0001", "a0002", "a0001", "a0002", "a0001"]
    #expect(borrado.preparar(ids).ids == ["a0001", "a0002"])
    let resultado = await borrado.borrar(ids, confirmacion: .previa)
    #expect(resultado == ResultadoDeBorradoMasivo(total: 2, confirmado: true, borrados: 2))
    #expect(try await servidor.cargar() == [Muestras.articulo(3)])
  }

  @Test(
    "asked, it asks once, naming how many and the first ids, and deletes on an explicit yes",
    arguments: ["y", "YES", "s", "Sí", " si \n"])
  func respuestaAfirmativa(respuesta: String) async throws {
    let (borrado, servidor) = Self.enMemoria(5)
    let preguntas = Registro<String>()
    let resultado = await borrado.borrar(
      Self.ids(1...4),
      confirmacion: .preguntando { pregunta in
        preguntas.anotar(pregunta)
        return respuesta
      })
    #expect(
      preguntas.todos == [
        "Delete 4 articles (a0001, a0002, a0003, …)? This cannot be undone. [y/N] "
      ])
    #expect(resultado.borrados == 4)
    #expect(resultado.completo)
    #expect(try await servidor.cargar() == [Muestras.articulo(5)])
  }

  @Test(
    "anything but a yes, no answer, or nobody to ask deletes nothing and leaves every id pending",
    arguments: [
      ModoDeConfirmacion.preguntando { _ in "n" }, .preguntando { _ in "" },
      .preguntando { _ in "yess" }, .preguntando { _ in nil }, .sinRespuesta,
    ])
  func noConfirmado(modo: ModoDeConfirmacion) async throws {
    let borrado = withDependencies {
      $0.clienteArticulos = Self.sinPeticiones
    } operation: {
      BorradoMasivoModel()
    }
    let eventos = Registro<EventoDeBorradoMasivo>()
    let resultado = await borrado.borrar(["b", "a", "b", "c"], confirmacion: modo) {
      eventos.anotar($0)
    }
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(total: 3, confirmado: false, pendientes: ["b", "a", "c"]))
    #expect(!resultado.completo)
    #expect(
      resultado.resumen == "0 deleted, 0 not found, 0 failed, 3 not attempted, not confirmed.")
    #expect(eventos.todos == [.terminado(resultado)])
  }

  @Test("with no id there is nothing to ask and nothing to do")
  func sinIds() async throws {
    let borrado = withDependencies {
      $0.clienteArticulos = Self.sinPeticiones
    } operation: {
      BorradoMasivoModel()
    }
    let resultado = await borrado.borrar(
      [],
      confirmacion: .preguntando { _ in
        Issue.record("nothing to ask about")
        return "y"
      })
    #expect(resultado == ResultadoDeBorradoMasivo(total: 0, confirmado: true))
    #expect(resultado.completo)
  }

  @Test("a passing failure is retried after waits that double, on the continuous clock")
  func reintentoConEspera() async throws {
    let reloj = RelojDePrueba()
    let intentos = Registro<Articulo.ID>()
    let eventos = Registro<EventoDeBorradoMasivo>()
    let borrado = withDependencies {
      $0.continuousClock = reloj
      $0.clienteArticulos.borrarVarios = Self.sinLotes
      $0.clienteArticulos.borrar = { id in
        intentos.anotar(id)
        if intentos.cuenta <= 2 { throw ErrorArticulos.servidor(estado: 503, mensaje: "ocupado") }
      }
    } operation: {
      BorradoMasivoModel(
        reintentos: PoliticaDeReintentos(intentos: 5, esperaInicial: .milliseconds(500)))
    }
    let tarea = Task { await borrado.borrar(["a1"], confirmacion: .previa) { eventos.anotar($0) } }

    try await reloj.esperarDormidas(1)
    await reloj.advance(by: .milliseconds(499))
    #expect(intentos.cuenta == 1)
    await reloj.advance(by: .milliseconds(1))
    try await reloj.esperarDormidas(2)
    #expect(intentos.cuenta == 2)
    await reloj.advance(by: .milliseconds(999))
    #expect(intentos.cuenta == 2)
    await reloj.advance(by: .milliseconds(1))

    let resultado = await tarea.value
    #expect(intentos.todos == ["a1", "a1", "a1"])
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(total: 1, confirmado: true, borrados: 1, reintentos: 2))
    let error = ErrorArticulos.servidor(estado: 503, mensaje: "ocupado")
    let reintentos = eventos.todos.compactMap { evento -> Reintento? in
      if case .reintentando(let reintento) = evento { return reintento }
      return nil
    }
    #expect(
      reintentos == [
        Reintento(ids: ["a1"], intento: 2, espera: .milliseconds(500), error: error),
        Reintento(ids: ["a1"], intento: 3, espera: .seconds(1), error: error),
      ])
  }

  @Test("an id not found on the first try is reported as not found, in the order given")
  func noEncontrados() async throws {
    let (borrado, servidor) = Self.enMemoria(4, simultaneos: 3)
    let eventos = Registro<EventoDeBorradoMasivo>()
    let resultado = await borrado.borrar(
      ["zeta", "a0001", "nadie", "a0003", "alfa"], confirmacion: .previa
    ) { eventos.anotar($0) }
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(
          total: 5, confirmado: true, borrados: 2, noEncontrados: ["zeta", "nadie", "alfa"]))
    #expect(!resultado.completo)
    #expect(resultado.resumen == "2 deleted, 3 not found, 0 failed, 0 not attempted.")
    #expect(try await servidor.cargar() == [Muestras.articulo(2), Muestras.articulo(4)])
    let noEncontrados = eventos.todos.filter {
      if case .noEncontrado = $0 { return true }
      return false
    }
    #expect(noEncontrados.count == 3)
  }

  @Test("a deletion whose answer was lost counts as deleted when its retry finds nothing")
  func respuestaPerdida() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(2))
    let borrado = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos.borrarVarios = Self.sinLotes
      $0.clienteArticulos.borrar = { id in
        try await servidor.borrar(id: id)
        if id == "a0001" { throw ErrorArticulos.red(.conexionInterrumpida) }  // answer lost
      }
    } operation: {
      BorradoMasivoModel()
    }
    let resultado = await borrado.borrar(["a0001", "a0002"], confirmacion: .previa)
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(total: 2, confirmado: true, borrados: 2, reintentos: 1))
    #expect(resultado.completo)
    #expect(try await servidor.cargar().isEmpty)
  }

  @Test(
    "after tries that never reached the server, not found is still not found",
    arguments: [ErrorArticulos.red(.conexionRechazada(destino: "127.0.0.1:1"))])
  func rechazadaNoBorro(error: ErrorArticulos) async throws {
    let intentos = Registro<Int>()
    let borrado = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos.borrarVarios = Self.sinLotes
      $0.clienteArticulos.borrar = { id in
        intentos.anotar(1)
        if intentos.cuenta == 1 { throw error }
        throw ErrorArticulos.noEncontrado(id)
      }
    } operation: {
      BorradoMasivoModel()
    }
    let resultado = await borrado.borrar(["nadie"], confirmacion: .previa)
    #expect(intentos.cuenta == 2)
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(
          total: 1, confirmado: true, noEncontrados: ["nadie"], reintentos: 1))
  }

  @Test(
    "the first failure for good stops the work; the rest is listed as not attempted",
    arguments: [
      ErrorArticulos.sinPermiso(motivo: "delete-row"), .tokenRechazado(motivo: "caducado"),
      .peticionRechazada(estado: 405, mensaje: "Method not allowed"),
    ])
  func falloDetiene(error: ErrorArticulos) async throws {
    // The clock is the unimplemented test value: a wait would fail this test.
    let pedidos = Registro<Articulo.ID>()
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(10))
    let borrado = withDependencies {
      $0.clienteArticulos.borrarVarios = Self.sinLotes
      $0.clienteArticulos.borrar = { id in
        pedidos.anotar(id)
        if id == "a0003" { throw error }
        try await servidor.borrar(id: id)
      }
    } operation: {
      BorradoMasivoModel(simultaneos: 1)
    }
    let resultado = await borrado.borrar(Self.ids(1...10), confirmacion: .previa)
    #expect(pedidos.todos == Self.ids(1...3))
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(
          total: 10, confirmado: true, borrados: 2,
          fallidos: [BorradoFallido(id: "a0003", error: error, intentos: 1)],
          pendientes: Self.ids(4...10), interrumpidoPor: error))
    #expect(!resultado.completo)
    #expect(resultado.resumen.hasSuffix("7 not attempted, stopped: \(error)."))
    #expect(try await servidor.cargar().count == 8)
  }

  @Test("a passing failure that outlasts the retries fails for good, with its count of tries")
  func reintentosAgotados() async throws {
    let intentos = Registro<Int>()
    let borrado = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos.borrarVarios = Self.sinLotes
      $0.clienteArticulos.borrar = { _ in
        intentos.anotar(1)
        throw ErrorArticulos.red(.tiempoAgotado(segundos: 30))
      }
    } operation: {
      BorradoMasivoModel(simultaneos: 1, reintentos: PoliticaDeReintentos(intentos: 3))
    }
    let resultado = await borrado.borrar(["a1", "a2"], confirmacion: .previa)
    let error = ErrorArticulos.red(.tiempoAgotado(segundos: 30))
    #expect(intentos.cuenta == 3)
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(
          total: 2, confirmado: true,
          fallidos: [BorradoFallido(id: "a1", error: error, intentos: 3)],
          pendientes: ["a2"], reintentos: 2, interrumpidoPor: error))
  }

  @Test(
    "cancelling starts no new deletion; those in flight get their answer, the rest are pending")
  func cancelacion() async throws {
    let enVuelo = Concurrencia()
    let respuesta = Compuerta()  // opened only after the cancel
    let borrado = withDependencies {
      $0.clienteArticulos.borrarVarios = Self.sinLotes
      $0.clienteArticulos.borrar = { id in
        if id == "a0001" || id == "a0002" { return }
        enVuelo.entrar()
        defer { enVuelo.salir() }
        try await respuesta.pasar()
      }
    } operation: {
      BorradoMasivoModel(simultaneos: 2)
    }
    let eventos = Registro<EventoDeBorradoMasivo>()
    let tarea = Task {
      await borrado.borrar(Self.ids(1...40), confirmacion: .previa) { eventos.anotar($0) }
    }
    try await enVuelo.esperar(dentro: 2)
    tarea.cancel()
    respuesta.abrir()  // the two requests already sent answer: they were not cut short
    let resultado = await tarea.value
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(
          total: 40, confirmado: true, borrados: 4, pendientes: Self.ids(5...40), cancelado: true))
    #expect(resultado.resumen.hasSuffix("36 not attempted, cancelled."))
    #expect(eventos.todos.last == .terminado(resultado))
  }

  @Test("after a cancel, a deletion in flight is reported as its answer says: deleted or not found")
  func cancelacionConRespuesta() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(10))
    let enVuelo = Concurrencia()
    let respuesta = Compuerta()
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = Self.sinLotes
      $0.clienteArticulos.borrar = { id in
        if id == "a0001" { return try await servidor.borrar(id: id) }
        enVuelo.entrar()
        defer { enVuelo.salir() }
        try await respuesta.pasar()
        // The server carries a0002 out after the cancel; a0099 was never there.
        try await servidor.borrar(id: id)
      }
    } operation: {
      BorradoMasivoModel(simultaneos: 2)
    }
    let ids: [Articulo.ID] = ["a0001", "a0002", "a0099", "a0004"]
    let tarea = Task { await borrado.borrar(ids, confirmacion: .previa) }
    try await enVuelo.esperar(dentro: 2)
    tarea.cancel()
    respuesta.abrir()
    let resultado = await tarea.value
    #expect(resultado.borrados == 2)
    #expect(resultado.noEncontrados == ["a0099"])
    #expect(resultado.pendientes == ["a0004"])
    #expect(resultado.cancelado)
    let quedan = try await servidor.cargar().map(\.id)
    #expect(quedan == Self.ids(3...10))
  }

  @Test(
    "after a cancel, a deletion whose answer was a passing failure is settled by a look-up",
    arguments: [true, false])
  func cancelacionAsentada(servidorLoBorro: Bool) async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(3))
    let enVuelo = Concurrencia()
    let respuesta = Compuerta()
    let borrado = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = Self.sinLotes
      $0.clienteArticulos.borrar = { id in
        enVuelo.entrar()
        defer { enVuelo.salir() }
        try await respuesta.pasar()
        // The answer is lost whether or not the server carried the deletion out.
        if servidorLoBorro { try await servidor.borrar(id: id) }
        throw ErrorArticulos.red(.conexionInterrumpida)
      }
    } operation: {
      BorradoMasivoModel(simultaneos: 1)
    }
    let tarea = Task { await borrado.borrar(Self.ids(1...3), confirmacion: .previa) }
    try await enVuelo.esperar(dentro: 1)
    tarea.cancel()
    respuesta.abrir()
    let resultado = await tarea.value
    #expect(resultado.reintentos == 0, "no new try after the cancel")
    #expect(resultado.borrados == (servidorLoBorro ? 1 : 0))
    #expect(resultado.pendientes == (servidorLoBorro ? [] : ["a0001"]) + Self.ids(2...3))
    #expect(resultado.fallidos.isEmpty)
    #expect(resultado.cancelado)
  }

  @Test("cancelled while asking, it deletes nothing and says it was cancelled")
  func canceladoAlPreguntar() async throws {
    let borrado = withDependencies {
      $0.clienteArticulos = Self.sinPeticiones
    } operation: {
      BorradoMasivoModel()
    }
    let tarea = Task {
      await borrado.borrar(
        ["a1", "a2"],
        confirmacion: .preguntando { _ in
          withUnsafeCurrentTask { $0?.cancel() }  // Ctrl-C while the question is on screen
          return "y"
        })
    }
    let resultado = await tarea.value
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(
          total: 2, confirmado: true, pendientes: ["a1", "a2"], cancelado: true))
    #expect(!resultado.completo)
  }
}

@Suite("Delete many: the question and the result")
struct ValoresDeBorradoMasivoTests {
  @Test(
    "the question names how many articles and at most three ids",
    arguments: [
      (["a1"], "Delete 1 article (a1)? This cannot be undone. [y/N] "),
      (["a1", "a2", "a3"], "Delete 3 articles (a1, a2, a3)? This cannot be undone. [y/N] "),
      (
        ["a1", "a2", "a3", "a4", "a5"],
        "Delete 5 articles (a1, a2, a3, …)? This cannot be undone. [y/N] "
      ),
    ] as [([Articulo.ID], String)])
  func pregunta(ids: [Articulo.ID], pregunta: String) {
    #expect(ConfirmacionDeBorradoMasivo(ids: ids).pregunta == pregunta)
  }

  @Test("the answers that confirm are those of a single deletion")
  func respuestas() {
    let confirmacion = ConfirmacionDeBorradoMasivo(ids: ["a1"])
    for respuesta in ["y", "Yes", "S", "sí", "SI", "  y\n"] {
      #expect(confirmacion.acepta(respuesta), "\(respuesta)")
      #expect(ConfirmacionDeBorrado.esAfirmativa(respuesta), "\(respuesta)")
    }
    for respuesta in [nil, "", "n", "no", "yep", "ss", "y y"] as [String?] {
      #expect(!confirmacion.acepta(respuesta), "\(String(describing: respuesta))")
    }
  }

  @Test("complete only when every id given was deleted by this run")
  func completo() {
    #expect(ResultadoDeBorradoMasivo(total: 2, confirmado: true, borrados: 2).completo)
    #expect(!ResultadoDeBorradoMasivo(total: 2, confirmado: true, borrados: 1).completo)
    #expect(
      !ResultadoDeBorradoMasivo(total: 2, confirmado: true, borrados: 1, noEncontrados: ["x"])
        .completo)
    #expect(!ResultadoDeBorradoMasivo(total: 0, confirmado: false).completo)
    #expect(
      !ResultadoDeBorradoMasivo(total: 1, confirmado: true, borrados: 1, cancelado: true).completo)
    #expect(
      !ResultadoDeBorradoMasivo(
        total: 1, confirmado: true, borrados: 1, interrumpidoPor: .sinToken
      ).completo)
  }
}
