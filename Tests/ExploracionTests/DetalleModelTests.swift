import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import DependenciesTestSupport
import Edicion
import Exploracion
import Testing

@Suite("Browse: showing one article", .dependencies { _ in })
@MainActor
struct DetalleModelTests {
  @Test("loads the article with its id")
  func carga() async throws {
    let detalle = withDependencies {
      $0.clienteArticulos = .enMemoria(Articulo.muestra)
    } operation: {
      DetalleModel(id: Articulo.muestra[2].id)
    }
    #expect(try await detalle.cargar() == Articulo.muestra[2])
  }

  @Test("an unknown id is not found")
  func noEncontrado() async {
    let detalle = withDependencies {
      $0.clienteArticulos = .enMemoria(Articulo.muestra)
    } operation: {
      DetalleModel(id: "no-existe")
    }
    await #expect(throws: ErrorArticulos.noEncontrado("no-existe")) { try await detalle.cargar() }
  }

  @Test("a server error arrives as the client threw it")
  func errorDelServidor() async {
    let detalle = withDependencies {
      $0.clienteArticulos.obtener = { _ in throw ErrorArticulos.servidor(estado: 502, mensaje: "") }
    } operation: {
      DetalleModel(id: "a1")
    }
    await #expect(throws: ErrorArticulos.servidor(estado: 502, mensaje: "")) {
      try await detalle.cargar()
    }
  }

  @Test("a cancellation arrives as the client threw it")
  func cancelacion() async {
    let detalle = withDependencies {
      $0.clienteArticulos.obtener = { _ in throw CancellationError() }
    } operation: {
      DetalleModel(id: "a1")
    }
    await #expect(throws: CancellationError.self) { try await detalle.cargar() }
  }

  @Test("its editor and its deletion use its dependencies")
  func hijos() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let detalle = withDependencies {
      $0.clienteArticulos = cliente
      $0.date = .constant(Muestras.fechaPosterior)
    } operation: {
      DetalleModel(id: Articulo.muestra[0].id)
    }
    let editado = try await detalle.editor().actualizar(
      Articulo.muestra[0].id, con: CambiosDeArticulo(cuerpo: "Nuevo cuerpo"))
    #expect(editado.cuerpo == "Nuevo cuerpo")
    let resultado = try await detalle.borrado().borrar(
      Articulo.muestra[0].id, confirmacion: .previa)
    #expect(resultado == .borrado(editado))
    await #expect(throws: ErrorArticulos.noEncontrado(Articulo.muestra[0].id)) {
      try await detalle.cargar()
    }
  }
}
