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
  "Delete many in batches: one request per batch, every id still accounted for",
  .timeLimit(.minutes(1)))
struct BorradoPorLotesModelTests {
  /// The ids of articles `numeros`, such as `a0007` for 7.
  static func ids(_ numeros: some Sequence<Int>) -> [Articulo.ID] {
    numeros.map { Muestras.articulo($0).id }
  }

  @Test("ids go in batches of tamanoLote, one borrarVarios each")
  func lotes() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(30))
    let lotes = Registro<[Articulo.ID]>()
    let eventos = Registro<EventoDeBorradoMasivo>()
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        lotes.anotar(ids)
        return try await servidor.borrarVarios(ids: ids)
      }
      $0.clienteArticulos.borrar = { id in Issue.record("'\(id)' went alone") }
    } operation: {
      BorradoMasivoModel(tamanoLote: 10)
    }
    let resultado = await borrado.borrar(
      Self.ids(1...25), confirmacion: .previa
    ) { eventos.anotar($0) }
    let porLotes = [Self.ids(1...10), Self.ids(11...20), Self.ids(21...25)]
    #expect(lotes.todos.sorted { $0[0] < $1[0] } == porLotes)
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(total: 25, confirmado: true, borrados: 25)
    )
    let quedan = Array(Muestras.articulos(30).suffix(5))
    #expect(try await servidor.cargar() == quedan)
    let cuentas = eventos.todos.compactMap { evento -> Int? in
      if case .borrado(_, let hechos, 25) = evento { return hechos }
      return nil
    }
    #expect(cuentas == Array(1...25))
  }

  @Test("the ids a batch found no article for are not found, in the order given")
  func noEncontrados() async throws {
    let (servidor, borrado) = Self.enMemoria(4, tamanoLote: 2)
    let resultado = await borrado.borrar(
      ["zeta", "a0001", "nadie", "a0003", "alfa"], confirmacion: .previa)
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(
          total: 5, confirmado: true, borrados: 2, noEncontrados: ["zeta", "nadie", "alfa"]))
    #expect(try await servidor.cargar().map(\.id) == Self.ids([2, 4]))
  }

  @Test("a batch whose answer was lost is tried again, and what its retry finds gone was deleted")
  func respuestaPerdida() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(4))
    let intentos = Registro<[Articulo.ID]>()
    let borrado = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        intentos.anotar(ids)
        let sinArticulo = try await servidor.borrarVarios(ids: ids)
        if intentos.cuenta == 1 { throw ErrorArticulos.red(.conexionInterrumpida) }
        return sinArticulo
      }
    } operation: {
      BorradoMasivoModel()
    }
    let resultado = await borrado.borrar(Self.ids(1...3), confirmacion: .previa)
    #expect(intentos.todos == [Self.ids(1...3), Self.ids(1...3)])
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(total: 3, confirmado: true, borrados: 3, reintentos: 1))
    #expect(try await servidor.cargar() == [Muestras.articulo(4)])
  }

  @Test(
    "a batch refused for good fails each of its ids, deletes none, and stops the work",
    arguments: [
      ErrorArticulos.sinPermiso(motivo: "delete-row"),
      .peticionRechazada(estado: 400, mensaje: "x"),
    ])
  func falloDetiene(error: ErrorArticulos) async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(9))
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        if ids.contains("a0001") { throw error }
        return try await servidor.borrarVarios(ids: ids)
      }
    } operation: {
      BorradoMasivoModel(tamanoLote: 3)
    }
    let resultado = await borrado.borrar(Self.ids(1...9), confirmacion: .previa)
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(
          total: 9, confirmado: true, borrados: 0,
          fallidos: Self.ids(1...3).map { BorradoFallido(id: $0, error: error, intentos: 1) },
          pendientes: Self.ids(4...9), interrumpidoPor: error))
    #expect(try await servidor.cargar().map(\.id) == Self.ids(1...9))
  }

  @Test("after the first batch, the next is sent while the one before waits for its answer")
  func solapados() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(6))
    let lotes = Registro<[Articulo.ID]>()
    let respuesta = Compuerta()
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        lotes.anotar(ids)
        if ids == Self.ids(3...4) { try await respuesta.pasar() }
        return try await servidor.borrarVarios(ids: ids)
      }
    } operation: {
      BorradoMasivoModel(tamanoLote: 2)
    }
    let tarea = Task { await borrado.borrar(Self.ids(1...6), confirmacion: .previa) }
    // NB: Batches sent one after another never ask for the third while the second waits for
    // its answer: this would wait until the time limit.
    try await lotes.esperar(cuenta: 3)
    respuesta.abrir()
    let resultado = await tarea.value
    #expect(resultado == ResultadoDeBorradoMasivo(total: 6, confirmado: true, borrados: 6))
    #expect(lotes.todos.first == Self.ids(1...2))
    #expect(try await servidor.cargar().isEmpty)
  }

  @Test("never more than lotesSimultaneos batches are in flight")
  func acotados() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(8))
    let enVuelo = Concurrencia()
    let respuesta = Compuerta()
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        enVuelo.entrar()
        defer { enVuelo.salir() }
        if ids != Self.ids([1]) { try await respuesta.pasar() }
        return try await servidor.borrarVarios(ids: ids)
      }
    } operation: {
      BorradoMasivoModel(tamanoLote: 1, lotesSimultaneos: 3)
    }
    let tarea = Task { await borrado.borrar(Self.ids(1...8), confirmacion: .previa) }
    try await enVuelo.esperar(dentro: 3)
    respuesta.abrir()
    let resultado = await tarea.value
    #expect(enVuelo.maximo == 3)
    #expect(resultado == ResultadoDeBorradoMasivo(total: 8, confirmado: true, borrados: 8))
  }

  @Test(
    "a batch that fails for good while another is in flight: the other ends as its answer says, and no batch starts after"
  )
  func falloConOtroEnVuelo() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(12))
    let error = ErrorArticulos.sinPermiso(motivo: "delete-row")
    let lotes = Registro<[Articulo.ID]>()
    let respuesta = Compuerta()
    let fallo = Compuerta()
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        lotes.anotar(ids)
        guard ids != Self.ids(1...3) else { return try await servidor.borrarVarios(ids: ids) }
        try await respuesta.pasar()
        if ids == Self.ids(4...6) { throw error }
        // NB: The third batch answers once the second's failure is reported.
        try await fallo.pasar()
        return try await servidor.borrarVarios(ids: ids)
      }
    } operation: {
      BorradoMasivoModel(tamanoLote: 3)
    }
    let tarea = Task {
      await borrado.borrar(Self.ids(1...12), confirmacion: .previa) { evento in
        if case .fallido = evento { fallo.abrir() }
      }
    }
    try await lotes.esperar(cuenta: 3)
    respuesta.abrir()
    let resultado = await tarea.value
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(
          total: 12, confirmado: true, borrados: 6,
          fallidos: Self.ids(4...6).map { BorradoFallido(id: $0, error: error, intentos: 1) },
          pendientes: Self.ids(10...12), interrumpidoPor: error))
    #expect(lotes.cuenta == 3)
    #expect(try await servidor.cargar().map(\.id) == Self.ids(4...6) + Self.ids(10...12))
  }

  @Test(
    "a batch after the first that cannot go as one goes one by one, the batch in flight with it as one, and why is said once"
  )
  func unoPorUnoConOtroEnVuelo() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(6))
    let lotes = Registro<[Articulo.ID]>()
    let solos = Registro<Articulo.ID>()
    let eventos = Registro<EventoDeBorradoMasivo>()
    let respuesta = Compuerta()
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        lotes.anotar(ids)
        if ids == Self.ids(3...4) {
          try await respuesta.pasar()
          throw ErrorArticulos.noDisponible("bulk delete query removed")
        }
        return try await servidor.borrarVarios(ids: ids)
      }
      $0.clienteArticulos.borrar = { id in
        solos.anotar(id)
        try await servidor.borrar(id: id)
      }
    } operation: {
      BorradoMasivoModel(tamanoLote: 2)
    }
    let tarea = Task {
      await borrado.borrar(Self.ids(1...6), confirmacion: .previa) { eventos.anotar($0) }
    }
    try await lotes.esperar(cuenta: 3)
    respuesta.abrir()
    let resultado = await tarea.value
    #expect(resultado == ResultadoDeBorradoMasivo(total: 6, confirmado: true, borrados: 6))
    #expect(
      lotes.todos.sorted { $0[0] < $1[0] } == [Self.ids(1...2), Self.ids(3...4), Self.ids(5...6)])
    #expect(solos.todos.sorted() == Self.ids(3...4))
    let unoPorUno = eventos.todos.filter { if case .unoPorUno = $0 { true } else { false } }
    #expect(unoPorUno == [.unoPorUno(motivo: "bulk delete query removed")])
    #expect(try await servidor.cargar().isEmpty)
  }

  @Test(
    "a batch that fails for good after a try that may have reached the server is settled by look-ups",
    arguments: [true, false])
  func falloAsentado(servidorLoBorro: Bool) async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(3))
    let intentos = Registro<Int>()
    let borrado = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        intentos.anotar(1)
        if intentos.cuenta == 1 {
          if servidorLoBorro { _ = try await servidor.borrarVarios(ids: ids) }
          throw ErrorArticulos.red(.conexionInterrumpida)
        }
        throw ErrorArticulos.servidor(estado: 503, mensaje: "ocupado")
      }
    } operation: {
      BorradoMasivoModel(reintentos: PoliticaDeReintentos(intentos: 2))
    }
    let resultado = await borrado.borrar(Self.ids(1...2), confirmacion: .previa)
    let error = ErrorArticulos.servidor(estado: 503, mensaje: "ocupado")
    #expect(resultado.borrados == (servidorLoBorro ? 2 : 0))
    #expect(
      resultado.fallidos
        == (servidorLoBorro
          ? [] : Self.ids(1...2).map { BorradoFallido(id: $0, error: error, intentos: 2) }))
    #expect(resultado.noEncontrados.isEmpty)
  }

  @Test(
    "a batch answered with a count that proves nothing is settled by look-ups, on its first try")
  func respuestaSinPruebaAsentada() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(4))
    let error = ErrorArticulos.respuestaInvalida("0 rows affected")
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        // NB: A server that deletes only the first id and answers with a count for none.
        _ = try await servidor.borrarVarios(ids: Array(ids.prefix(1)))
        throw error
      }
    } operation: {
      BorradoMasivoModel(reintentos: .ninguno, tamanoLote: 3)
    }
    let resultado = await borrado.borrar(Self.ids(1...3), confirmacion: .previa)
    #expect(resultado.borrados == 1)
    #expect(
      resultado.fallidos
        == Self.ids(2...3).map { BorradoFallido(id: $0, error: error, intentos: 1) })
    #expect(try await servidor.cargar().map(\.id) == Self.ids([2, 3, 4]))
  }

  @Test("a client without batches says why once, and every id then goes one by one")
  func unoPorUno() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(6))
    let llamadas = Registro<[Articulo.ID]>()
    let eventos = Registro<EventoDeBorradoMasivo>()
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        llamadas.anotar(ids)
        throw ErrorArticulos.noDisponible("no bulk delete query")
      }
    } operation: {
      BorradoMasivoModel(simultaneos: 1, tamanoLote: 2)
    }
    let resultado = await borrado.borrar(Self.ids(1...5) + ["nadie"], confirmacion: .previa) {
      eventos.anotar($0)
    }
    #expect(llamadas.todos == [Self.ids(1...2)])
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(
          total: 6, confirmado: true, borrados: 5, noEncontrados: ["nadie"]))
    let todos = eventos.todos
    #expect(todos.filter { if case .unoPorUno = $0 { true } else { false } }.count == 1)
    #expect(todos.dropFirst().first == .unoPorUno(motivo: "no bulk delete query"))
    #expect(try await servidor.cargar() == [Muestras.articulo(6)])
  }

  @Test("cancelling leaves the batch in flight its answer, and starts no other")
  func cancelacion() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(10))
    let enVuelo = Concurrencia()
    let respuesta = Compuerta()
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        enVuelo.entrar()
        defer { enVuelo.salir() }
        try await respuesta.pasar()
        return try await servidor.borrarVarios(ids: ids)
      }
    } operation: {
      BorradoMasivoModel(tamanoLote: 4)
    }
    let tarea = Task { await borrado.borrar(Self.ids(1...10), confirmacion: .previa) }
    try await enVuelo.esperar(dentro: 1)
    tarea.cancel()
    respuesta.abrir()
    let resultado = await tarea.value
    #expect(
      resultado
        == ResultadoDeBorradoMasivo(
          total: 10, confirmado: true, borrados: 4, pendientes: Self.ids(5...10), cancelado: true))
    #expect(try await servidor.cargar().map(\.id) == Self.ids(5...10))
  }

  @Test(
    "cancelled while a batch failed for a passing reason, the batch is settled by look-ups",
    arguments: [true, false])
  func cancelacionAsentada(servidorLoBorro: Bool) async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(5))
    let enVuelo = Concurrencia()
    let respuesta = Compuerta()
    let borrado = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        enVuelo.entrar()
        defer { enVuelo.salir() }
        try await respuesta.pasar()
        if servidorLoBorro { _ = try await servidor.borrarVarios(ids: ids) }
        throw ErrorArticulos.red(.conexionInterrumpida)
      }
    } operation: {
      BorradoMasivoModel(tamanoLote: 3)
    }
    let tarea = Task { await borrado.borrar(Self.ids(1...5), confirmacion: .previa) }
    try await enVuelo.esperar(dentro: 1)
    tarea.cancel()
    respuesta.abrir()
    let resultado = await tarea.value
    #expect(resultado.reintentos == 0, "no new try after the cancel")
    #expect(resultado.borrados == (servidorLoBorro ? 3 : 0))
    #expect(resultado.pendientes == (servidorLoBorro ? [] : Self.ids(1...3)) + Self.ids(4...5))
    #expect(resultado.fallidos.isEmpty)
    #expect(resultado.cancelado)
  }

  @Test(
    "cancelled with two batches in flight, each ends as its answer says, looked up if need be",
    arguments: [true, false])
  func cancelacionConDosEnVuelo(servidorLoBorro: Bool) async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(12))
    let enVuelo = Concurrencia()
    let respuesta = Compuerta()
    let borrado = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        guard ids != Self.ids(1...3) else { return try await servidor.borrarVarios(ids: ids) }
        enVuelo.entrar()
        defer { enVuelo.salir() }
        try await respuesta.pasar()
        if ids == Self.ids(4...6) { return try await servidor.borrarVarios(ids: ids) }
        if servidorLoBorro { _ = try await servidor.borrarVarios(ids: ids) }
        throw ErrorArticulos.red(.conexionInterrumpida)
      }
    } operation: {
      BorradoMasivoModel(tamanoLote: 3)
    }
    let tarea = Task { await borrado.borrar(Self.ids(1...12), confirmacion: .previa) }
    try await enVuelo.esperar(dentro: 2)
    tarea.cancel()
    respuesta.abrir()
    let resultado = await tarea.value
    #expect(resultado.reintentos == 0, "no new try after the cancel")
    #expect(resultado.borrados == (servidorLoBorro ? 9 : 6))
    #expect(resultado.pendientes == (servidorLoBorro ? [] : Self.ids(7...9)) + Self.ids(10...12))
    #expect(resultado.fallidos.isEmpty)
    #expect(resultado.cancelado)
    #expect(
      try await servidor.cargar().map(\.id)
        == (servidorLoBorro ? [] : Self.ids(7...9)) + Self.ids(10...12))
  }

  @Test("look-ups stop at the first the server cannot answer; the rest of the batch stays pending")
  func consultasSinRespuesta() async throws {
    let consultas = Registro<Articulo.ID>()
    let enVuelo = Concurrencia()
    let respuesta = Compuerta()
    let borrado = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos.borrarVarios = { _ in
        enVuelo.entrar()
        defer { enVuelo.salir() }
        try await respuesta.pasar()
        throw ErrorArticulos.red(.conexionInterrumpida)
      }
      $0.clienteArticulos.obtener = { id in
        consultas.anotar(id)
        throw ErrorArticulos.red(.conexionRechazada(destino: "127.0.0.1:1"))
      }
    } operation: {
      BorradoMasivoModel(simultaneos: 2, tamanoLote: 6)
    }
    let tarea = Task { await borrado.borrar(Self.ids(1...6), confirmacion: .previa) }
    try await enVuelo.esperar(dentro: 1)
    tarea.cancel()
    respuesta.abrir()
    let resultado = await tarea.value
    #expect(consultas.cuenta == 2, "one round of look-ups, then no more")
    #expect(resultado.pendientes == Self.ids(1...6))
    #expect(resultado.borrados == 0)
  }

  /// A deletion in batches of `tamanoLote` on an in-memory server holding articles
  /// `1...cantidad`, and that server.
  static func enMemoria(
    _ cantidad: Int, tamanoLote: Int
  ) -> (ClienteArticulos, BorradoMasivoModel) {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(cantidad))
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
    } operation: {
      BorradoMasivoModel(tamanoLote: tamanoLote)
    }
    return (servidor, borrado)
  }
}
