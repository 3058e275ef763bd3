import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosCLI

@Suite("Tables and text that fit the terminal")
struct TablaTests {
  @Test("measures accents as one column and wide characters as two")
  func anchoVisible() {
    #expect(AnchoVisible.de("café") == 4)
    #expect(AnchoVisible.de("cafe\u{301}") == 4)
    #expect(AnchoVisible.de("日本語") == 6)
    #expect(AnchoVisible.de("☕️ok") == 4)
    #expect(AnchoVisible.de("") == 0)
  }

  @Test("cuts with an ellipsis only when the text is wider than the room")
  func recortar() {
    #expect(AnchoVisible.recortar("Módulos claros", a: 8) == "Módulos…")
    #expect(AnchoVisible.recortar("Módulos", a: 7) == "Módulos")
    #expect(AnchoVisible.recortar("日本語", a: 4) == "日…")
    #expect(AnchoVisible.recortar("abc", a: 1) == "…")
    #expect(AnchoVisible.recortar("abc", a: 0) == "")
    #expect(AnchoVisible.rellenar("ñu", a: 4) == "ñu  ")
    #expect(AnchoVisible.enUnaLinea("a\nb\tc") == "a b c")
  }

  let tabla = Tabla(
    columnas: [
      ColumnaDeTabla("ID"), ColumnaDeTabla("TITLE", minimo: 5, ordenDeEncogimiento: 1),
      ColumnaDeTabla("TAGS", minimo: 4, ordenDeEncogimiento: 0),
    ],
    filas: [["a1", "Café de especialidad", "café, recetas"], ["b22", "Ñu", ""]])

