import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosCLI

@Suite("Parsing delete with several ids or --from")
struct BorradoMasivoInvocacionTests {
  @Test("one id is the single delete; several ids or --from delete several")
  func formas() throws {
    #expect(try orden(["delete", "a1"]).comando == .borrar(id: "a1", confirmado: false))
    #expect(
      try orden(["delete", "a1", "a2", "a3"]).comando
        == .borrarVarios(.lista(["a1", "a2", "a3"]), confirmado: false))
    #expect(
      try orden(["delete", "a1", "--yes", "a2"]).comando
        == .borrarVarios(.lista(["a1", "a2"]), confirmado: true))
    #expect(
      try orden(["delete", "--from", "ids.txt"]).comando
        == .borrarVarios(.archivo("ids.txt"), confirmado: false))
    #expect(
      try orden(["delete", "--yes", "--from=-"]).comando
        == .borrarVarios(.entradaEstandar, confirmado: true))
    #expect(
      try orden(["delete", "--", "-a1", "--yes"]).comando
        == .borrarVarios(.lista(["-a1", "--yes"]), confirmado: false))
  }

  @Test(
    "each wrong delete line names its mistake and delete's usage",
    arguments: [
      (["delete"], "Missing expected argument '<id>'."),
      (["delete", "--yes"], "Missing expected argument '<id>'."),
      (["delete", "a1", "  "], "The value of '<id>' is empty; an id is 1 to 200 characters."),
      (
        ["delete", "a1", String(repeating: "x", count: 201)],
        "The value of '<id>' is 201 characters; an id has at most 200."
      ),
      (
        ["delete", "a1", "--from", "ids.txt"],
        "Give the ids as arguments or with '--from <file>', not both ('a1' was given too)."
      ),
      (
        ["delete", "--from="],
        "The value of '--from <file>' is empty; give a file, or '-' for standard input."
      ),
      (["delete", "--from"], "Missing value for '--from <file>'."),
      (["delete", "--from", "--yes"], "Missing value for '--from <file>'."),
      (["delete", "a1", "a2", "--yes=no"], "The flag '--yes' takes no value; write it alone."),
      (["delete", "a1", "--form", "x"], "Unknown option '--form'. Did you mean '--from'?"),
    ])
  func errores(argumentos: [String], mensaje: String) {
    let error = errorDeUso(argumentos)
    #expect(error?.mensaje == mensaje)
    #expect(error?.subcomando == .borrar)
  }

  @Test("the usage and the help show the ids may repeat and where else they may come from")
  func ayuda() {
    #expect(
      Subcomando.borrar.uso
        == "articulos delete [<id> ...] [--from <file>] [--yes] [<global-options>]")
    let ayuda = Ayuda.texto(de: .borrar)
    #expect(ayuda.contains("--from <file>"))
    #expect(ayuda.contains("articulos delete --from ids.txt --yes"))
    #expect(
      EspecificacionDeArgumento(nombre: "id", ayuda: "", opcional: true, repetible: true).firma
        == "[<id> ...]")
    #expect(EspecificacionDeArgumento(nombre: "id", ayuda: "", repetible: true).firma == "<id> ...")
    #expect(
      EspecificacionDeArgumento(nombre: "file", ayuda: "", opcional: true).firma == "[<file>]")
    #expect(EspecificacionDeArgumento(nombre: "id", ayuda: "").firma == "<id>")
  }
}

@Suite("Reading the ids of delete --from")
struct LecturaDeIdsTests {
  @Test("one id a line; blanks around an id and blank lines are dropped")
  func lineas() throws {
    let ids = try LecturaDeIds.ids(
      en: ["a1", "", "  a2\r", "\t", "café con leche ", "a1"], origen: "'ids.txt'")
    #expect(ids == ["a1", "a2", "café con leche", "a1"])
    #expect(try LecturaDeIds.ids(en: [String](), origen: "'vacio'").isEmpty)
  }

  @Test(
    "a file splits into the lines Swift's isNewline gives, ASCII or not",
    arguments: [
      "", "a1", "a1\n", "a1\na2", "a1\r\na2\r\n", "a1\ra2\r", "a1\r\r\na2", "\n\n", "\r",
      "a1\n\r", " a1 \t\na2", "a1\u{0B}a2\u{0C}a3", "café\na2", "a1\u{85}a2\u{2028}a3\r\n",
    ])
  func lineasDeUnArchivo(texto: String) {
    let esperadas = texto.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
    #expect(LecturaDeIds.lineas(de: Array(texto.utf8)) == esperadas)
  }

  @Test("a line that is not an id is a usage error naming the line")
  func lineaMala() {
    let larga = String(repeating: "ñ", count: 201)
    #expect(
      throws: ErrorDeUso(
        "Line 3 of 'ids.txt' is 201 characters; an id has at most 200.", subcomando: .borrar)
    ) {
      try LecturaDeIds.ids(en: ["a1", "", larga, "a4"], origen: "'ids.txt'")
    }
  }
}
