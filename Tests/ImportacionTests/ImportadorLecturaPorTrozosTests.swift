import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing
import TestSupport

// NB: the fingerprint and the read size are the import's own details.
@testable import Importacion

@Suite(
  "Import: a JSON file is read a piece at a time, each element decoded alone",
  .dependency(\.date, .constant(Muestras.fecha))
)
struct ImportadorLecturaPorTrozosTests {
  /// An importer whose client is the unimplemented test value: preparing makes no request.
  let importador = ImportadorModel()

  @Test("a file many reads long gives every article, in order, with the whole file's fingerprint")
  func archivoLargo() throws {
    let articulos = Muestras.articulos(2_000)
    let json = try Muestras.json(articulos)
    #expect(json.count > 3 * LectorDeFuentes.tamanoDeLectura)
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir("largo.json", json)
    let plan = try importador.preparar(.json(carpeta.url(de: "largo.json")))
    #expect(try plan.articulos() == articulos)
    var huella = HuellaDeContenido()
    huella.anadir(json)
    #expect(plan.estado.huella == huella.texto)
    #expect(try importador.preparar(.datosJSON(json, origen: "m")).articulos() == articulos)
  }

  @Test("an element that is not JSON names its line and column in the file, not in the element")
  func errorEnElElemento() {
    let texto = "[{\"titulo\": \"a\", \"cuerpo\": \"b\"},\n  {\"titulo\": tru}]"
    #expect(
      throws: ErrorDeImportacion.jsonInvalido(
        ruta: "m", detalle: "invalid JSON at line 2, column 17")
    ) {
      try importador.preparar(.datosJSON(Data(texto.utf8), origen: "m"))
    }
    #expect(
      throws: ErrorDeImportacion.jsonInvalido(
        ruta: "m", detalle: "invalid JSON at line 1, column 6")
    ) {
      try importador.preparar(.datosJSON(Data("[{}, tru]".utf8), origen: "m"))
    }
  }

  @Test(
    "the array's frame is checked as it is read",
    arguments: [
      ("[{\"titulo\": \"a\"", "the JSON is cut short: it ends at line 1 before it is complete"),
      (
        "{\"titulo\": \"a\"}", "not a JSON array: it starts at line 1, column 1 with something else"
      ),
      ("[{}]\n,", "invalid JSON at line 2, column 1"),
      (" \n", "the file is empty"),
    ])
  func marco(texto: String, detalle: String) {
    #expect(throws: ErrorDeImportacion.jsonInvalido(ruta: "m", detalle: detalle)) {
      try importador.preparar(.datosJSON(Data(texto.utf8), origen: "m"))
    }
  }

  @Test("an element that is not an object is one invalid entry; the rest imports")
  func elementoQueNoEsObjeto() throws {
    let texto = #"[{"id": "a", "titulo": "A", "cuerpo": ""}, 42, "x"]"#
    let plan = try importador.preparar(.datosJSON(Data(texto.utf8), origen: "m"))
    #expect(try plan.articulos().map(\.id) == ["a"])
    #expect(plan.invalidos.map(\.ubicacion) == ["#1", "#2"])
    #expect(
      plan.invalidos.map(\.motivo) == [
        .ilegible("expected an object"), .ilegible("expected an object"),
      ])
  }

  @Test("a .jsonl file is JSON Lines: an article a line, blank lines skipped, named by line")
  func lineasJSON() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    let texto =
      "\u{FEFF}{\"id\": \"a\", \"titulo\": \"A\", \"cuerpo\": \"[x]\"}\r\n\n"
      + "  {\"id\": \"b\", \"titulo\": \"B\", \"cuerpo\": \"\"}\n42\n"
      + "{\"id\": \"c\", \"titulo\": \"C\", \"cuerpo\": \"sin salto final\"}"
    try carpeta.escribir("a.jsonl", texto)
    let archivo = carpeta.url(de: "a.jsonl")
    let fuente = try FuenteDeImportacion(ruta: archivo)
    #expect(fuente == .lineasJSON(archivo))
    let plan = try importador.preparar(fuente)
    #expect(try plan.articulos().map(\.id) == ["a", "b", "c"])
    #expect(try plan.articulos().first?.cuerpo == "[x]")
    #expect(plan.invalidos.map(\.ubicacion) == ["line 4"])
    #expect(plan.invalidos.map(\.motivo) == [.ilegible("expected an object")])
    #expect(plan.total == 4)
  }

  @Test("a line of JSON Lines that is not JSON stops the import, naming its line and column")
  func lineaMala() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    let texto = "{\"titulo\": \"A\", \"cuerpo\": \"\"}\n\n  {\"titulo\": tru}\n"
    try carpeta.escribir("mal.jsonl", texto)
    let archivo = carpeta.url(de: "mal.jsonl")
    #expect(
      throws: ErrorDeImportacion.jsonInvalido(
        ruta: archivo.path, detalle: "invalid JSON at line 3, column 17")
    ) {
      try importador.preparar(.lineasJSON(archivo))
    }
  }
}
