import AppCore
import ArticulosInterface
import Foundation
import Testing
import TestSupport

@testable import ArticulosCLI

@Suite("The progress of an import is a journal: a starting state, then a line per batch")
struct DiarioDeImportacionTests {
  let carpeta: CarpetaTemporal
  let archivo: EstadoDeImportacion

  init() throws {
    carpeta = try CarpetaTemporal()
    archivo = EstadoDeImportacion(entrada: carpeta.ruta(de: "datos.json"), esCarpeta: false)
  }

  var texto: String {
    (try? String(contentsOfFile: archivo.ruta, encoding: .utf8)) ?? "<no file>"
  }

  @Test("each confirmed batch appends its positions as one line; reading joins them to the start")
  func anotar() throws {
    let inicial = EstadoDeReanudacion(origen: "/x/datos.json", huella: "h4")
    try archivo.guardar(inicial)
    try archivo.anotar(ids: ["a1", "a2"], entradas: [1, 2])
    try archivo.anotar(ids: ["a0", "a4"], entradas: [0, 4])
    #expect(
      texto
        == #"{"entradasGuardadas":[],"guardados":[],"huella":"h4","origen":"\/x\/datos.json"}"#
        + "\n" + "[[1,2]]\n" + "[[0,0],[4,4]]\n")
    var esperado = inicial
    esperado.entradasGuardadas.insertar([0, 1, 2, 4])
    #expect(try archivo.leer() == esperado)
  }

  @Test("a batch without positions (a journal of an earlier version) is a line of ids")
  func anotarIds() throws {
    let inicial = EstadoDeReanudacion(origen: "/x/datos.json", guardados: ["a0"], huella: "h4")
    try archivo.guardar(inicial)
    try archivo.anotar(ids: ["a1", "a2"], entradas: [])
    try archivo.anotar(ids: ["a3"], entradas: [3])
    #expect(texto.hasSuffix("\n" + #"["a1","a2"]"# + "\n" + "[[3,3]]\n"))
    var esperado = EstadoDeReanudacion(
      origen: "/x/datos.json", guardados: ["a0", "a1", "a2"], huella: "h4")
    esperado.entradasGuardadas.insertar([3])
    #expect(try archivo.leer() == esperado)
  }

  @Test("saving the whole state again leaves one line")
  func reemplazar() throws {
    try archivo.guardar(EstadoDeReanudacion(origen: "o"))
    try archivo.anotar(ids: ["a1"], entradas: [0])
    let final = EstadoDeReanudacion(origen: "o", guardados: ["a1", "a2"])
    try archivo.guardar(final)
    #expect(texto.split(separator: "\n").count == 1)
    #expect(try archivo.leer() == final)
  }

  @Test("a last line cut short by a crash is ignored; that batch is simply sent again")
  func lineaCortada() throws {
    try carpeta.escribir(
      ".datos.json.articulos-import.json",
      #"{"guardados":[],"origen":"o"}"# + "\n" + #"["a1"]"# + "\n" + "[[0,0]]\n" + "[[1,")
    var esperado = EstadoDeReanudacion(origen: "o", guardados: ["a1"])
    esperado.entradasGuardadas.insertar([0])
    #expect(try archivo.leer() == esperado)
  }

  @Test(
    "a damaged line before the last, or a first line that is not a state, is an error",
    arguments: [
      #"{"guardados":[],"origen":"o"}"# + "\n" + #"["a1"#
        + "\n" + #"["a2"]"# + "\n",
      #"["a1"]"# + "\n",
      "",
    ])
  func danado(contenido: String) throws {
    try carpeta.escribir(".datos.json.articulos-import.json", contenido)
    #expect(throws: ErrorDeArchivo.self) { try archivo.leer() }
  }

  @Test("the one-object file of earlier versions still reads")
  func formatoAnterior() throws {
    try carpeta.escribir(
      ".datos.json.articulos-import.json",
      #"{"origen": "o", "guardados": ["a1"], "huella": "hz"}"#)
    #expect(
      try archivo.leer()
        == EstadoDeReanudacion(origen: "o", guardados: ["a1"], huella: "hz"))
  }

  @Test("appending to a journal that is gone fails, and creates nothing")
  func sinArchivo() {
    #expect(throws: ErrorDeArchivo.self) { try archivo.anotar(ids: ["a1"], entradas: [0]) }
    #expect(!archivo.existe)
  }
}
