import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import DependenciesTestSupport
import Edicion
import Foundation
import Testing
import TestSupport

@Suite(
  "Edit: creating and updating, checked before any request",
  .dependency(\.uuid, .incrementing),
  .dependency(\.date, .constant(Muestras.fecha))
)
struct EditorModelTests {
  @Test("a new article gets its id from uuid and both dates from date")
  func creaConIdYFechas() async throws {
    let cliente = ClienteArticulos.enMemoria()
    let editor = withDependencies {
      $0.clienteArticulos = cliente
    } operation: {
      EditorModel()
    }
    let primero = try await editor.crear(
      BorradorDeArticulo(titulo: "Café", cuerpo: "Moler", etiquetas: ["café"]))
    let segundo = try await editor.crear(BorradorDeArticulo(titulo: "Té"))
    #expect(
      primero
        == Articulo(
          id: "00000000-0000-0000-0000-000000000000", titulo: "Café", cuerpo: "Moler",
          etiquetas: ["café"], creado: Muestras.fecha, actualizado: Muestras.fecha))
    #expect(segundo.id == Articulo.ID(UUID(1)))
    #expect(try await cliente.cargar() == [primero, segundo])
  }

  @Test("the draft article is made without a request")
  func nuevoSinPeticion() {
    let articulo = EditorModel().nuevo(BorradorDeArticulo(titulo: "Solo local"))
    #expect(articulo.id == Articulo.ID(UUID(0)))
    #expect(articulo.creado == Muestras.fecha && articulo.actualizado == Muestras.fecha)
  }

  static let borradoresInvalidos: [(BorradorDeArticulo, [ProblemaDeArticulo])] = [
    (BorradorDeArticulo(titulo: "   "), [.tituloVacio]),
    (
      BorradorDeArticulo(
        titulo: "Largo", cuerpo: String(repeating: "a", count: Articulo.longitudMaximaCuerpo + 1)),
      [.cuerpoDemasiadoLargo(longitud: Articulo.longitudMaximaCuerpo + 1)]
    ),
    (BorradorDeArticulo(titulo: "Tags", etiquetas: ["Café", "cafe"]), [.etiquetaRepetida("cafe")]),
    (BorradorDeArticulo(titulo: "", etiquetas: ["", "x"]), [.tituloVacio, .etiquetaVacia]),
  ]

  @Test(
    "an invalid draft is refused with every problem, and nothing is sent",
    arguments: borradoresInvalidos)
  func borradorInvalido(borrador: BorradorDeArticulo, problemas: [ProblemaDeArticulo]) async {
    let editor = withDependencies {
      $0.clienteArticulos.guardar = { _ in
        Issue.record("an invalid article must not be sent")
        throw ErrorArticulos.cancelado
      }
    } operation: {
      EditorModel()
    }
    await #expect(throws: ErrorArticulos.articuloInvalido(problemas)) {
      try await editor.crear(borrador)
    }
  }

  @Test("a server error while creating is thrown as it came")
  func errorAlCrear() async {
    let editor = withDependencies {
      $0.clienteArticulos.guardar = { _ in throw ErrorArticulos.sinToken }
    } operation: {
      EditorModel()
    }
    await #expect(throws: ErrorArticulos.sinToken) {
      try await editor.crear(BorradorDeArticulo(titulo: "Sin permiso"))
    }
  }

  @Test("an update changes only the given fields, keeps the creation date, refreshes the other")
  func actualiza() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let editor = withDependencies {
      $0.clienteArticulos = cliente
    } operation: {
      EditorModel()
    }
    let original = Articulo.muestra[1]
    // NB: the suite's trait sets the date where the editor is used, and values in effect at a
    // read win over the captured ones: the later date must be in effect at the call.
    let guardado = try await withDependencies {
      $0.date = .constant(Muestras.fechaPosterior)
    } operation: {
      try await editor.actualizar(
        original.id, con: CambiosDeArticulo(titulo: "El año del pingüino emperador"))
    }
    var esperado = original
    esperado.titulo = "El año del pingüino emperador"
    esperado.actualizado = Muestras.fechaPosterior
    #expect(guardado == esperado)
    #expect(guardado.creado == original.creado)
    #expect(try await cliente.obtener(id: original.id) == esperado)
  }

  /// An editor over a server that holds no article and on which no save may happen: a save
  /// records an issue saying `porQue`.
  private static func editorSinArticulos(_ porQue: Comment) -> EditorModel {
    withDependencies {
      $0.clienteArticulos.obtener = { id in throw ErrorArticulos.noEncontrado(id) }
      $0.clienteArticulos.guardar = { _ in
        Issue.record(porQue)
        throw ErrorArticulos.cancelado
      }
    } operation: {
      EditorModel()
    }
  }

  @Test("an update of an unknown id is not found, and nothing is saved")
  func actualizaDesconocido() async {
    let editor = Self.editorSinArticulos("nothing to save")
    await #expect(throws: ErrorArticulos.noEncontrado("x9")) {
      try await editor.actualizar("x9", con: CambiosDeArticulo(titulo: "Nuevo"))
    }
  }

  @Test("saving under an id creates the article when none has it, with that id and both dates")
  func guardarEnIdCrea() async throws {
    let cliente = ClienteArticulos.enMemoria()
    let editor = withDependencies {
      $0.clienteArticulos = cliente
    } operation: {
      EditorModel()
    }
    let (articulo, creado) = try await editor.guardar(
      CambiosDeArticulo(titulo: "Nota", etiquetas: ["a"]), en: "nota-1")
    #expect(creado)
    #expect(
      articulo
        == Articulo(
          id: "nota-1", titulo: "Nota", cuerpo: "", etiquetas: ["a"], creado: Muestras.fecha,
          actualizado: Muestras.fecha))
    #expect(try await cliente.cargar() == [articulo])
  }

  @Test("saving under the id of a stored article updates it, keeping its creation date")
  func guardarEnIdActualiza() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let editor = withDependencies {
      $0.clienteArticulos = cliente
    } operation: {
      EditorModel()
    }
    let original = Articulo.muestra[0]
    let (articulo, creado) = try await withDependencies {
      $0.date = .constant(Muestras.fechaPosterior)
    } operation: {
      try await editor.guardar(CambiosDeArticulo(cuerpo: "Otro cuerpo"), en: original.id)
    }
    #expect(!creado)
    #expect(articulo.titulo == original.titulo)
    #expect(articulo.cuerpo == "Otro cuerpo")
    #expect(articulo.creado == original.creado)
    #expect(articulo.actualizado == Muestras.fechaPosterior)
    #expect(try await cliente.cargar().count == Articulo.muestra.count)
  }

  @Test("saving under a new id without a title is refused, and nothing is sent")
  func guardarEnIdSinTitulo() async {
    let editor = Self.editorSinArticulos("an article without a title must not be sent")
    await #expect(throws: ErrorArticulos.articuloInvalido([.tituloVacio])) {
      try await editor.guardar(CambiosDeArticulo(cuerpo: "Sin título"), en: "nueva")
    }
  }

  @Test("wrong changes are refused before the article is even loaded")
  func cambiosInvalidos() async {
    // The client is the unimplemented test value: a request would fail this test.
    let editor = EditorModel()
    await #expect(throws: ErrorArticulos.articuloInvalido([.tituloVacio, .etiquetaRepetida("B")])) {
      try await editor.actualizar(
        "a1", con: CambiosDeArticulo(titulo: "", etiquetas: ["b", "B"]))
    }
  }

  @Test("an update that makes a stored article invalid is refused before saving")
  func actualizacionQueInvalida() async {
    let viejo = Muestras.articulo(1)
    let guardados = Registro<Articulo>()
    let editor = withDependencies {
      $0.clienteArticulos.obtener = { _ in viejo }
      $0.clienteArticulos.guardar = { articulo in
        guardados.anotar(articulo)
        return articulo
      }
    } operation: {
      EditorModel()
    }
    let muchas = (0...Articulo.maximoEtiquetas).map { "e\($0)" }
    await #expect(throws: ErrorArticulos.articuloInvalido([.demasiadasEtiquetas(cantidad: 21)])) {
      try await editor.actualizar(viejo.id, con: CambiosDeArticulo(etiquetas: muchas))
    }
    #expect(guardados.todos.isEmpty)
  }

  @Test("changes decode from JSON with any field missing")
  func cambiosDesdeJSON() throws {
    let cambios = try JSONDecoder().decode(
      CambiosDeArticulo.self, from: Data(#"{"cuerpo":"nuevo"}"#.utf8))
    #expect(cambios == CambiosDeArticulo(cuerpo: "nuevo"))
    #expect(!cambios.vacios)
    #expect(CambiosDeArticulo().vacios)
    let borrador = try JSONDecoder().decode(
      BorradorDeArticulo.self, from: Data(#"{"titulo":"T"}"#.utf8))
    #expect(borrador == BorradorDeArticulo(titulo: "T"))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(BorradorDeArticulo.self, from: Data(#"{"cuerpo":"c"}"#.utf8))
    }
  }
}
