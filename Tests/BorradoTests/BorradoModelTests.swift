import ArticulosEnMemoria
import ArticulosInterface
import Borrado
import Dependencies
import DependenciesTestSupport
import Testing
import TestSupport

@Suite("Delete: only what was confirmed", .dependencies { _ in })
struct BorradoModelTests {
  /// A deletion on an in-memory server with the sample articles, and that server.
  static func borradoEnMemoria() -> (BorradoModel, ClienteArticulos) {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let borrado = withDependencies {
      $0.clienteArticulos = cliente
    } operation: {
      BorradoModel()
    }
    return (borrado, cliente)
  }

  @Test("confirmed beforehand (--yes), it deletes without asking")
  func previa() async throws {
    let (borrado, cliente) = Self.borradoEnMemoria()
    let resultado = try await borrado.borrar(Articulo.muestra[0].id, confirmacion: .previa)
    #expect(resultado == .borrado(Articulo.muestra[0]))
    #expect(try await cliente.cargar() == Array(Articulo.muestra.dropFirst()))
  }

  @Test("asked, it deletes on an explicit yes", arguments: ["y", "Y", "yes", "s", "Sí", " si \n"])
  func respuestaAfirmativa(respuesta: String) async throws {
    let (borrado, cliente) = Self.borradoEnMemoria()
    let preguntas = Registro<String>()
    let resultado = try await borrado.borrar(
      Articulo.muestra[0].id,
      confirmacion: .preguntando { pregunta in
        preguntas.anotar(pregunta)
        return respuesta
      })
    #expect(resultado == .borrado(Articulo.muestra[0]))
    #expect(try await cliente.cargar().count == 2)
    let pregunta = try #require(preguntas.todos.first)
    #expect(pregunta.contains(Articulo.muestra[0].titulo))
    #expect(pregunta.contains(Articulo.muestra[0].id.rawValue))
    #expect(pregunta.hasSuffix("[y/N] "))
  }

  @Test("asked, anything but a yes keeps the article", arguments: ["", "n", "no", "yess", "ok"])
  func respuestaNegativa(respuesta: String) async throws {
    let (borrado, cliente) = Self.borradoEnMemoria()
    let resultado = try await borrado.borrar(
      Articulo.muestra[0].id, confirmacion: .preguntando { _ in respuesta })
    #expect(resultado == .noConfirmado(ConfirmacionDeBorrado(articulo: Articulo.muestra[0])))
    #expect(try await cliente.cargar() == Articulo.muestra)
  }

  @Test("no answer at all (end of input) keeps the article")
  func sinRespuestaAlPreguntar() async throws {
    let (borrado, cliente) = Self.borradoEnMemoria()
    let resultado = try await borrado.borrar(
      Articulo.muestra[0].id, confirmacion: .preguntando { _ in nil })
    #expect(resultado == .noConfirmado(ConfirmacionDeBorrado(articulo: Articulo.muestra[0])))
    #expect(try await cliente.cargar() == Articulo.muestra)
  }

  @Test("with nobody to ask, it deletes nothing")
  func nadieAQuienPreguntar() async throws {
    let (borrado, cliente) = Self.borradoEnMemoria()
    let resultado = try await borrado.borrar(Articulo.muestra[0].id, confirmacion: .sinRespuesta)
    #expect(resultado == .noConfirmado(ConfirmacionDeBorrado(articulo: Articulo.muestra[0])))
    #expect(try await cliente.cargar() == Articulo.muestra)
  }

  @Test("an unknown id fails before anybody is asked")
  func noEncontrado() async {
    let (borrado, _) = Self.borradoEnMemoria()
    await #expect(throws: ErrorArticulos.noEncontrado("nadie")) {
      try await borrado.borrar(
        "nadie",
        confirmacion: .preguntando { _ in
          Issue.record("nothing to ask about")
          return "y"
        })
    }
  }

  @Test("preparing describes the deletion and deletes nothing")
  func preparar() async throws {
    let (borrado, cliente) = Self.borradoEnMemoria()
    let confirmacion = try await borrado.preparar(Articulo.muestra[0].id)
    #expect(confirmacion.articulo == Articulo.muestra[0])
    #expect(try await cliente.cargar() == Articulo.muestra)
  }

  @Test("a server error while deleting is thrown as it came")
  func errorAlBorrar() async {
    let borrado = withDependencies {
      $0.clienteArticulos.obtener = { _ in Articulo.muestra[0] }
      $0.clienteArticulos.borrar = { _ in throw ErrorArticulos.tokenRechazado(motivo: "caducado") }
    } operation: {
      BorradoModel()
    }
    await #expect(throws: ErrorArticulos.tokenRechazado(motivo: "caducado")) {
      try await borrado.borrar(Articulo.muestra[0].id, confirmacion: .previa)
    }
  }

  @Test("cancelled while asking, it deletes nothing and says it was cancelled")
  func canceladoAlPreguntar() async throws {
    let (borrado, cliente) = Self.borradoEnMemoria()
    let tarea = Task {
      try await borrado.borrar(
        Articulo.muestra[0].id,
        confirmacion: .preguntando { _ in
          withUnsafeCurrentTask { $0?.cancel() }  // Ctrl-C while the question is on screen
          return "y"
        })
    }
    await #expect(throws: ErrorArticulos.cancelado) { try await tarea.value }
    #expect(try await cliente.cargar() == Articulo.muestra)
  }
}
