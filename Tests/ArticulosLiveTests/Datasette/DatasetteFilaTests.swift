import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosLive

@Suite("DatasetteFila translates articles to the table's six text columns and back")
struct DatasetteFilaTests {
  @Test("an article survives the round trip, tags and milliseconds included")
  func idaYVuelta() throws {
    var articulo = Articulo.muestra[1]
    articulo.etiquetas = ["naturaleza", "a/b", "comillas \"dobles\""]
    articulo.actualizado = Date(timeIntervalSince1970: 1_700_172_800.125)
    let fila = try DatasetteFila(articulo)
    #expect(try fila.articulo() == articulo)
  }

  @Test("tags are JSON text and dates ISO-8601 with a Z, the way the server's checks want them")
  func columnasComoTexto() throws {
    let fila = try DatasetteFila(Articulo.muestra[0])
    #expect(fila.etiquetas == #"["café","recetas"]"#)
    #expect(fila.creado == "2023-11-14T22:13:20.000Z")
    #expect(fila.id == "00000000-0000-0000-0000-000000000001")
  }

  @Test("the JSON of a row carries all six columns, even with no tags")
  func jsonConTodasLasColumnas() throws {
    var articulo = Articulo.muestra[0]
    articulo.etiquetas = []
    let objeto = try JSONSerialization.jsonObject(with: try DatasetteFila(articulo).json())
    let claves = try #require(objeto as? [String: String]).keys.sorted()
    #expect(claves == ["actualizado", "creado", "cuerpo", "etiquetas", "id", "titulo"])
  }

  @Test(
    "a row whose tags or dates do not parse is an invalid answer naming the row",
    arguments: [
      ("etiquetas", "no json"), ("etiquetas", #"{"a":1}"#), ("etiquetas", "[1, 2]"),
      ("creado", "ayer"), ("actualizado", "2024-13-45"),
    ])
  func columnasMalas(columna: String, valor: String) throws {
    var fila = try DatasetteFila(Articulo.muestra[0])
    switch columna {
    case "etiquetas": fila.etiquetas = valor
    case "creado": fila.creado = valor
    default: fila.actualizado = valor
    }
    #expect {
      try fila.articulo()
    } throws: { error in
      guard case .respuestaInvalida(let detalle) = error as? ErrorArticulos else { return false }
      return detalle.contains(fila.id) && detalle.contains(columna)
    }
  }
}
