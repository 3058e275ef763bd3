import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Compartido
import Dependencies
import DependenciesTestSupport
import Exploracion
import Testing
import TestSupport

@MainActor
@Suite("Browse: listing every article page by page", .dependencies { _ in })
struct ExploradorModelTests {
  @Test("loads the first page, then the next ones until the end, keeping what it loaded")
  func paginaAPagina() async throws {
    let explorador = withDependencies {
      $0.clienteArticulos = .enMemoria(Muestras.articulos(5))
    } operation: {
      ExploradorModel(tamanoPagina: 2)
    }
    #expect(explorador.hayMas)
    let primera = try await explorador.primeraPagina()
    #expect(Muestras.ids(primera.articulos) == ["a0001", "a0002"])
    #expect(primera.total == 5)
    let segunda = try #require(try await explorador.siguientePagina())
    #expect(Muestras.ids(segunda.articulos) == ["a0003", "a0004"])
    let tercera = try #require(try await explorador.siguientePagina())
    #expect(Muestras.ids(tercera.articulos) == ["a0005"])
    #expect(!explorador.hayMas)
    #expect(try await explorador.siguientePagina() == nil)
    #expect(explorador.articulos == Muestras.articulos(5))
  }

  @Test("the next page before any page is the first one")
  func siguienteSinPrimera() async throws {
    let explorador = withDependencies {
      $0.clienteArticulos = .enMemoria(Muestras.articulos(3))
    } operation: {
      ExploradorModel(tamanoPagina: 2)
    }
    let pagina = try #require(try await explorador.siguientePagina())
    #expect(Muestras.ids(pagina.articulos) == ["a0001", "a0002"])
  }

  @Test("the first page again starts over and forgets what was loaded")
  func volverAEmpezar() async throws {
    let explorador = withDependencies {
      $0.clienteArticulos = .enMemoria(Muestras.articulos(3))
    } operation: {
      ExploradorModel(tamanoPagina: 2)
    }
    try await explorador.primeraPagina()
    try await explorador.siguientePagina()
    try await explorador.primeraPagina()
    #expect(Muestras.ids(explorador.articulos) == ["a0001", "a0002"])
  }

  @Test("asks the server with the cursor the previous page gave and the page size")
  func cursorYTamano() async throws {
    let pedidos = Registro<String>()
    let explorador = withDependencies {
      $0.clienteArticulos.listar = { desde, tamano in
        pedidos.anotar("\(desde?.rawValue ?? "-") \(tamano)")
        return desde == nil
          ? Pagina(articulos: [Muestras.articulo(1)], siguiente: CursorDePagina(rawValue: "c1"))
          : Pagina(articulos: [Muestras.articulo(2)])
      }
    } operation: {
      ExploradorModel(tamanoPagina: 7)
    }
    try await explorador.primeraPagina()
    try await explorador.siguientePagina()
    #expect(pedidos.todos == ["- 7", "c1 7"])
  }

