import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosLive

/// Regression (found by `Scripts/fuzz.sh DatasetteJSON`): a row read from the server and saved
/// again must be the same row, or every edit moves the article's dates.
@Suite("DatasetteFila: a row read and written back is the same row")
struct DatasetteFilaRoundTripTests {
  @Test("Rows dated at every millisecond of a second are written back unchanged")
  func cadaMilisegundo() throws {
    var cambiadas: [String] = []
    for milisegundo in 1...999 {
      let fecha = "2024-01-08T14:30:01." + String(1000 + milisegundo).dropFirst() + "Z"
      let fila = try Self.fila(creado: fecha, actualizado: fecha)
      let escrita = try DatasetteFila(try fila.articulo())
      if escrita != fila { cambiadas.append("\(fecha) → \(escrita.creado)") }
    }
    #expect(cambiadas.isEmpty, "\(cambiadas.count) changed, like \(cambiadas.prefix(3))")
  }

  @Test("The fuzzer's row, dated in the year 202420, keeps its text after its first save")
  func filaDelFuzzerEstable() throws {
    let fila = try Self.fila(
      creado: "202420-2-9T23:59:59.999Z", actualizado: "2024-03-01T00:00:00Z")
    let guardada = try DatasetteFila(try fila.articulo())
    let guardadaOtraVez = try DatasetteFila(try guardada.articulo())

    #expect(guardada.creado == "202420-02-09T23:59:59.999Z")
    #expect(guardadaOtraVez == guardada)
  }

  private static func fila(creado: String, actualizado: String) throws -> DatasetteFila {
    let json = """
      {"id": "a1", "titulo": "T", "cuerpo": "C", "etiquetas": "[\\"x\\"]", \
      "creado": "\(creado)", "actualizado": "\(actualizado)"}
      """
    return try JSONDecoder().decode(DatasetteFila.self, from: Data(json.utf8))
  }
}
