import DatasetteTestSupport
import Foundation
import Testing
import TestSupport

/// Datasette stops counting at 10,001 rows and marks the count truncated: a lower bound, which
/// the tool must never print as a total.
@Suite("The built executable and a count Datasette stops at 10,001")
struct CuentaAcotadaBinarioTests {
  static let cantidad = 10_050

  @Test(
    "copying more than 10,000 articles between two real Datasettes never shows a count past 100%")
  func copiarMasDeDiezMil() async throws {
    try await DatasetteServer.with(sampleArticles: Self.cantidad) { origen in
      try await DatasetteServer.with(sampleArticles: 0) { destino in
        let lista = try await ProcesoArticulos.ejecutar(
          ["list", "--limit", "1"], entorno: entorno(de: origen, conToken: false))
        #expect(lista.salida.contains("Showing 1 of more than 10,000 articles."), "\(lista)")

        let copia = try await ProcesoArticulos.ejecutar(
          ["copy", "--to", destino.rootURL.absoluteString],
          entorno: entorno(de: origen).merging(
            ["ARTICULOS_TO_TOKEN": destino.token.valorSecreto]
          ) { $1 })
        #expect(copia.codigo == 0, "\(copia)")
        #expect(copia.salida.contains("Copied \(Self.cantidad) articles."), "\(copia.salida)")
        #expect(!copia.salida.contains("10001"), "\(copia.salida)")
        let progreso = copia.error.split(separator: "\n").filter { $0.hasPrefix("Copying: ") }
        #expect(!progreso.isEmpty, "\(copia.error)")
        for linea in progreso {
          #expect(!linea.contains("10001"), "\(linea)")
          // "Copying: N/M (P%)" only while N <= M; past it, "Copying: N articles".
          let cuenta = linea.dropFirst("Copying: ".count).prefix { $0 != " " }
          let partes = cuenta.split(separator: "/").compactMap { Int($0) }
          if partes.count == 2 { #expect(partes[0] <= partes[1], "\(linea)") }
        }

        // What the destination holds, read whole (its own count stops at 10,001 too).
        let carpeta = try CarpetaTemporal()
        let archivo = carpeta.ruta(de: "destino.json")
        let exportacion = try await ProcesoArticulos.ejecutar(
          ["export", archivo], entorno: entorno(de: destino))
        #expect(exportacion.codigo == 0, "\(exportacion)")
        #expect(!exportacion.error.contains("10001"), "\(exportacion.error)")
        let leidos = try JSONSerialization.jsonObject(
          with: try Data(contentsOf: URL(fileURLWithPath: archivo)))
        #expect((leidos as? [Any])?.count == Self.cantidad)
      }
    }
  }
}
