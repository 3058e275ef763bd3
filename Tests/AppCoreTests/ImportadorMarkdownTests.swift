import AppCore
import ArticulosInterface
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

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
    let articulo = try #require(plan.articulos.first)
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
    let articulo = try #require(try importador.preparar(.markdown(carpeta.url)).articulos.first)
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
    #expect(primero.articulos.map(\.id) == segundo.articulos.map(\.id))
    #expect(Set(primero.articulos.map(\.id)).count == 2)
    #expect(primero.articulos.allSatisfy { UUID(uuidString: $0.id.rawValue) != nil })
    #expect(primero.articulos.map(\.titulo) == ["Dos", "Uno"])  // name order
  }

  @Test("a file without a title line is reported, not sent; other files are ignored")
  func sinTitulo() throws {
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    try carpeta.escribir("bien.md", "# Bien\ncuerpo")
    try carpeta.escribir("mal.md", "Solo cuerpo, sin título\n## Subtítulo")
    try carpeta.escribir("notas.txt", "# No es Markdown")
    try carpeta.escribir("latin1.md", Data([0x23, 0x20, 0xE1, 0xFF]))
    let plan = try importador.preparar(.markdown(carpeta.url))
    #expect(plan.articulos.map(\.titulo) == ["Bien"])
    #expect(plan.total == 3)
    #expect(plan.invalidos.map(\.ubicacion) == ["latin1.md", "mal.md"])
    #expect(plan.invalidos[0].motivo == .ilegible("the file is not UTF-8 text"))
    #expect(plan.invalidos[1].motivo == .problemas([.tituloVacio]))
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
}