  @Test("aligns columns at their natural width when there is room")
  func natural() {
    #expect(
      tabla.texto(ancho: 80) == """
        ID   TITLE                 TAGS
        a1   Café de especialidad  café, recetas
        b22  Ñu
        """)
  }

  @Test("shrinks the columns in their order, down to their minimum, to fit")
  func encoge() {
    let texto = tabla.texto(ancho: 30)
    #expect(
      texto == """
        ID   TITLE                TAGS
        a1   Café de especialid…  caf…
        b22  Ñu
        """)
    for linea in texto.split(separator: "\n") {
      #expect(AnchoVisible.de(String(linea)) <= 30)
    }
    for ancho in [20, 12, 5] {
      for linea in tabla.texto(ancho: ancho).split(separator: "\n") {
        #expect(AnchoVisible.de(String(linea)) <= ancho, "\(linea) is wider than \(ancho)")
      }
    }
  }

  @Test(
    "the articles' table shows the title first, keeps ids and dates whole and fits 80 and 60 columns"
  )
  func articulos() {
    for ancho in [80, 60] {
      let texto = Presentacion.tabla(Articulo.muestra, ancho: ancho)
      let lineas = texto.split(separator: "\n").map(String.init)
      #expect(lineas.count == 4)
      #expect(lineas[0].hasPrefix("TITLE "))
      #expect(lineas.allSatisfy { AnchoVisible.de($0) <= ancho })
      #expect(lineas[1].hasPrefix("Café de especialida"))
      #expect(lineas[1].hasSuffix("  00000000-0000-0000-0000-000000000001"))
      if ancho == 80 {
        #expect(lineas[1].contains("  2023-11-14  "))
      }
    }
  }

  /// Articles whose ids are UUIDs that differ from the ninth character, or from the twelfth.
  static func conIds(_ ids: [String]) -> [Articulo] {
    ids.enumerated().map { indice, id in
      Articulo(
        id: Articulo.ID(rawValue: id), titulo: "Un título bastante largo número \(indice)",
        cuerpo: "", etiquetas: [], creado: instanteDePrueba, actualizado: instanteDePrueba)
    }
  }

  @Test(
    "ids are cut to the shortest prefix that tells the rows apart, from 8 characters, as git does")
  func idsCortos() {
    let distintos = Self.conIds([
      "3f2a9c1e-0000-4000-8000-000000000001", "7b1d2e3f-0000-4000-8000-000000000002",
    ])
    let lineas = Presentacion.tabla(distintos, ancho: 80).split(separator: "\n")
    #expect(lineas[1].hasSuffix("  3f2a9c1e"))
    #expect(lineas[2].hasSuffix("  7b1d2e3f"))
    #expect(lineas[1].hasPrefix("Un título bastante largo número 0  "))

    let parecidos = Self.conIds([
      "3f2a9c1e-00a0-4000-8000-000000000001", "3f2a9c1e-00b0-4000-8000-000000000002",
    ])
    let largas = Presentacion.tabla(parecidos, ancho: 80).split(separator: "\n")
    #expect(largas[1].hasSuffix("  3f2a9c1e-00a"))
    #expect(largas[2].hasSuffix("  3f2a9c1e-00b"))

    #expect(Presentacion.longitudDeIds(["a1", "b2"]) == 8)
    #expect(Presentacion.longitudDeIds(["3f2a9c1e-1"], anterior: "3f2a9c1e-0") == 10)
  }

  @Test("with whole ids asked for (--full-ids), the table keeps every id whole")
  func idsCompletos() {
    let articulos = Self.conIds([
      "3f2a9c1e-0000-4000-8000-000000000001", "7b1d2e3f-0000-4000-8000-000000000002",
    ])
    let lineas = Presentacion.tabla(articulos, ancho: 80, idsCompletos: true)
      .split(separator: "\n")
    #expect(lineas[1].hasSuffix("  3f2a9c1e-0000-4000-8000-000000000001"))
    #expect(lineas.allSatisfy { AnchoVisible.de(String($0)) <= 80 })
  }

  @Test("a column that may go is left out when even the minimums do not fit")
  func prescindible() {
    let tabla = Tabla(
      columnas: [
        ColumnaDeTabla("ID"), ColumnaDeTabla("TAGS", minimo: 4, ordenDeDescarte: 0),
        ColumnaDeTabla("DATE"),
      ],
      filas: [["a1", "uno, dos", "2024-01-08"]])
    #expect(tabla.texto(ancho: 80) == "ID  TAGS      DATE\na1  uno, dos  2024-01-08")
    #expect(tabla.texto(ancho: 15) == "ID  DATE\na1  2024-01-08")
  }

  @Test(
    "ids are never cut: tags go first, then the date, then the title; nothing wraps at 80",
    arguments: [
      (100, ["TITLE", "TAGS", "UPDATED", "ID"]), (80, ["TITLE", "TAGS", "UPDATED", "ID"]),
      (66, ["TITLE", "UPDATED", "ID"]), (60, ["TITLE", "ID"]), (40, ["ID"]), (20, ["ID"]),
    ])
  func idsEnteros(ancho: Int, cabeceras: [String]) {
    let lineas = Presentacion.tabla(Articulo.muestra, ancho: ancho).split(separator: "\n")
    #expect(lineas[0].split(separator: " ").map(String.init) == cabeceras)
    for (linea, articulo) in zip(lineas.dropFirst(), Articulo.muestra) {
      #expect(linea.hasSuffix(articulo.id.rawValue), "\(linea)")
      #expect(linea.count <= max(ancho, articulo.id.rawValue.count), "\(linea)")
    }
  }

  @Test("bold headers only when asked, and only the header")
  func cabecera() {
    let prueba = ConsolaDePrueba()
    prueba.consola.imprimir(tabla.texto(ancho: 80), resaltandoLaPrimeraLinea: true)
    let lineas = prueba.salida.split(separator: "\n")
    #expect(lineas[0].hasPrefix("\u{1B}[1mID") && lineas[0].hasSuffix("\u{1B}[0m"))
    #expect(!lineas.dropFirst().joined().contains("\u{1B}"))
    #expect(!tabla.texto(ancho: 80).contains("\u{1B}"))
  }

  @Test("the progress bar fits its width and counts; plain lines say the same")
  func barra() {
    let linea = BarraDeProgreso.barra(accion: "Importing", hechos: 50, total: 200, ancho: 60)
    #expect(linea.count == 60)
    #expect(linea.hasPrefix("Importing ["))
    #expect(linea.hasSuffix("50/200    25%"))
    #expect(linea.filter { $0 == "#" }.count == 8)
    #expect(
      BarraDeProgreso.barra(accion: "Importing", hechos: 200, total: 200, ancho: 60).contains(
        "100%"))
    #expect(
      BarraDeProgreso.barra(accion: "Exporting", hechos: 7, total: nil, ancho: 60)
        == "Exporting 7 articles…")
    #expect(
      BarraDeProgreso.barra(accion: "Importing", hechos: 5, total: 10, ancho: 20)
        == "Importing 5/10 50%")
    #expect(
      BarraDeProgreso.linea(accion: "Importing", hechos: 50, total: 200)
        == "Importing: 50/200 (25%)")
    #expect(
      BarraDeProgreso.linea(accion: "Exporting", hechos: 7, total: nil) == "Exporting: 7 articles")
  }

  @Test("terminal width: the window, else COLUMNS, else 80; colour unless NO_COLOR or dumb")
  func terminal() {
    #expect(Terminal.ancho(deVentana: 132, columnas: "90") == 132)
    #expect(Terminal.ancho(deVentana: nil, columnas: "90") == 90)
    #expect(Terminal.ancho(deVentana: nil, columnas: "ancho") == 80)
    #expect(Terminal.ancho(deVentana: nil, columnas: "-5") == 80)
    #expect(Terminal.ancho(deVentana: nil, columnas: nil) == 80)
    #expect(Terminal.ancho(deVentana: 8, columnas: nil) == 20)
    #expect(Terminal.admiteColor(esTerminal: true, entorno: [:]))
    #expect(!Terminal.admiteColor(esTerminal: false, entorno: [:]))
    #expect(!Terminal.admiteColor(esTerminal: true, entorno: ["NO_COLOR": "1"]))
    #expect(Terminal.admiteColor(esTerminal: true, entorno: ["NO_COLOR": ""]))
    #expect(!Terminal.admiteColor(esTerminal: true, entorno: ["TERM": "dumb"]))
  }

  @Test("suggestions: the nearest word within two edits")
  func sugerencias() {
    #expect(Sugerencia.distancia("limt", "limit") == 1)
    #expect(Sugerencia.distancia("", "abc") == 3)
    #expect(Sugerencia.masParecida(a: "--limt", entre: ["--limit", "--all"]) == "--limit")
    #expect(Sugerencia.masParecida(a: "serch", entre: ["search", "show"]) == "search")
    #expect(Sugerencia.masParecida(a: "xyz", entre: ["list", "show"]) == nil)
    #expect(Sugerencia.masParecida(a: "x", entre: []) == nil)
  }

  @Test("a tag holding a comma is quoted, so one tag never reads like two")
  func etiquetaConComa() {
    #expect(Presentacion.etiquetas(["uno", "dos"]) == "uno, dos")
    #expect(Presentacion.etiquetas(["uno,dos"]) == #""uno,dos""#)
    #expect(Presentacion.etiquetas(["di \"hola\"", " borde"]) == #""di \"hola\"", " borde""#)
  }
}
