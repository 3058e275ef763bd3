import AppCore
import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosCLI

@Suite("Human output is one line per field, and counts are said as they are meant")
struct UnaLineaPorCampoTests {
  private static let saltos = [
    "\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{85}", "\r\n",
  ]

  @Test("every line break a server can send is shown escaped inside a field")
  func saltosEscapados() {
    for salto in Self.saltos {
      let visto = TextoSeguro.enUnaLinea("real\(salto)Error: fake second line")
      #expect(visto.allSatisfy { !$0.isNewline }, "\(visto.debugDescription)")
      #expect(visto.hasPrefix("real"))
    }
    #expect(TextoSeguro.enUnaLinea("a\nb\rc") == "a^Jb^Mc")
    #expect(TextoSeguro.enUnaLinea("a\u{2028}b\u{85}c") == "a<U+2028>b<U+0085>c")
    // A body shown whole keeps its newlines, but never the line separators.
    #expect(TextoSeguro.neutralizado("a\nb\u{2029}c") == "a\nb<U+2029>c")
  }

  @Test("show prints id, title and tags on one line each, and the body after a blank line")
  func detalle() {
    let articulo = Articulo(
      id: "a\nTitle:    Forged", titulo: "T\r\nTags:     forged", cuerpo: "Title: in the body",
      etiquetas: ["x\u{2028}y"], creado: Date(timeIntervalSince1970: 0),
      actualizado: Date(timeIntervalSince1970: 0))
    let lineas = Presentacion.detalle(articulo).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lineas.count == 7, "\(lineas)")
    let campos = lineas.prefix(5)
    #expect(campos.filter { $0.hasPrefix("Title:") }.count == 1)
    #expect(campos.filter { $0.hasPrefix("Tags:") }.count == 1)
    #expect(lineas[5] == "")
    #expect(lineas[6] == "Title: in the body")
  }

  @Test("a server's error message with newlines is printed as one line")
  func errorEnUnaLinea() async throws {
    var cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    cliente.obtener = { _ in
      throw ErrorArticulos.servidor(
        estado: 500, mensaje: "boom\nError: fake second line\n$ rm -rf ~")
    }
    let resultado = try await ejecutar(["show", "a1"], cliente: cliente)
    #expect(resultado.codigo != .ok)
    let lineas = resultado.error.split(separator: "\n")
    #expect(lineas.count == 1, "\(resultado.error)")
    #expect(!lineas.contains { $0.hasPrefix("$ rm") })
  }

  @Test("a lower bound reads 'more than 10,000'; numbers get thousands separators")
  func cotaInferior() {
    #expect(Presentacion.cantidad(de: 10_001, minimo: true) == "more than 10,000")
    #expect(Presentacion.cantidad(de: 356, minimo: false) == "356")
    #expect(Presentacion.conMiles(1_234_567) == "1,234,567")
    #expect(Presentacion.conMiles(999) == "999")
  }

  @Test("a copy that did more than the count does not say 'Copied 20000 of 10001'")
  func masQueElTotal() {
    let resultado = ResultadoDeEnvio(
      total: 10_001, guardados: 20_000, estado: EstadoDeReanudacion(origen: "x"))
    let texto = Presentacion.envio(resultado, verbo: "Copied")
    #expect(texto.hasPrefix("Copied 20000 articles."), "\(texto)")
  }

  @Test("the progress report never passes 100%: past the count it counts on without one")
  func progresoAcotado() {
    let prueba = ConsolaDePrueba()
    let informe = InformeDeProgreso(accion: "Copying", consola: prueba.consola)
    informe.avanzar(hechos: 0, total: 10_001)
    informe.avanzar(hechos: 10_100, total: 10_001)
    informe.terminar()
    #expect(prueba.error.contains("Copying: 10100 articles"), "\(prueba.error)")
    #expect(!prueba.error.contains("10100/10001"))
  }
}
