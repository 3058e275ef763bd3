import AppCore
import ArticulosInterface
import Foundation
import Testing
import TestSupport

@testable import ArticulosCLI

@Suite("Files written whole or not at all")
struct ArchivosTests {
  @Test("a confirmed write replaces the destination and leaves no temporary file")
  func confirmar() throws {
    let carpeta = try CarpetaTemporal()
    let destino = try carpeta.escribir("salida.json", "viejo")
    let registro = ArchivosTemporales()
    let escritura = try EscrituraAtomica(destino: destino, registro: registro)
    #expect(registro.pendientes == [escritura.temporal])
    try escritura.escribir(Data("[1,".utf8))
    try escritura.escribir(Data("2]".utf8))
    #expect(try String(contentsOfFile: destino, encoding: .utf8) == "viejo")
    try escritura.confirmar()
    #expect(try String(contentsOfFile: destino, encoding: .utf8) == "[1,2]")
    #expect(carpeta.contenido() == ["salida.json"])
    #expect(registro.pendientes.isEmpty)
  }

  @Test("a discarded write leaves the destination as it was, and no temporary file")
  func descartar() throws {
    let carpeta = try CarpetaTemporal()
    let destino = try carpeta.escribir("salida.json", "viejo")
    let escritura = try EscrituraAtomica(destino: destino)
    try escritura.escribir(Data("a medias".utf8))
    escritura.descartar()
    #expect(try String(contentsOfFile: destino, encoding: .utf8) == "viejo")
    #expect(carpeta.contenido() == ["salida.json"])

    let nuevo = carpeta.ruta(de: "nuevo.json")
    try EscrituraAtomica(destino: nuevo).escribir(Data("x".utf8))
    #expect(carpeta.contenido() == ["salida.json"])
  }

  @Test("a write into a missing folder fails with the system's reason")
  func carpetaInexistente() throws {
    let carpeta = try CarpetaTemporal()
    let destino = carpeta.ruta(de: "no/existe.json")
    #expect(
      throws: ErrorDeArchivo(ruta: destino, accion: "create", errno: ENOENT)
    ) { try EscrituraAtomica(destino: destino) }
    #expect(
      ErrorDeArchivo(ruta: "/x", accion: "create", errno: ENOENT).description
        == "Cannot create /x: No such file or directory.")
  }

  @Test("a second Ctrl-C's clean-up removes every temporary file in progress")
  func limpieza() throws {
    let carpeta = try CarpetaTemporal()
    let registro = ArchivosTemporales()
    let escritura = try EscrituraAtomica(destino: carpeta.ruta(de: "a.json"), registro: registro)
    #expect(FileManager.default.fileExists(atPath: escritura.temporal))
    registro.eliminarTodos()
    #expect(!FileManager.default.fileExists(atPath: escritura.temporal))
    escritura.descartar()
  }

  @Test("an import keeps its progress inside a folder, or beside a file")
  func estadoDeImportacion() throws {
    #expect(
      EstadoDeImportacion(entrada: "notas", esCarpeta: true).ruta == "notas/.articulos-import.json")
    #expect(
      EstadoDeImportacion(entrada: "datos/a.json", esCarpeta: false).ruta
        == "datos/.a.json.articulos-import.json")
    #expect(
      EstadoDeImportacion(entrada: "a.json", esCarpeta: false).ruta
        == ".a.json.articulos-import.json")

    let carpeta = try CarpetaTemporal()
    let estado = EstadoDeImportacion(entrada: carpeta.ruta(de: "a.json"), esCarpeta: false)
    #expect(try estado.leer() == nil)
    let guardado = EstadoDeReanudacion(
      origen: "/x/a.json", guardados: ["a1", "a2"], huella: "h3")
    try estado.guardar(guardado)
    #expect(try estado.leer() == guardado)
    estado.eliminar()
    #expect(!estado.existe)

    try carpeta.escribir(".a.json.articulos-import.json", "no es json")
    #expect(throws: ErrorDeArchivo.self) { try estado.leer() }
  }
}
