import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import DependenciesTestSupport
import Foundation
import Importacion
import Testing
import TestSupport

@Suite("One Markdown note, read as import reads it", .dependency(\.date, .constant(Muestras.fecha)))
struct NotaMarkdownTests {
  @Test("a file's note has the fields and the id that importing that one file gives it")
  func comoLaImportacion() throws {
    let texto = "# Café\ntags: café, recetas\n\nMoler justo antes.\n"
    let carpeta = try CarpetaTemporal()
    defer { carpeta.borrar() }
    let ruta = try carpeta.escribir("cafe.md", texto)
    let importado = try #require(
      try ImportadorModel().preparar(FuenteDeImportacion(ruta: URL(fileURLWithPath: ruta)))
        .articulos().first)

    let nota = try NotaMarkdown(texto, archivo: "otra/carpeta/cafe.md")

    #expect(nota.id == importado.id)
    #expect(nota.titulo == "Café")
    #expect(nota.etiquetas == ["café", "recetas"])
    #expect(nota.cuerpo == "Moler justo antes.")
  }

  @Test("the front matter's id and title win over the file's name")
  func cabecera() throws {
    let nota = try NotaMarkdown(
      "---\nid: mi-id\ntitle: Desde la cabecera\n---\nCuerpo", archivo: "nombre.md")
    #expect(nota.id == "mi-id")
    #expect(nota.titulo == "Desde la cabecera")
    #expect(nota.cuerpo == "Cuerpo")
  }

  @Test("a file without a title takes its name; text without a name has neither title nor id")
  func sinTitulo() throws {
    #expect(
      try NotaMarkdown("Solo cuerpo", archivo: "lista-de-la-compra.md").titulo
        == "lista-de-la-compra")
    let anonima = try NotaMarkdown("Solo cuerpo", archivo: nil)
    #expect(anonima.titulo == nil)
    #expect(anonima.id == nil)
    #expect(anonima.cuerpo == "Solo cuerpo")
  }

  @Test("malformed front matter is an error naming the line")
  func cabeceraMala() {
    let error = #expect(throws: NotaMarkdown.Ilegible.self) {
      try NotaMarkdown("---\nsin dos puntos\n---\nCuerpo", archivo: "mala.md")
    }
    #expect(error?.motivo == "line 2, in the front matter, is not 'key: value'")
  }
}
