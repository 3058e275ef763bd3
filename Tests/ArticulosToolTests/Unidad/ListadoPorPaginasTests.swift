import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosCLI

@Suite("A listing printed page by page looks like one printed whole")
struct ListadoPorPaginasTests {
  @Test("the layout of the first rows lays out later rows aligned, cutting what is wider but an id")
  func disposicion() {
    let primera = Tabla(
      columnas: [
        ColumnaDeTabla("ID"), ColumnaDeTabla("TITLE", minimo: 5, ordenDeEncogimiento: 1),
        ColumnaDeTabla("TAGS", minimo: 4, ordenDeDescarte: 0),
      ],
      filas: [["a1", "Café", "uno"], ["b22", "Ñu", ""]])
    let disposicion = primera.disposicion(dentroDe: 80)
    #expect(
      ([disposicion.cabecera] + primera.filas.map(disposicion.linea))
        .joined(separator: "\n") == primera.texto(ancho: 80))
    // NB: An id is never cut, even wider than its column: a later page may need a longer prefix.
    #expect(disposicion.linea(["c333", "Una crónica larga", "dos"]) == "c333  Una …  dos")
  }

  @Test("a column left out for want of room stays out of later rows")
  func columnaFuera() {
    let primera = Tabla(
      columnas: [ColumnaDeTabla("ID"), ColumnaDeTabla("TAGS", minimo: 4, ordenDeDescarte: 0)],
      filas: [["a1", "uno, dos"]])
    let disposicion = primera.disposicion(dentroDe: 5)
    #expect(disposicion.posiciones == [0])
    #expect(disposicion.linea(["b2", "tres"]) == "b2")
    #expect(primera.columnasVisibles(dentroDe: 80) == [0, 1])
  }

  @Test("the JSON written in parts is the document written whole, byte for byte")
  func jsonPorPartes() {
    for (articulos, total, minimo, hayMas) in [
      (Articulo.muestra, 3, false, false), ([], 0, false, false),
      (Array(Articulo.muestra.prefix(1)), 10_001, true, true),
    ] as [([Articulo], Int?, Bool, Bool)] {
      var partes = FormatoJSON.ListadoPorPartes.apertura
      for (indice, articulo) in articulos.enumerated() {
        partes += FormatoJSON.ListadoPorPartes.articulo(articulo, primero: indice == 0)
      }
      partes += FormatoJSON.ListadoPorPartes.cierre(
        total: total, totalEsMinimo: minimo, hayMas: hayMas)
      let entero = FormatoJSON.texto(
        FormatoJSON.Listado(
          articulos: articulos, total: total, totalEsMinimo: minimo, hayMas: hayMas))
      #expect(partes == entero + "\n")
    }
    #expect(
      FormatoJSON.ListadoPorPartes.cierre(total: nil, totalEsMinimo: false, hayMas: false)
        == #"],"hayMas":false,"ilegibles":[],"total":null,"totalEsMinimo":false}"# + "\n")
    let ilegible = ArticuloIlegible(id: "a1", motivo: "the row 'a1' has NULL in 'cuerpo'")
    #expect(
      FormatoJSON.ListadoPorPartes.cierre(
        total: 2, totalEsMinimo: false, hayMas: false, ilegibles: [ilegible])
        == FormatoJSON.texto(
          FormatoJSON.Listado(
            articulos: [], total: 2, totalEsMinimo: false, hayMas: false,
            ilegibles: [FormatoJSON.Ilegible(ilegible)])
        ).dropFirst(#"{"articulos":["#.count) + "\n")
  }
}
