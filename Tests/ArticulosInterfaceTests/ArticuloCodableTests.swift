import ArticulosInterface
import Foundation
import Testing

@Suite("Articulo as JSON: the import and --json format")
struct ArticuloCodableTests {
  @Test("An article survives a JSON round trip, dates included")
  func idaYVuelta() throws {
    let original = Articulo.muestra[1]
    let datos = try JSONEncoder().encode(original)
    #expect(try JSONDecoder().decode(Articulo.self, from: datos) == original)
  }

  @Test("Dates are ISO-8601 text in UTC, whatever the encoder's strategy")
  func fechasEnISO8601() throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    let json = try #require(String(data: try encoder.encode(Articulo.muestra[0]), encoding: .utf8))
    #expect(json.contains(#""creado":"2023-11-14T22:13:20.000Z""#))
  }

  @Test("Milliseconds survive a round trip")
  func milisegundos() throws {
    var articulo = Articulo.muestra[0]
    articulo.actualizado = Date(timeIntervalSince1970: 1_700_000_000.25)
    let copia = try JSONDecoder().decode(Articulo.self, from: JSONEncoder().encode(articulo))
    #expect(copia.actualizado == articulo.actualizado)
  }

  @Test("Missing tags decode as none")
  func sinEtiquetas() throws {
    let json =
      #"{"id":"a","titulo":"t","cuerpo":"c","creado":"2024-01-08T14:30:01Z","actualizado":"2024-01-08T14:30:01Z"}"#
    let articulo = try JSONDecoder().decode(Articulo.self, from: Data(json.utf8))
    #expect(articulo.etiquetas == [])
    #expect(articulo.id == "a")
  }

  @Test(
    "Wrong JSON is a decoding error naming what is wrong",
    arguments: [
      #"{"id":"a","titulo":"t","cuerpo":"c","creado":"ayer","actualizado":"2024-01-08T14:30:01Z"}"#,
      #"{"id":"a","cuerpo":"c","creado":"2024-01-08T14:30:01Z","actualizado":"2024-01-08T14:30:01Z"}"#,
      #"{"id":7,"titulo":"t","cuerpo":"c","creado":"2024-01-08T14:30:01Z","actualizado":"2024-01-08T14:30:01Z"}"#,
      #"{"id":"a","titulo":"t","cuerpo":"c","etiquetas":"x","creado":"2024-01-08T14:30:01Z","actualizado":"2024-01-08T14:30:01Z"}"#,
      "[]",
      "",
    ])
  func jsonErroneo(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Articulo.self, from: Data(json.utf8))
    }
  }

  @Test("An unparseable date says what a date must look like")
  func fechaIlegible() {
    let json =
      #"{"id":"a","titulo":"t","cuerpo":"c","creado":"ayer","actualizado":"2024-01-08T14:30:01Z"}"#
    do {
      _ = try JSONDecoder().decode(Articulo.self, from: Data(json.utf8))
      Issue.record("expected a decoding error")
    } catch {
      #expect(String(describing: error).contains("2024-01-08T14:30:01Z"))
    }
  }

  @Test("Ids from UUIDs are lowercase; ids compare as text")
  func ids() {
    let id = Articulo.ID(UUID(uuidString: "0B6B2F0E-3C1D-4A3E-9D7A-1F2C3B4D5E6F")!)
    #expect(id.rawValue == "0b6b2f0e-3c1d-4a3e-9d7a-1f2c3b4d5e6f")
    #expect(Articulo.ID("a") < Articulo.ID("b"))
  }
}
