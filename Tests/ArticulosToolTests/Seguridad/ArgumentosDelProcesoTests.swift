import Foundation
import Testing
import TestSupport

@Suite(
  "No process shows the token in its arguments: not the tool's, and it starts no other",
  .enabled(if: Plataforma.esLinux, "reads /proc/<pid>/cmdline and runs strace, both Linux's"))
struct ArgumentosDelProcesoTests {
  static let tokenDestino = "dstok_Dz4Wq8LmP2sK7vN1xR5t"

  @Test("tokens given with --token and --to-token read '********' in /proc/<pid>/cmdline")
  func lineaDeOrdenes() async throws {
    let servidor = try await ServidorAdversario(.retener)
    let cerrado = try PuertoCerrado()
    defer { cerrado.cerrar() }
    let destino = "http://127.0.0.1:\(cerrado.puerto)"
    let proceso = try ProcesoArticulos(
      [
        "--api", servidor.url, "--token", tokenHostil, "copy", "--to", destino,
        "--to-token=\(Self.tokenDestino)",
      ])
    try await servidor.esperar("the copy's first read") { !$0.peticiones.isEmpty }

    let leido = try Data(
      contentsOf: URL(fileURLWithPath: "/proc/\(proceso.identificador)/cmdline"))
    let argumentos = leido.split(separator: 0, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    proceso.interrumpir()
    let resultado = try await proceso.resultado()

    #expect(
      Array(argumentos.dropFirst().prefix(7)) == [
        "--api", servidor.url, "--token", "********",
        "copy", "--to", destino,
      ])
    #expect(
      argumentos.dropFirst(8).first == "--to-token=********")
    #expect(!muestraParteDelToken(String(decoding: leido, as: UTF8.self)))
    #expect(
      !muestraParteDelToken(String(decoding: leido, as: UTF8.self), token: Self.tokenDestino))
    // The tool kept its own copy: the token it sent is whole.
    #expect(servidor.peticiones.map(\.authorization) == ["Bearer \(tokenHostil)"])
    #expect(resultado.codigo == 130, "\(resultado)")
  }

  @Test(
    "the tool runs no other program: under strace its only execve is its own",
    arguments: [
      ["list", "--verbose"], ["save", "--title", "Traza"], ["import", "ARCHIVO"],
      ["export", "ARCHIVO"], ["copy", "--to", "SERVIDOR", "--to-token", "dstok_destino_1234"],
      ["--help"], ["--version"],
    ])
  func ningunOtroPrograma(argumentos: [String]) async throws {
    let servidor = try await ServidorAdversario(.normal)
    let carpeta = try CarpetaTemporal()
    let archivo = try carpeta.escribir("datos.json", #"[{"titulo": "Uno"}]"#)
    let registro = carpeta.ruta(de: "strace.log")
    let articulos = try ProcesoArticulos.ejecutable().path
    let concretos = argumentos.map {
      $0 == "ARCHIVO" ? archivo : $0 == "SERVIDOR" ? servidor.url : $0
    }

    let resultado = try await ProcesoArticulos(
      ["-f", "-qq", "-e", "trace=execve,execveat", "-o", registro, articulos] + concretos,
      entorno: ["ARTICULOS_API": servidor.url, "ARTICULOS_TOKEN": tokenHostil],
      programa: ProgramaDelSistema.ruta("strace")
    ).resultado()

    #expect(resultado.codigo == 0, "\(resultado)")
    let llamadas = try String(contentsOfFile: registro, encoding: .utf8)
      .split(separator: "\n").filter { $0.contains("execve") }
    // NB: Under the sanitizer lanes, `ARTICULOS_BIN` is a launcher script that sets the
    // sanitizer's options and execs the real binary: a second `articulos`, never another program.
    let programas = llamadas.compactMap { $0.split(separator: "\"").dropFirst().first }
    #expect(llamadas.first?.contains(#"execve("\#(articulos)""#) == true, "\(llamadas)")
    #expect(programas.count == llamadas.count, "\(llamadas)")
    #expect(programas.allSatisfy { $0.hasSuffix("/articulos") }, "\(llamadas)")
    let inicio = try FileHandle(forReadingFrom: URL(fileURLWithPath: articulos)).read(upToCount: 2)
    let esLanzador = inicio == Data("#!".utf8)
    #expect(llamadas.count == (esLanzador ? 2 : 1), "\(llamadas)")
  }
}
