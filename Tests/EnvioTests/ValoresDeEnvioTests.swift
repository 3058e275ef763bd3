import ArticulosInterface
import Envio
import Foundation
import Testing

@Suite("Import and copy: options, state and results")
struct ValoresDeEnvioTests {
  @Test("options keep batches between 1 and 100 and at least one in flight")
  func opcionesAcotadas() {
    let grandes = OpcionesDeEnvio(tamanoLote: 5_000, lotesSimultaneos: 0)
    #expect(grandes.tamanoLote == 100)
    #expect(grandes.lotesSimultaneos == 1)
    #expect(OpcionesDeEnvio(tamanoLote: 0).tamanoLote == 1)
    #expect(OpcionesDeEnvio() == OpcionesDeEnvio(tamanoLote: 100, lotesSimultaneos: 4))
  }

  @Test("the state records saved batches only, and survives a JSON round trip")
  func estado() throws {
    var estado = EstadoDeReanudacion(origen: "a.json", huella: "fnv1a64:0123456789abcdef")
    estado.registrar(.iniciado(total: 4))
    estado.registrar(
      .loteFallido(LoteFallido(ids: ["f"], error: .servidor(estado: 500, mensaje: ""), intentos: 5))
    )
    estado.registrar(.loteGuardado(ids: ["a", "b"], entradas: [], guardados: 2, total: 4))
    estado.registrar(.loteGuardado(ids: ["c"], entradas: [], guardados: 3, total: 4))
    #expect(estado.guardados == ["a", "b", "c"])
    let datos = try JSONEncoder().encode(estado)
    #expect(try JSONDecoder().decode(EstadoDeReanudacion.self, from: datos) == estado)
  }

  @Test("an import's state records positions in the source, as runs, not ids")
  func estadoPorPosiciones() throws {
    var estado = EstadoDeReanudacion(origen: "a.json")
    estado.registrar(.loteGuardado(ids: ["c", "d"], entradas: [2, 3], guardados: 2, total: 9))
    estado.registrar(.loteGuardado(ids: ["a", "b"], entradas: [0, 1], guardados: 4, total: 9))
    estado.registrar(.loteGuardado(ids: ["h"], entradas: [7], guardados: 5, total: 9))
    #expect(estado.guardados.isEmpty)
    #expect(estado.entradasGuardadas.cuenta == 5)
    #expect((0..<9).filter(estado.entradasGuardadas.contiene) == [0, 1, 2, 3, 7])
    #expect(estado.yaGuardado("otro", en: 7))
    #expect(!estado.yaGuardado("a", en: 4), "an id is not a position")
    let json = try JSONEncoder().encode(estado.entradasGuardadas)
    #expect(String(decoding: json, as: UTF8.self) == "[[0,3],[7,7]]")
    #expect(
      try JSONDecoder().decode(EstadoDeReanudacion.self, from: JSONEncoder().encode(estado))
        == estado)
  }

  @Test("runs join when they touch or overlap, in any order, and a wrong run is refused")
  func tramos() throws {
    var entradas = EntradasGuardadas()
    entradas.insertar([9, 5, 7, 6, 8, 0, 2])
    #expect(
      String(decoding: try JSONEncoder().encode(entradas), as: UTF8.self) == "[[0,0],[2,2],[5,9]]")
    entradas.insertar([1])
    #expect(String(decoding: try JSONEncoder().encode(entradas), as: UTF8.self) == "[[0,2],[5,9]]")
    let leidas = try JSONDecoder().decode(EntradasGuardadas.self, from: Data("[[4,6],[0,5]]".utf8))
    #expect(String(decoding: try JSONEncoder().encode(leidas), as: UTF8.self) == "[[0,6]]")
    for malo in ["[[3,1]]", "[[-1,2]]", "[[1]]", "[[1,2,3]]", "[1,2]"] {
      #expect(throws: DecodingError.self, "\(malo)") {
        try JSONDecoder().decode(EntradasGuardadas.self, from: Data(malo.utf8))
      }
    }
  }

  @Test("a state saved before positions existed reads with none")
  func estadoAnterior() throws {
    let json = #"{"guardados":["a"],"huella":"fnv1a64:0123456789abcdef","origen":"a.json"}"#
    let estado = try JSONDecoder().decode(EstadoDeReanudacion.self, from: Data(json.utf8))
    #expect(estado.guardados == ["a"])
    #expect(estado.entradasGuardadas.isEmpty)
  }

  @Test("a result is complete only when nothing was refused, failed, left or cancelled")
  func completo() {
    let estado = EstadoDeReanudacion(origen: "o")
    #expect(ResultadoDeEnvio(total: 2, guardados: 2, estado: estado).completo)
    #expect(ResultadoDeEnvio(total: 2, guardados: 1, omitidos: 1, estado: estado).completo)
    let invalido = ArticuloInvalido(
      ubicacion: "#0", id: nil, titulo: nil, motivo: .ilegible("x"))
    #expect(!ResultadoDeEnvio(invalidos: [invalido], estado: estado).completo)
    let fallido = LoteFallido(ids: ["a"], error: .sinToken, intentos: 1)
    #expect(!ResultadoDeEnvio(fallidos: [fallido], estado: estado).completo)
    #expect(!ResultadoDeEnvio(pendientes: ["a"], estado: estado).completo)
    #expect(!ResultadoDeEnvio(cancelado: true, estado: estado).completo)
    #expect(!ResultadoDeEnvio(interrumpidoPor: .sinToken, estado: estado).completo)
  }

  @Test("the summary names every count")
  func resumen() {
    let resultado = ResultadoDeEnvio(
      total: 10, guardados: 5, omitidos: 2,
      invalidos: [ArticuloInvalido(ubicacion: "#1", id: "b", titulo: "", motivo: .ilegible("x"))],
      fallidos: [LoteFallido(ids: ["c", "d"], error: .sinToken, intentos: 1)],
      pendientes: ["e"], cancelado: true, estado: EstadoDeReanudacion(origen: "o"))
    #expect(
      resultado.resumen
        == "5 saved, 2 already saved, 1 invalid, 2 in failed batches, 1 not attempted, cancelled.")
    #expect(resultado.idsFallidos == ["c", "d"])
  }

  @Test("an invalid entry says where it is, which id it has and why")
  func descripciones() {
    let sinId = ArticuloInvalido(ubicacion: "nota.md", id: nil, titulo: nil, motivo: .ilegible("x"))
    #expect(sinId.description == "nota.md: it cannot be read: x")
    let conProblemas = ArticuloInvalido(
      ubicacion: "#2", id: "a", titulo: "", motivo: .problemas([.tituloVacio, .etiquetaVacia]))
    #expect(conProblemas.description == "#2 (a): the title is empty; a tag is empty")
  }
}
