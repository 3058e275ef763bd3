import ArticulosInterface
import Foundation
import Testing

@Suite("Validation: every problem named before any request")
struct ValidacionTests {
  @Test("A complete article has no problems")
  func articuloValido() throws {
    #expect(Articulo.muestra[0].problemas.isEmpty)
  }

  @Test("A blank title is a problem")
  func tituloEnBlanco() {
    var articulo = Articulo.muestra[0]
    articulo.titulo = " \n "
    #expect(articulo.problemas == [.tituloVacio])
  }

  @Test("Oversized title and body are problems, with their lengths")
  func demasiadoLargos() {
    var articulo = Articulo.muestra[0]
    articulo.titulo = String(repeating: "a", count: Articulo.longitudMaximaTitulo + 1)
    articulo.cuerpo = String(repeating: "b", count: Articulo.longitudMaximaCuerpo + 1)
    #expect(
      articulo.problemas == [
        .tituloDemasiadoLargo(longitud: 201), .cuerpoDemasiadoLargo(longitud: 1_048_577),
      ])
  }

  @Test("The body's limit counts bytes of UTF-8, so a full body still fits one server write")
  func limiteDelCuerpoEnBytes() {
    var articulo = Articulo.muestra[0]
    articulo.cuerpo = String(repeating: "b", count: Articulo.longitudMaximaCuerpo)
    #expect(articulo.problemas.isEmpty)
    articulo.cuerpo = String(repeating: "é", count: Articulo.longitudMaximaCuerpo / 2 + 1)
    #expect(
      articulo.problemas == [.cuerpoDemasiadoLargo(longitud: Articulo.longitudMaximaCuerpo + 2)])
  }

  @Test("Duplicate tags are a problem, ignoring case and accents")
  func etiquetasRepetidas() {
    var articulo = Articulo.muestra[0]
    articulo.etiquetas = ["Café", "recetas", "cafe"]
    #expect(articulo.problemas == [.etiquetaRepetida("cafe")])
  }

  @Test("Empty, too long and too many tags are problems")
  func limitesDeEtiquetas() {
    var articulo = Articulo.muestra[0]
    articulo.etiquetas = [" ", String(repeating: "x", count: 51)]
    #expect(articulo.problemas.count == 2)
    articulo.etiquetas = (0...20).map { "e\($0)" }
    #expect(articulo.problemas == [.demasiadasEtiquetas(cantidad: 21)])
  }

  @Test("An empty or huge id is a problem")
  func idInvalido() {
    var articulo = Articulo.muestra[0]
    articulo.id = ""
    #expect(articulo.problemas == [.idInvalido])
    articulo.id = Articulo.ID(rawValue: String(repeating: "i", count: 201))
    #expect(articulo.problemas == [.idInvalido])
  }

  @Test("every problem is named at once, in field order")
  func todosLosProblemas() {
    var articulo = Articulo.muestra[0]
    articulo.titulo = ""
    articulo.etiquetas = ["a", "A"]
    #expect(articulo.problemas == [.tituloVacio, .etiquetaRepetida("A")])
  }
}
