import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import DependenciesTestSupport
import Foundation
import Importacion
import Testing
import TestSupport

@Suite(
  "Import: a folder of Markdown files",
  .dependency(\.date, .constant(Muestras.fecha))
)
struct ImportadorMarkdownTests {
  let importador = ImportadorModel()

  @Test("the title line, the tags line and the body make the article")
  func leeUnArchivo() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir(
      "cafe.md",
      """

      # Café de especialidad
      tags: café, recetas ,

      Moler justo antes.

      Segundo párrafo.

      """)
    let plan = try importador.preparar(.markdown(carpeta.url))
    let articulo = try #require(try plan.articulos().first)
    #expect(articulo.titulo == "Café de especialidad")
    #expect(articulo.etiquetas == ["café", "recetas"])
    #expect(articulo.cuerpo == "Moler justo antes.\n\nSegundo párrafo.")
    #expect(articulo.creado == Muestras.fecha)
  }

  @Test("without a tags line the article has no tags and the line after the title is body")
  func sinEtiquetas() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir("nota.md", "# Nota\r\nEtiquetas no: es cuerpo\r\nMás.\r\n")
    let articulo = try #require(try importador.preparar(.markdown(carpeta.url)).articulos().first)
    #expect(articulo.etiquetas == [])
    #expect(articulo.cuerpo == "Etiquetas no: es cuerpo\nMás.")
  }

  @Test("ids come from file names: the same folder gives the same ids, other names other ids")
  func idsDeterministas() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir("uno.md", "# Uno")
    try carpeta.escribir("dos.md", "# Dos")
    let primero = try importador.preparar(.markdown(carpeta.url))
    let segundo = try importador.preparar(.markdown(carpeta.url))
    #expect(try primero.articulos().map(\.id) == segundo.articulos().map(\.id))
    #expect(try Set(primero.articulos().map(\.id)).count == 2)
    #expect(try primero.articulos().allSatisfy { UUID(uuidString: $0.id.rawValue) != nil })
    #expect(try primero.articulos().map(\.titulo) == ["Dos", "Uno"])  // name order
  }

  @Test("a file without a title line takes its name as title; other files are ignored")
  func sinTitulo() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir("bien.md", "# Bien\ncuerpo")
    try carpeta.escribir("Sin título.md", "Solo cuerpo\n## Subtítulo")
    try carpeta.escribir("notas.txt", "# No es Markdown")
    try carpeta.escribir("latin1.md", Data([0x23, 0x20, 0xE1, 0xFF]))
    let plan = try importador.preparar(.markdown(carpeta.url))
    #expect(try plan.articulos().map(\.titulo) == ["Sin título", "Bien"])
    #expect(try plan.articulos()[0].cuerpo == "Solo cuerpo\n## Subtítulo")
    #expect(plan.total == 3)
    #expect(plan.invalidos.map(\.ubicacion) == ["latin1.md"])
    #expect(plan.invalidos[0].motivo == .ilegible("the file is not UTF-8 text"))
  }

  @Test("a single .md file imports alone; a file neither JSON nor Markdown is refused")
  func archivoSuelto() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir("otra.md", "# Otra")
    let nota = try carpeta.escribir("nota.md", "# Nota\ntags: a, b\n\nEl cuerpo.")
    let fuente = try FuenteDeImportacion(ruta: URL(fileURLWithPath: nota))
    #expect(fuente == .markdown(URL(fileURLWithPath: nota)))
    let plan = try importador.preparar(fuente)
    #expect(try plan.articulos().map(\.titulo) == ["Nota"])
    #expect(try plan.articulos()[0].etiquetas == ["a", "b"])
    #expect(try plan.articulos()[0].cuerpo == "El cuerpo.")

    let sinExtension = try carpeta.escribir("apunte", "---\ntitle: Con cabecera\n---\nTexto")
    #expect(
      try FuenteDeImportacion(ruta: URL(fileURLWithPath: sinExtension))
        == .markdown(URL(fileURLWithPath: sinExtension)))
    let basura = try carpeta.escribir("basura.bin", Data([0x00, 0xFF, 0x10]))
    #expect(throws: ErrorDeImportacion.niJSONNiMarkdown(basura)) {
      try FuenteDeImportacion(ruta: URL(fileURLWithPath: basura))
    }
  }

  @Test("a folder without Markdown files is refused")
  func carpetaVacia() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir("leeme.txt", "nada")
    #expect(throws: ErrorDeImportacion.sinMarkdown(carpeta.url.path)) {
      try importador.preparar(.markdown(carpeta.url))
    }
  }

  @Test("front matter gives the title, tags, id and dates, and stays out of the body")
  func cabecera() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir(
      "cafe.md",
      """
      ---
      title: "Café: de especialidad"
      tags: [café, 'recetas']
      id: cafe-1
      layout: post
      created: 2024-01-08
      updated: 2024-01-09T10:00:00Z
      ---
      # Un encabezado del cuerpo

      Moler justo antes.
      """)
    try carpeta.escribir(
      "lista.md", "---\ntitulo: Lista\netiquetas:\n  - uno\n  - dos\n---\nCuerpo.\n")
    let plan = try importador.preparar(.markdown(carpeta.url))
    #expect(plan.invalidos.isEmpty)
    let cafe = try #require(try plan.articulos().first { $0.id == "cafe-1" })
    #expect(cafe.titulo == "Café: de especialidad")
    #expect(cafe.etiquetas == ["café", "recetas"])
    #expect(cafe.cuerpo == "# Un encabezado del cuerpo\n\nMoler justo antes.")
    #expect(cafe.creado == FechaISO8601.fecha(de: "2024-01-08T00:00:00Z"))
    #expect(cafe.actualizado == FechaISO8601.fecha(de: "2024-01-09T10:00:00Z"))
    let lista = try #require(try plan.articulos().first { $0.titulo == "Lista" })
    #expect(lista.etiquetas == ["uno", "dos"])
    #expect(lista.cuerpo == "Cuerpo.")
  }

  @Test(
    "front matter that cannot be read makes the file an invalid entry naming the line",
    arguments: [
      ("---\ntitle: Sin cierre\n\nCuerpo", "has no closing '---' line"),
      ("---\ntitle: Bien\nesto no es clave valor\n---\nCuerpo", "line 3, in the front matter"),
      (
        "---\ntitle: Bien\ndate: ayer\n---\nCuerpo", "line 3, 'date' in the front matter, is 'ayer'"
      ),
    ])
  func cabeceraIlegible(texto: String, motivo: String) throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir("mal.md", texto)
    let plan = try importador.preparar(.markdown(carpeta.url))
    #expect(try plan.articulos().isEmpty)
    guard case .ilegible(let leido) = plan.invalidos.first?.motivo else {
      Issue.record("expected an unreadable entry, got \(plan.invalidos)")
      return
    }
    #expect(leido.contains(motivo), "\(leido)")
  }

  @Test("subfolders are walked; a file's id comes from its path inside the folder")
  func subcarpetas() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir("uno.md", "# Uno")
    try carpeta.escribir("viajes/roma.md", "# Roma")
    try carpeta.escribir("viajes/2024/uno.md", "# Otro uno")
    let plan = try importador.preparar(.markdown(carpeta.url))
    #expect(plan.total == 3)
    #expect(try Set(plan.articulos().map(\.titulo)) == ["Uno", "Roma", "Otro uno"])
    #expect(try Set(plan.articulos().map(\.id)).count == 3)
    let otra = try importador.preparar(.markdown(carpeta.url))
    #expect(try otra.articulos().map(\.id) == plan.articulos().map(\.id))
  }
}
