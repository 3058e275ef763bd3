import AppCore
import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing
import TestSupport

@Suite(
  "Walks: pages that never end against a definite count stop with an error",
  .dependencies { _ in }, .timeLimit(.minutes(1)))
struct RecorridoSinFinTests {
  /// A source whose every page holds two new articles and a new cursor, and says it holds 5.
  private static func sinFin(total: Int = 5, totalEsMinimo: Bool = false) -> ClienteArticulos {
    var cliente = ClienteArticulos.enMemoria()
    cliente.listar = { cursor, _ in
      let numero = Int(cursor?.rawValue ?? "0") ?? 0
      return Pagina(
        articulos: [Muestras.articulo(2 * numero + 1), Muestras.articulo(2 * numero + 2)],
        total: total, totalEsMinimo: totalEsMinimo,
        siguiente: CursorDePagina(rawValue: String(numero + 1)))
    }
    return cliente
  }

  private static func esDeConteo(_ error: any Error) -> Bool {
    guard case .respuestaInvalida(let detalle) = error as? ErrorArticulos else { return false }
    return detalle.contains("counts 5 articles")
  }

  @MainActor
  @Test("a walk over the pages stops once it has clearly more rows than the count")
  func paginas() async throws {
    let explorador = withDependencies {
      $0.clienteArticulos = Self.sinFin()
    } operation: {
      ExploradorModel(tamanoPagina: 2)
    }
    var filas = 0
    await #expect(
      performing: {
        for try await pagina in explorador.paginas() { filas += pagina.articulos.count }
      }, throws: { Self.esDeConteo($0) })
    #expect(filas <= 5 + 100)
  }

  @Test("an export stops, and what it wrote stays bounded")
  func exportacion() async throws {
    let exportador = withDependencies {
      $0.clienteArticulos = Self.sinFin()
    } operation: {
      ExportadorModel(tamanoPagina: 2, reintentos: .ninguno)
    }
    let escrito = Registro<Int>()
    let avances = Registro<ProgresoDeExportacion>()
    await #expect(
      performing: {
        try await exportador.exportar(escribir: { escrito.anotar($0.count) }) { avances.anotar($0) }
      }, throws: { Self.esDeConteo($0) })
    #expect(escrito.todos.reduce(0, +) < 100_000)
    #expect(avances.todos.allSatisfy { $0.exportados <= 5 + 100 })
  }

  @Test("a copy stops with the count's error and writes a bounded number of articles")
  func copia() async throws {
    let destino = ClienteArticulos.enMemoria()
    let copia = withDependencies {
      $0.clienteArticulos = Self.sinFin()
      $0.clienteArticulosDestino = destino
    } operation: {
      CopiaModel(opciones: OpcionesDeEnvio(reintentos: .ninguno))
    }
    let resultado = await copia.copiar()
    let error = try #require(resultado.interrumpidoPor)
    #expect(Self.esDeConteo(error), "\(error)")
    #expect(try await destino.cargar().count <= 5 + 100)
  }

  @Test("a count that is only a lower bound is no total: the copy reports none, nor stops on it")
  func cotaInferior() async throws {
    var origen = ClienteArticulos.enMemoria(Muestras.articulos(30))
    let completo = origen.listar
    origen.listar = { cursor, tamano in
      var pagina = try await completo(cursor, tamano)
      pagina.total = 10
      pagina.totalEsMinimo = true
      return pagina
    }
    let copia = withDependencies {
      $0.clienteArticulos = origen
      $0.clienteArticulosDestino = .enMemoria()
    } operation: {
      CopiaModel()
    }
    let eventos = Registro<EventoDeEnvio>()
    let resultado = await copia.copiar { eventos.anotar($0) }
    #expect(resultado.completo)
    #expect(resultado.guardados == 30)
    #expect(resultado.total == nil)
    #expect(eventos.todos.first == .iniciado(total: nil))
  }

  @Test("an export's progress has no total when the count is only a lower bound")
  func cotaInferiorEnExportacion() async throws {
    var origen = ClienteArticulos.enMemoria(Muestras.articulos(30))
    let completo = origen.listar
    origen.listar = { cursor, tamano in
      var pagina = try await completo(cursor, tamano)
      pagina.total = 10
      pagina.totalEsMinimo = true
      return pagina
    }
    let exportador = withDependencies {
      $0.clienteArticulos = origen
    } operation: {
      ExportadorModel(tamanoPagina: 7)
    }
    let avances = Registro<ProgresoDeExportacion>()
    let resumen = try await exportador.exportar(escribir: { _ in }) { avances.anotar($0) }
    #expect(resumen.exportados == 30)
    #expect(avances.todos.allSatisfy { $0.total == nil })
  }
}
