import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import DependenciesTestSupport
import Envio
import Foundation
import Testing
import TestSupport

// NB: the expected ids are computed with IdDerivado and UUIDPorNombre, the import's own details.
@testable import Importacion

@Suite(
  "Import: reading and checking the source, before any request",
  .dependency(\.date, .constant(Muestras.fecha))
)
struct ImportadorPreparacionTests {
  /// An importer whose client is the unimplemented test value: preparing makes no request.
  let importador = ImportadorModel()

  @Test("full articles from a JSON file are planned as they are")
  func articulosCompletos() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir("articulos.json", try Muestras.json(Articulo.muestra))
    let archivo = carpeta.url(de: "articulos.json")
    let plan = try importador.preparar(.json(archivo))
    #expect(try plan.articulos() == Articulo.muestra)
    #expect(plan.total == 3)
    #expect(plan.invalidos.isEmpty)
    #expect(plan.omitidos == 0)
    #expect(plan.origen == archivo.standardizedFileURL.path)
    #expect(plan.estado.origen == plan.origen)
    #expect(plan.estado.guardados.isEmpty)
  }

  @Test("entries without an id get one derived from their title; without dates, the date's")
  func sinIdNiFechas() throws {
    let json = #"""
      [{"titulo": "Uno", "cuerpo": "c1"},
       {"id": "propio", "titulo": "Dos", "cuerpo": "c2", "etiquetas": ["x"]},
       {"titulo": "Tres", "cuerpo": "c3", "creado": "2024-01-08T14:30:01Z"}]
      """#
    let plan = try importador.preparar(.datosJSON(Data(json.utf8), origen: "memoria"))
    let creado = try #require(FechaISO8601.fecha(de: "2024-01-08T14:30:01Z"))
    #expect(
      try plan.articulos() == [
        Articulo(
          id: IdDerivado.paraTitulo("Uno", repeticion: 0), titulo: "Uno", cuerpo: "c1",
          creado: Muestras.fecha, actualizado: Muestras.fecha),
        Articulo(
          id: "propio", titulo: "Dos", cuerpo: "c2", etiquetas: ["x"], creado: Muestras.fecha,
          actualizado: Muestras.fecha),
        Articulo(
          id: IdDerivado.paraTitulo("Tres", repeticion: 0), titulo: "Tres", cuerpo: "c3",
          creado: creado, actualizado: creado),
      ])
  }

  @Test("the same id-less file prepared twice gives the same ids; equal titles get distinct ones")
  func idsEstables() throws {
    let json = Data(
      #"""
      [{"titulo": "Café", "cuerpo": "1"}, {"titulo": "Cafe\#u{301}", "cuerpo": "2"},
       {"titulo": "Otro", "cuerpo": "3"}]
      """#.utf8)
    let primero = try importador.preparar(.datosJSON(json, origen: "m"))
    let segundo = try withDependencies {
      $0.uuid = .incrementing
    } operation: {
      try ImportadorModel().preparar(.datosJSON(json, origen: "m"))
    }
    #expect(try primero.articulos().map(\.id) == segundo.articulos().map(\.id))
    #expect(try Set(primero.articulos().map(\.id)).count == 3)
    #expect(primero.invalidos.isEmpty)
    // "Café" typed precomposed and decomposed is one title: the second is its repetition.
    #expect(try primero.articulos()[1].id == IdDerivado.paraTitulo("Café", repeticion: 1))
    #expect(
      IdDerivado.paraTitulo("Café", repeticion: 0).rawValue
        == UUIDPorNombre.uuid(espacio: IdDerivado.espacioDeTitulos, nombre: "Café").uuidString
        .lowercased())
  }

  @Test("uuid and date are not used when every entry has its id and dates")
  func sinUsarDependencias() throws {
    // Unimplemented uuid and date fail the test if called.
    let importador = withDependencies {
      $0.uuid = UUIDGenerator {
        Issue.record("no id to make")
        return UUID(99)
      }
      $0.date = DateGenerator {
        Issue.record("no date to make")
        return .distantPast
      }
    } operation: {
      ImportadorModel()
    }
    let plan = try withDependencies {
      $0.uuid = UUIDGenerator {
        Issue.record("no id to make")
        return UUID(99)
      }
      $0.date = DateGenerator {
        Issue.record("no date to make")
        return .distantPast
      }
    } operation: {
      try importador.preparar(.datosJSON(try Muestras.json(Articulo.muestra), origen: "m"))
    }
    #expect(try plan.articulos() == Articulo.muestra)
  }

  @Test("invalid entries are reported one by one and left out; the rest is planned")
  func invalidos() throws {
    let largo = String(repeating: "x", count: Articulo.longitudMaximaCuerpo + 1)
    let json = """
      [{"id": "ok", "titulo": "Bien", "cuerpo": ""},
       {"id": "vacio", "titulo": "  ", "cuerpo": ""},
       {"id": "largo", "titulo": "Largo", "cuerpo": "\(largo)"},
       {"id": "tags", "titulo": "Tags", "cuerpo": "", "etiquetas": ["Año", "ano"]},
       {"id": "ok", "titulo": "Repetido", "cuerpo": ""},
       42,
       {"id": "fecha", "titulo": "Fecha", "cuerpo": "", "creado": "ayer"},
       {"id": "tipo", "titulo": ["no"], "cuerpo": ""},
       {"cuerpo": "sin título"}]
      """
    let plan = try importador.preparar(.datosJSON(Data(json.utf8), origen: "m"))
    #expect(try plan.articulos().map(\.id) == ["ok"])
    #expect(plan.total == 9)
    let motivos = plan.invalidos.map { "\($0.ubicacion) \($0.id?.rawValue ?? "-")" }
    #expect(
      motivos == [
        "#1 vacio", "#2 largo", "#3 tags", "#4 ok", "#5 -", "#6 fecha", "#7 tipo",
        "#8 \(IdDerivado.paraTitulo("", repeticion: 0))",
      ])
    #expect(plan.invalidos[0].motivo == .problemas([.tituloVacio]))
    #expect(
      plan.invalidos[1].motivo
        == .problemas([.cuerpoDemasiadoLargo(longitud: Articulo.longitudMaximaCuerpo + 1)]))
    #expect(plan.invalidos[2].motivo == .problemas([.etiquetaRepetida("ano")]))
    #expect(plan.invalidos[3].motivo == .idRepetido(primeraUbicacion: "#0"))
    #expect(plan.invalidos[4].motivo == .ilegible("expected an object"))
    #expect(
      plan.invalidos[5].motivo
        == .ilegible("'creado': 'ayer' is not an ISO-8601 date like 2024-01-08T14:30:01Z"))
    #expect(plan.invalidos[6].motivo == .ilegible("'titulo': expected text"))
    #expect(plan.invalidos[7].motivo == .problemas([.tituloVacio]))
    #expect(plan.invalidos[3].description == "#4 (ok): the id is already used by #0")
  }

  @Test(
    "a file that is not a JSON array is refused as a whole",
    arguments: [
      #"{"titulo": "suelto"}"#, "[{", "",
    ])
  func jsonInvalido(texto: String) {
    #expect {
      try importador.preparar(.datosJSON(Data(texto.utf8), origen: "malo.json"))
    } throws: { error in
      guard case .jsonInvalido(let ruta, _) = error as? ErrorDeImportacion else { return false }
      return ruta == "malo.json"
    }
  }

  @Test("a missing file or folder is named in the error")
  func noExiste() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    let falta = carpeta.url.appendingPathComponent("falta.json")
    #expect(throws: ErrorDeImportacion.noExiste(falta.path)) {
      try importador.preparar(.json(falta))
    }
    #expect(throws: ErrorDeImportacion.noExiste(falta.path)) {
      try FuenteDeImportacion(ruta: falta)
    }
    let sub = carpeta.url.appendingPathComponent("sub")
    #expect(throws: ErrorDeImportacion.noExiste(sub.path)) {
      try importador.preparar(.markdown(sub))
    }
  }

  @Test("a path is a Markdown source when it is a folder, a JSON one when it is a file")
  func fuentePorRuta() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir("a.json", "[]")
    let archivo = carpeta.url(de: "a.json")
    #expect(try FuenteDeImportacion(ruta: archivo) == .json(archivo))
    #expect(try FuenteDeImportacion(ruta: carpeta.url) == .markdown(carpeta.url))
  }

  @Test(
    "resuming skips saved articles (by position, or by id from an older state), and refuses a state saved from other content"
  )
  func reanudar() throws {
    let json = Data(
      #"[{"titulo": "A", "cuerpo": ""}, {"id": "b", "titulo": "B", "cuerpo": ""}]"#.utf8)
    let primero = try importador.preparar(.datosJSON(json, origen: "m"))
    var estado = primero.estado
    estado.guardados = ["b"]
    let segundo = try importador.preparar(.datosJSON(json, origen: "m"), reanudando: estado)
    #expect(try segundo.articulos().map(\.id) == [IdDerivado.paraTitulo("A", repeticion: 0)])
    #expect(segundo.omitidos == 1)
    #expect(segundo.estado == estado)
    var porPosicion = primero.estado
    porPosicion.entradasGuardadas.insertar([1])
    let tercero = try importador.preparar(.datosJSON(json, origen: "m"), reanudando: porPosicion)
    #expect(try tercero.articulos() == segundo.articulos(), "a position skips as its id does")
    #expect(tercero.omitidos == 1)

    let editado = Data(
      #"[{"titulo": "A", "cuerpo": ""}, {"id": "b", "titulo": "B", "cuerpo": "nuevo"}]"#.utf8)
    #expect(throws: ErrorDeImportacion.fuenteCambiada("m")) {
      try importador.preparar(.datosJSON(editado, origen: "m"), reanudando: estado)
    }
    #expect(estado.huella?.hasPrefix("fnv1a64:") == true)
  }

  @Test("a state from another source is refused")
  func estadoAjeno() {
    #expect(
      throws: ErrorDeImportacion.estadoDeOtroOrigen(esperado: "uno.json", encontrado: "otro.json")
    ) {
      try importador.preparar(
        .datosJSON(Data("[]".utf8), origen: "uno.json"),
        reanudando: EstadoDeReanudacion(origen: "otro.json"))
    }
  }

  @Test("every error explains itself and says what to do")
  func mensajes() {
    #expect(ErrorDeImportacion.noExiste("x").description.contains("'x'"))
    #expect(ErrorDeImportacion.sinMarkdown("d").description.contains(".md"))
    #expect(
      ErrorDeImportacion.jsonInvalido(ruta: "f", detalle: "expected an array").description
        .contains("expected an array"))
    #expect(
      ErrorDeImportacion.estadoDeOtroOrigen(esperado: "a", encontrado: "b").description
        .contains("Remove it"))
    #expect(
      ErrorDeImportacion.ilegible(ruta: "r", motivo: "m").description == "Cannot read 'r': m.")
  }
}