  @Test("a server error leaves what was loaded as it was")
  func errorDelServidor() async throws {
    let explorador = withDependencies {
      $0.clienteArticulos.listar = { desde, _ in
        if desde != nil { throw ErrorArticulos.servidor(estado: 500, mensaje: "boom") }
        return Pagina(articulos: [Muestras.articulo(1)], siguiente: CursorDePagina(rawValue: "c"))
      }
    } operation: {
      ExploradorModel()
    }
    try await explorador.primeraPagina()
    await #expect(throws: ErrorArticulos.servidor(estado: 500, mensaje: "boom")) {
      try await explorador.siguientePagina()
    }
    #expect(Muestras.ids(explorador.articulos) == ["a0001"])
    #expect(explorador.ultimaPagina?.siguiente == CursorDePagina(rawValue: "c"))
  }

  @Test("pages() walks every page lazily, one request per page")
  func paginasPerezosas() async throws {
    let pedidos = Registro<CursorDePagina?>()
    let cliente = ClienteArticulos.enMemoria(Muestras.articulos(5))
    let explorador = withDependencies {
      $0.clienteArticulos = cliente
      $0.clienteArticulos.listar = { desde, tamano in
        pedidos.anotar(desde)
        return try await cliente.listar(desde: desde, tamano: tamano)
      }
    } operation: {
      ExploradorModel(tamanoPagina: 2)
    }
    var iterador = explorador.paginas().makeAsyncIterator()
    _ = try await iterador.next()
    #expect(pedidos.cuenta == 1)
    var tamanos: [Int] = []
    for try await pagina in explorador.paginas() { tamanos.append(pagina.articulos.count) }
    #expect(tamanos == [2, 2, 1])
  }

  @Test("pages(adelantando: true) asks for the next page as soon as it gives one out")
  func paginasAdelantadas() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(5))
    let pedidas = Registro<CursorDePagina?>()
    let segundaEnVuelo = Concurrencia()
    let respuesta = Compuerta()
    let explorador = withDependencies {
      $0.clienteArticulos.listar = { desde, tamano in
        pedidas.anotar(desde)
        if desde != nil, pedidas.cuenta == 2 {
          segundaEnVuelo.entrar()
          try await respuesta.pasar()
        }
        return try await servidor.listar(desde: desde, tamano: tamano)
      }
    } operation: {
      ExploradorModel(tamanoPagina: 2)
    }
    var iterador = explorador.paginas(adelantando: true).makeAsyncIterator()
    let primera = try #require(try await iterador.next())
    // The second page is asked for while the first is still in the caller's hands.
    try await segundaEnVuelo.esperar(dentro: 1)
    #expect(pedidas.todos == [nil, primera.siguiente])
    respuesta.abrir()
    var tamanos = [primera.articulos.count]
    while let pagina = try await iterador.next() { tamanos.append(pagina.articulos.count) }
    #expect(tamanos == [2, 2, 1])
    #expect(pedidas.cuenta == 3, "each page once, nothing after the last")
  }

  @Test("a walk that reads ahead stops at the server's error, and gives nothing after it")
  func paginasAdelantadasConError() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(5))
    let explorador = withDependencies {
      $0.clienteArticulos.listar = { desde, tamano in
        if desde != nil { throw ErrorArticulos.sinPermiso(motivo: "x") }
        return try await servidor.listar(desde: desde, tamano: tamano)
      }
    } operation: {
      ExploradorModel(tamanoPagina: 2, reintentos: .ninguno)
    }
    var iterador = explorador.paginas(adelantando: true).makeAsyncIterator()
    #expect(try await iterador.next()?.articulos.count == 2)
    await #expect(throws: ErrorArticulos.sinPermiso(motivo: "x")) { _ = try await iterador.next() }
    #expect(try await iterador.next() == nil)
  }

  @Test("cancelling a walk that waits for a page read ahead cancels that read")
  func paginasAdelantadasCanceladas() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(5))
    let enVuelo = Concurrencia()
    let nunca = Compuerta()  // never opened: the second page only ends by cancellation
    let explorador = withDependencies {
      $0.clienteArticulos.listar = { desde, tamano in
        guard desde != nil else { return try await servidor.listar(desde: desde, tamano: tamano) }
        enVuelo.entrar()
        defer { enVuelo.salir() }
        try await nunca.pasar()
        return try await servidor.listar(desde: desde, tamano: tamano)
      }
    } operation: {
      ExploradorModel(tamanoPagina: 2, reintentos: .ninguno)
    }
    let tarea = Task {
      var iterador = explorador.paginas(adelantando: true).makeAsyncIterator()
      _ = try await iterador.next()
      return try await iterador.next()
    }
    try await enVuelo.esperar(dentro: 1)
    tarea.cancel()
    await #expect(throws: ErrorArticulos.cancelado) { try await tarea.value }
    #expect(enVuelo.actual == 0, "the read ahead ended with the walk")
  }

  @Test("pages() stops with the server's error, and gives nothing after it")
  func paginasConError() async throws {
    let explorador = withDependencies {
      $0.clienteArticulos.listar = { _, _ in throw ErrorArticulos.sinPermiso(motivo: "x") }
    } operation: {
      ExploradorModel()
    }
    var iterador = explorador.paginas().makeAsyncIterator()
    await #expect(throws: ErrorArticulos.sinPermiso(motivo: "x")) { _ = try await iterador.next() }
    #expect(try await iterador.next() == nil)
  }

  @Test("pages() tries a read that fails for a passing reason again, on the continuous clock")
  func paginasReintentan() async throws {
    let pedidas = Registro<String>()
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(5))
    let explorador = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos.listar = { desde, tamano in
        pedidas.anotar(desde?.rawValue ?? "-")
        if pedidas.cuenta == 2 { throw ErrorArticulos.red(.conexionInterrumpida) }
        return try await servidor.listar(desde: desde, tamano: tamano)
      }
    } operation: {
      ExploradorModel(tamanoPagina: 2, reintentos: PoliticaDeReintentos(intentos: 2))
    }
    var tamanos: [Int] = []
    for try await pagina in explorador.paginas() { tamanos.append(pagina.articulos.count) }
    #expect(tamanos == [2, 2, 1])
    #expect(pedidas.todos == ["-", "a0002", "a0002", "a0004"])
  }

  @Test("pages() gives up with the last error once the tries are spent")
  func paginasAgotanReintentos() async throws {
    let pedidas = Registro<Int>()
    let explorador = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.clienteArticulos.listar = { _, _ in
        pedidas.anotar(1)
        throw ErrorArticulos.servidor(estado: 503, mensaje: "ocupado")
      }
    } operation: {
      ExploradorModel(reintentos: PoliticaDeReintentos(intentos: 3))
    }
    var iterador = explorador.paginas().makeAsyncIterator()
    await #expect(throws: ErrorArticulos.servidor(estado: 503, mensaje: "ocupado")) {
      _ = try await iterador.next()
    }
    #expect(pedidas.cuenta == 3)
    #expect(try await iterador.next() == nil)
  }

  @Test("the first and the next page are not retried: the person who asked decides")
  func paginaSueltaSinReintentos() async throws {
    // The clock is the unimplemented test value: a wait would fail this test.
    let pedidas = Registro<Int>()
    let explorador = withDependencies {
      $0.clienteArticulos.listar = { _, _ in
        pedidas.anotar(1)
        throw ErrorArticulos.red(.conexionInterrumpida)
      }
    } operation: {
      ExploradorModel()
    }
    await #expect(throws: ErrorArticulos.red(.conexionInterrumpida)) {
      try await explorador.primeraPagina()
    }
    #expect(pedidas.cuenta == 1)
  }

  @Test("pages() in a cancelled task throws cancelled without a request")
  func paginasCanceladas() async throws {
    let explorador = withDependencies {
      $0.clienteArticulos = .enMemoria(Muestras.articulos(3))
      $0.clienteArticulos.listar = { _, _ in
        Issue.record("no request after cancellation")
        return Pagina(articulos: [])
      }
    } operation: {
      ExploradorModel()
    }
    let tarea = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      var iterador = explorador.paginas().makeAsyncIterator()
      return try await iterador.next()
    }
    await #expect(throws: ErrorArticulos.cancelado) { try await tarea.value }
  }

  @Test("the page size is kept between 1 and the largest a walk asks for, 5,000")
  func tamanoAcotado() {
    #expect(ExploradorModel(tamanoPagina: 0).tamanoPagina == 1)
    #expect(ExploradorModel(tamanoPagina: 9_000).tamanoPagina == PaginasDeArticulos.tamanoMaximo)
    #expect(PaginasDeArticulos.tamanoMaximo == 5_000)
    #expect(ExploradorModel(tamanoPagina: 50).tamanoPagina == 50)
  }
}
