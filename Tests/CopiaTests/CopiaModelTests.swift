import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Compartido
import Copia
import Dependencies
import DependenciesTestSupport
import Envio
import Foundation
import Testing
import TestSupport

@Suite(
  "Copy: from one server to another through the second client key", .dependencies { _ in },
  .timeLimit(.minutes(1)))
struct CopiaModelTests {
  @Test("reads from the first client, writes to the second, and leaves the first alone")
  func copia() async throws {
    let origen = ClienteArticulos.enMemoria(Muestras.articulos(250))
    let destino = ClienteArticulos.enMemoria()
    let copia = withDependencies {
      $0.clienteArticulos = origen
      $0.clienteArticulosDestino = destino
    } operation: {
      CopiaModel()
    }
    let eventos = Registro<EventoDeEnvio>()
    let resultado = await copia.copiar { eventos.anotar($0) }
    #expect(resultado.guardados == 250)
    #expect(resultado.total == 250)
    #expect(resultado.completo)
    #expect(try await destino.cargar() == Muestras.articulos(250))
    #expect(try await origen.cargar() == Muestras.articulos(250))
    #expect(eventos.todos.first == .iniciado(total: 250))
    #expect(eventos.todos.last == .terminado(resultado))
  }

  // NB: that no more batches are in flight than allowed is checked in ConcurrenciaAcotadaTests.
  @Test("writes a page as one batch")
  func lotes() async throws {
    let tamanos = Registro<Int>()
    let copia = withDependencies {
      $0.clienteArticulos = .enMemoria(Muestras.articulos(95))
      $0.clienteArticulosDestino.guardarVarios = { lote in
        tamanos.anotar(lote.count)
        return lote
      }
    } operation: {
      CopiaModel(opciones: OpcionesDeEnvio(tamanoLote: 10, lotesSimultaneos: 2))
    }
    let resultado = await copia.copiar()
    #expect(tamanos.todos.sorted() == [5] + Array(repeating: 10, count: 9))
    #expect(resultado.guardados == 95)
  }

  @Test("a failed batch is reported, the rest copied, and a resumed copy writes only what is left")
  func reanudacion() async throws {
    let origen = ClienteArticulos.enMemoria(Muestras.articulos(30))
    let destino = ClienteArticulos.enMemoria()
    let primera = withDependencies {
      $0.clienteArticulos = origen
      $0.clienteArticulosDestino = destino
      $0.clienteArticulosDestino.guardarVarios = { lote in
        if lote.contains(where: { $0.id == "a0025" }) {
          throw ErrorArticulos.peticionRechazada(estado: 413, mensaje: "demasiado")
        }
        return try await destino.guardarVarios(articulos: lote)
      }
    } operation: {
      CopiaModel(opciones: OpcionesDeEnvio(tamanoLote: 10))
    }
    let interrumpida = await primera.copiar(
      reanudando: EstadoDeReanudacion(origen: "copy to destino"))
    #expect(interrumpida.fallidos.map(\.ids.count) == [10])
    #expect(
      interrumpida.fallidos.first?.error == .peticionRechazada(estado: 413, mensaje: "demasiado"))
    #expect(interrumpida.guardados == 20)
    #expect(interrumpida.estado.origen == "copy to destino")

