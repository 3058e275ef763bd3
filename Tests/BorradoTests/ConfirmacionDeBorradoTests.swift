import ArticulosInterface
import Borrado
import Testing

@Suite("Delete: which answers confirm")
struct ConfirmacionDeBorradoTests {
  let confirmacion = ConfirmacionDeBorrado(articulo: Articulo.muestra[0])

  @Test("only an explicit yes confirms", arguments: ["y", "YES", "s", "Sí", "si", "\ty\n"])
  func afirmativas(respuesta: String) {
    #expect(confirmacion.acepta(respuesta))
  }

  @Test("anything else keeps the article", arguments: ["", "n", "No", "yep", "sí, claro", "1"])
  func negativas(respuesta: String) {
    #expect(!confirmacion.acepta(respuesta))
  }

  @Test("no answer keeps the article")
  func sinRespuesta() {
    #expect(!confirmacion.acepta(nil))
  }
}
