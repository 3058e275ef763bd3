import ArticulosInterface
import Foundation
import Testing

@testable import ArticulosLive

@Suite("A page's rows that are not articles are named, and the others read")
struct DatasetteFilaLeidaTests {
  private static let buena = """
    {"id": "ok", "titulo": "T", "cuerpo": "C", "etiquetas": "[]",
     "creado": "2024-01-02T03:04:05Z", "actualizado": "2024-01-02T03:04:05Z"}
    """

  @Test(
    "each kind of bad row becomes one unreadable entry with its id and the reason",
    arguments: [
      (
        #"{"id": "a1", "titulo": "T", "cuerpo": null, "etiquetas": "[]", "#
          + #""creado": "2024-01-02T03:04:05Z", "actualizado": "2024-01-02T03:04:05Z"}"#,
        "a1", "NULL in 'cuerpo'"
      ),
      (
        #"{"id": "a2", "titulo": "T", "etiquetas": "[]", "#
          + #""creado": "2024-01-02T03:04:05Z", "actualizado": "2024-01-02T03:04:05Z"}"#,
        "a2", "no 'cuerpo' column"
      ),
      (
        #"{"id": 7, "titulo": "T", "cuerpo": "C", "etiquetas": "[]", "#
          + #""creado": "2024-01-02T03:04:05Z", "actualizado": "2024-01-02T03:04:05Z"}"#,
        "7", "'id' that is not text"
      ),
      (
        #"{"id": "a4", "titulo": "T", "cuerpo": "C", "etiquetas": "[]", "#
          + #""creado": "2024-01-02T03:04:05Z", "actualizado": "2024-01-02T03:04"}"#,
        "a4", "'actualizado' = '2024-01-02T03:04'"
      ),
      (
        #"{"id": "a5", "titulo": "T", "cuerpo": "C", "etiquetas": "uno", "#
          + #""creado": "2024-01-02T03:04:05Z", "actualizado": "2024-01-02T03:04:05Z"}"#,
        "a5", "not a JSON list"
      ),
      (#"["a6"]"#, nil, "not an object of columns"),
    ] as [(String, String?, String)])
  func filaMala(fila: String, id: String?, motivo: String) throws {
    let json = #"{"rows": [\#(Self.buena), \#(fila)], "next": null}"#
    let pagina = ClienteDatasette.pagina(
      try JSONDecoder().decode(DatasettePaginaJSON<DatasetteFilaLeida>.self, from: Data(json.utf8)))

    #expect(pagina.articulos.map(\.id) == ["ok"])
    #expect(pagina.ilegibles.count == 1)
    #expect(pagina.ilegibles.first?.id == id.map(Articulo.ID.init(rawValue:)))
    let leido = pagina.ilegibles.first?.motivo ?? ""
    #expect(leido.contains(motivo), "\(leido)")
  }
}