    let escritos = Registro<Articulo.ID>()
    let segunda = withDependencies {
      $0.clienteArticulos = origen
      $0.clienteArticulosDestino = destino
      $0.clienteArticulosDestino.guardarVarios = { lote in
        lote.forEach { escritos.anotar($0.id) }
        return try await destino.guardarVarios(articulos: lote)
      }
    } operation: {
      CopiaModel(opciones: OpcionesDeEnvio(tamanoLote: 10))
    }
    let reanudada = await segunda.copiar(reanudando: interrumpida.estado)
    #expect(escritos.todos == Muestras.ids(Array(Muestras.articulos(30)[20...])))
    #expect(reanudada.omitidos == 20)
    #expect(reanudada.completo)
    #expect(try await destino.cargar() == Muestras.articulos(30))
  }

  @Test("copying again converges: the destination ends the same")
  func convergencia() async throws {
    let destino = ClienteArticulos.enMemoria([Muestras.articulo(3)])
    let copia = withDependencies {
      $0.clienteArticulos = .enMemoria(Muestras.articulos(12))
      $0.clienteArticulosDestino = destino
    } operation: {
      CopiaModel(opciones: OpcionesDeEnvio(tamanoLote: 5))
    }
    _ = await copia.copiar()
    let primera = try await destino.cargar()
    _ = await copia.copiar()
    #expect(try await destino.cargar() == primera)
    #expect(primera == Muestras.articulos(12))
  }

  @Test("pages are read as large as the source gives them and written in batches of the size")
  func paginasGrandesEnLotes() async throws {
    let pedidos = Registro<Int>()
    let lotes = Registro<Int>()
    let origen = ClienteArticulos.enMemoria(Muestras.articulos(25))
    let destino = ClienteArticulos.enMemoria()
    let copia = withDependencies {
      $0.clienteArticulos.listar = { desde, tamano in
        pedidos.anotar(tamano)
        return try await origen.listar(desde: desde, tamano: tamano)
      }
      $0.clienteArticulosDestino = destino
      $0.clienteArticulosDestino.guardarVarios = { articulos in
        lotes.anotar(articulos.count)
        return try await destino.guardarVarios(articulos: articulos)
      }
    } operation: {
      CopiaModel(opciones: OpcionesDeEnvio(tamanoLote: 10, lotesSimultaneos: 1))
    }
    let resultado = await copia.copiar()
    #expect(resultado.guardados == 25)
    #expect(pedidos.todos == [PaginasDeArticulos.tamanoMaximo], "one page holds all 25")
    #expect(lotes.todos == [10, 10, 5])
    #expect(try await destino.cargar() == Muestras.articulos(25))
  }

  @Test("a page that cannot be read stops the copy; what was written is kept and reported")
  func errorDeLectura() async throws {
    let origen = ClienteArticulos.enMemoria(Muestras.articulos(25))
    let destino = ClienteArticulos.enMemoria()
    let copia = withDependencies {
      $0.clienteArticulos.listar = { desde, tamano in
        if desde != nil { throw ErrorArticulos.tokenRechazado(motivo: "firma") }
        return try await origen.listar(desde: desde, tamano: min(tamano, 10))  // pages of 10
      }
      $0.clienteArticulosDestino = destino
    } operation: {
      CopiaModel(opciones: OpcionesDeEnvio(tamanoLote: 10))
    }
    let resultado = await copia.copiar()
    #expect(resultado.interrumpidoPor == .tokenRechazado(motivo: "firma"))
    #expect(resultado.guardados == 10)
    #expect(!resultado.completo)
    #expect(try await destino.cargar() == Muestras.articulos(10))
    #expect(resultado.resumen.contains("stopped"))
  }

  @Test("a source that cannot be read at all still starts and ends the events")
  func origenIlegible() async {
    let copia = withDependencies {
      $0.clienteArticulos.listar = { _, _ in throw ErrorArticulos.red(.nombreDesconocido(host: "x"))
      }
    } operation: {
      CopiaModel()
    }
    let eventos = Registro<EventoDeEnvio>()
    let resultado = await copia.copiar { eventos.anotar($0) }
    #expect(resultado.interrumpidoPor == .red(.nombreDesconocido(host: "x")))
    #expect(eventos.todos == [.iniciado(total: nil), .terminado(resultado)])
  }

  @Test("a passing read failure is retried on the clock, then the copy goes on")
  func reintentoDeLectura() async throws {
    let reloj = RelojDePrueba()
    let lecturas = Registro<Int>()
    let origen = ClienteArticulos.enMemoria(Muestras.articulos(3))
    let copia = withDependencies {
      $0.continuousClock = reloj
      $0.clienteArticulos.listar = { desde, tamano in
        lecturas.anotar(1)
        if lecturas.cuenta == 1 { throw ErrorArticulos.servidor(estado: 500, mensaje: "") }
        return try await origen.listar(desde: desde, tamano: tamano)
      }
      $0.clienteArticulosDestino = .enMemoria()
    } operation: {
      CopiaModel(
        opciones: OpcionesDeEnvio(reintentos: PoliticaDeReintentos(esperaInicial: .seconds(1))))
    }
    let eventos = Registro<EventoDeEnvio>()
    let tarea = Task { await copia.copiar { eventos.anotar($0) } }
    try await reloj.esperarDormidas(1)
    await reloj.advance(by: .seconds(1))
    let resultado = await tarea.value
    #expect(resultado.guardados == 3)
    #expect(
      eventos.todos.contains(
        .reintentando(
          Reintento(
            ids: [], intento: 2, espera: .seconds(1), error: .servidor(estado: 500, mensaje: "")))))
  }

  @Test("articles that break the rules are reported, not written")
  func invalidos() async throws {
    var roto = Muestras.articulo(2)
    roto.etiquetas = ["x", "X"]
    let destino = ClienteArticulos.enMemoria()
    let copia = withDependencies {
      $0.clienteArticulos = .enMemoria([Muestras.articulo(1), roto])
      $0.clienteArticulosDestino = destino
    } operation: {
      CopiaModel()
    }
    let resultado = await copia.copiar()
    #expect(
      resultado.invalidos == [
        ArticuloInvalido(
          ubicacion: "a0002", id: "a0002", titulo: roto.titulo,
          motivo: .problemas([.etiquetaRepetida("X")]))
      ])
    #expect(try await destino.cargar() == [Muestras.articulo(1)])
  }

  @Test("a row the source cannot read is reported with its id; the rest are copied")
  func ilegibles() async throws {
    let ilegible = ArticuloIlegible(id: "a0002", motivo: "the row 'a0002' has NULL in 'cuerpo'")
    let destino = ClienteArticulos.enMemoria()
    let copia = withDependencies {
      $0.clienteArticulos.listar = { _, _ in
        Pagina(articulos: [Muestras.articulo(1)], ilegibles: [ilegible], total: 2)
      }
      $0.clienteArticulosDestino = destino
    } operation: {
      CopiaModel()
    }
    let resultado = await copia.copiar()
    #expect(
      resultado.invalidos == [
        ArticuloInvalido(
          ubicacion: "a0002", id: "a0002", titulo: nil, motivo: .ilegible(ilegible.motivo))
      ])
    #expect(!resultado.completo)
    #expect(try await destino.cargar() == [Muestras.articulo(1)])
  }

  @Test("cancelling stops promptly and reports the unsent articles as pending")
  func cancelacion() async throws {
    let enVuelo = Concurrencia()
    let sinRespuesta = Compuerta()  // never opened: only the cancel ends these batches
    let copia = withDependencies {
      $0.clienteArticulos = .enMemoria(Muestras.articulos(30))
      $0.clienteArticulosDestino.guardarVarios = { lote in
        enVuelo.entrar()
        defer { enVuelo.salir() }
        try await sinRespuesta.pasar()
        return lote
      }
      $0.clienteArticulosDestino.obtener = { id in throw ErrorArticulos.noEncontrado(id) }
    } operation: {
      CopiaModel(opciones: OpcionesDeEnvio(tamanoLote: 10, lotesSimultaneos: 2))
    }
    let tarea = Task { await copia.copiar() }
    try await enVuelo.esperar(dentro: 2)
    tarea.cancel()
    let resultado = await tarea.value
    #expect(resultado.cancelado)
    #expect(resultado.guardados == 0)
    #expect(resultado.fallidos.isEmpty)
    // The two batches in flight and the page read while waiting for a slot.
    #expect(Set(resultado.pendientes) == Set(Muestras.ids(Muestras.articulos(30))))
  }

  @Test("the events also arrive as a stream that ends with the result")
  func flujo() async {
    let copia = withDependencies {
      $0.clienteArticulos = .enMemoria(Muestras.articulos(4))
      $0.clienteArticulosDestino = .enMemoria()
    } operation: {
      CopiaModel(opciones: OpcionesDeEnvio(tamanoLote: 2))
    }
    var recibidos: [EventoDeEnvio] = []
    for await evento in copia.eventos() { recibidos.append(evento) }
    #expect(recibidos.count == 4)
    guard case .terminado(let resultado) = recibidos.last else {
      Issue.record("the last event is the result")
      return
    }
    #expect(resultado.guardados == 4)
  }
}
