import ArticulosInterface
import ArticulosTestSupport
import DatasetteTestSupport
import Foundation
import Testing
import TestSupport

@Suite("Ctrl-C stops the built executable cleanly", .datasetteServer(sampleArticles: 0))
struct InterrupcionBinarioTests {
  static let cantidad = 20_000

  @Test("an interrupted import exits 130 and keeps its progress; --resume finishes it")
  func importar() async throws {
    let servidor = try #require(DatasetteServer.current)
    let carpeta = try CarpetaTemporal()
    let datos = try carpeta.escribir(
      "grande.json", try textoJSON(Muestras.articulos(Self.cantidad, .herramienta(prefijo: "g-"))))
    let proceso = try ProcesoArticulos(["import", datos], entorno: entorno(de: servidor))
    try await proceso.esperarError("a count above 0") { error in
      error.split(separator: "\n").contains {
        $0.hasPrefix("Importing: ") && !$0.hasPrefix("Importing: 0/")
      }
    }
    proceso.interrumpir()
    let interrumpido = try await proceso.resultado()
    #expect(interrumpido.codigo == 130, "\(interrumpido)")
    #expect(!interrumpido.porSenal)
    #expect(interrumpido.error.contains("Error: Cancelled: "))
    #expect(interrumpido.error.contains("Run this to send the rest:\n  articulos import "))
    #expect(interrumpido.error.contains(" --resume\n"))
    #expect(carpeta.contenido() == [".grande.json.articulos-import.json", "grande.json"])

    let reanudado = try await ProcesoArticulos.ejecutar(
      ["import", datos, "--resume", "--json"], entorno: entorno(de: servidor))
    #expect(reanudado.codigo == 0, "\(reanudado)")
    let envio = try json(EnvioLeido.self, de: reanudado.salida)
    #expect(envio.completo)
    #expect(envio.omitidos > 0)
    #expect(envio.guardados + envio.omitidos == Self.cantidad)
    #expect(carpeta.contenido() == ["grande.json"])

    let destino = carpeta.ruta(de: "export.json")
    // NB: An export can end between its first progress line and the signal, which then proves
    // nothing: such a run is removed and tried again, at most three times.
    var cortada = try await Self.exportarEInterrumpir(destino, servidor: servidor)
    for _ in 1..<3 where cortada.codigo == 0 {
      try FileManager.default.removeItem(atPath: destino)
      cortada = try await Self.exportarEInterrumpir(destino, servidor: servidor)
    }
    #expect(cortada.codigo == 130, "\(cortada)")
    #expect(!cortada.porSenal)
    #expect(cortada.error.contains("Error: Cancelled. \(destino) was left as it was."))
    #expect(carpeta.contenido() == ["grande.json"])

    let completa = try await ProcesoArticulos.ejecutar(
      ["export", destino, "--json"], entorno: entorno(de: servidor))
    #expect(
      completa.salida
        == #"{"archivo":"\#(destino)","exportados":\#(Self.cantidad),"ilegibles":[]}"# + "\n")

    let otra = carpeta.ruta(de: "otra.json")
    let terminada = try ProcesoArticulos(["export", otra], entorno: entorno(de: servidor))
    try await terminada.esperarError(contiene: "Exporting: ")
    terminada.terminar()
    let porTerminar = try await terminada.resultado()
    #expect(porTerminar.codigo == 128 + SIGTERM, "\(porTerminar)")
    #expect(carpeta.contenido() == ["export.json", "grande.json"])
  }

  @Test("Ctrl-C during an import or a copy reports exactly what the server written to holds")
  func cuentasExactas() async throws {
    try await DatasetteServer.with(sampleArticles: 0) { origen in
      let carpeta = try CarpetaTemporal()
      let generados = Muestras.articulos(Self.cantidad, .herramienta(prefijo: "e-"))
      let datos = try carpeta.escribir("exacta.json", try textoJSON(generados))
      let importacion = try ProcesoArticulos(
        ["import", datos, "--json"], entorno: entorno(de: origen))
      let informe = try await Self.informeTrasInterrumpir(importacion, accion: "Importing")
      // NB: Batches in flight at Ctrl-C got their answers: saved and counted, or left.
      #expect(informe.guardados == (try await Self.articulos(en: origen)))
      #expect(
        informe.guardados + informe.pendientes.count + informe.fallidos.flatMap(\.ids).count
          == Self.cantidad)

      let resto = try await ProcesoArticulos.ejecutar(
        ["import", datos, "--resume"], entorno: entorno(de: origen))
      #expect(resto.codigo == 0, "\(resto)")

      try await DatasetteServer.with(sampleArticles: 0) { destino in
        let copia = try ProcesoArticulos(
          ["copy", "--to", destino.rootURL.absoluteString, "--json"],
          entorno: entorno(de: origen).merging([
            "ARTICULOS_TO_TOKEN": destino.token.valorSecreto
          ]) { $1 })
        let informe = try await Self.informeTrasInterrumpir(copia, accion: "Copying")
        #expect(informe.guardados == (try await Self.articulos(en: destino)))
      }
    }
  }

  /// Sends SIGINT to `proceso` once its progress line shows a count above 0, expects it to end
  /// cancelled (130), and returns its `--json` report.
  private static func informeTrasInterrumpir(
    _ proceso: ProcesoArticulos, accion: String
  ) async throws -> EnvioLeido {
    try await proceso.esperarError("a count above 0") { error in
      error.split(separator: "\n").contains {
        $0.hasPrefix("\(accion): ") && !$0.hasPrefix("\(accion): 0/")
      }
    }
    proceso.interrumpir()
    let resultado = try await proceso.resultado()
    #expect(resultado.codigo == 130, "\(resultado)")
    let informe = try json(EnvioLeido.self, de: resultado.salida)
    #expect(informe.cancelado)
    return informe
  }

  /// How many articles `servidor` holds, as `list --all` reads them.
  /// `export` to `destino`, interrupted once its first progress line is out.
  private static func exportarEInterrumpir(
    _ destino: String, servidor: DatasetteServer
  ) async throws -> ProcesoArticulos.Resultado {
    let exportacion = try ProcesoArticulos(["export", destino], entorno: entorno(de: servidor))
    try await exportacion.esperarError(contiene: "Exporting: ")
    exportacion.interrumpir()
    return try await exportacion.resultado()
  }

  private static func articulos(en servidor: DatasetteServer) async throws -> Int {
    let listado = try await ProcesoArticulos.ejecutar(
      ["list", "--all", "--json"], entorno: entorno(de: servidor))
    return try json(ListadoLeido.self, de: listado.salida).articulos.count
  }
}
