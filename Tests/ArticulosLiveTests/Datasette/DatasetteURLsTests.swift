import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosLive

@Suite("DatasetteURLs builds the table's addresses from the configuration")
struct DatasetteURLsTests {
  private static let raiz = URL(string: "http://127.0.0.1:8001")!

  @Test("the listing is <api>/<db>/<table>.json with the query in the given order")
  func listado() throws {
    let urls = DatasetteURLs(ConfiguracionDatasette(api: Self.raiz))
    let url = try urls.listado([("_size", "20"), ("_extra", "count")])
    #expect(
      url.absoluteString == "http://127.0.0.1:8001/articulos/articulos.json?_size=20&_extra=count")
    #expect(try urls.listado([]).absoluteString == "http://127.0.0.1:8001/articulos/articulos.json")
  }

  @Test("query values are percent-encoded whole: accents, spaces, '&', '+', ',' and '='")
  func valoresCodificados() throws {
    let urls = DatasetteURLs(ConfiguracionDatasette(api: Self.raiz))
    let url = try urls.listado([("_search", "café & té+1"), ("_next", "a,b=c~d")])
    #expect(url.query == "_search=caf%C3%A9%20%26%20t%C3%A9%2B1&_next=a%2Cb%3Dc~d")
  }

  @Test("a trailing slash or a path prefix in the API address is kept without doubling '/'")
  func apiConRutaYBarra() throws {
    let prefijo = URL(string: "https://datos.example.org/datasette/")!
    let urls = DatasetteURLs(
      ConfiguracionDatasette(api: prefijo, baseDeDatos: "mi base", tabla: "a.b"))
    #expect(urls.tabla == "https://datos.example.org/datasette/mi+base/a~2Eb")
    #expect(
      try urls.upsert().absoluteString
        == "https://datos.example.org/datasette/mi+base/a~2Eb/-/upsert")
  }

  @Test("row, upsert and delete addresses tilde-encode the id")
  func direccionesDeFilas() throws {
    let urls = DatasetteURLs(ConfiguracionDatasette(api: Self.raiz))
    #expect(
      try urls.fila("a/b").absoluteString == "http://127.0.0.1:8001/articulos/articulos/a~2Fb.json")
    #expect(
      try urls.borrado("año").absoluteString
        == "http://127.0.0.1:8001/articulos/articulos/a~C3~B1o/-/delete")
    #expect(
      try urls.upsert().absoluteString == "http://127.0.0.1:8001/articulos/articulos/-/upsert")
  }
}
