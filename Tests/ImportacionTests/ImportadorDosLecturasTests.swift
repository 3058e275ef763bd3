import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import DependenciesTestSupport
import Envio
import Foundation
import Testing
import TestSupport

// NB: IdsRepetidos is the plan's own detail (how it finds repeated ids in 16 bytes an entry).
@testable import Importacion

@Suite(
  "Import: planned in one reading, sent in a second, the source checked in between",
  .dependency(\.date, .constant(Muestras.fecha)),
  .timeLimit(.minutes(1))
)
struct ImportadorDosLecturasTests {
  /// The folder of the imported file, removed when the test ends.
  let carpeta: CarpetaTemporal
  /// Where the imports save.
  let servidor = ClienteArticulos.enMemoria()

  init() throws {
    carpeta = try CarpetaTemporal()
  }

  /// Writes `articulos` as the JSON file to import, replacing the one there, and returns it.
  @discardableResult
  func escribir(_ articulos: [Articulo]) throws -> URL {
    URL(fileURLWithPath: try carpeta.escribir("articulos.json", try Muestras.json(articulos)))
  }

  /// An importer that saves to ``servidor``.
  func importador(_ opciones: OpcionesDeEnvio = OpcionesDeEnvio()) -> ImportadorModel {
    withDependencies {
      $0.clienteArticulos = servidor
    } operation: {
      ImportadorModel(opciones: opciones)
    }
  }

  @Test("the plan counts what to send; the sending reads the same articles from the file again")
  func planYEnvio() async throws {
    let articulos = Muestras.articulos(250)
    let importador = importador(OpcionesDeEnvio(tamanoLote: 40))
    let plan = try importador.preparar(.json(try escribir(articulos)))
    #expect(plan.porEnviar == 250)
    #expect(try plan.articulos() == articulos)
    let resultado = await importador.importar(plan)
    #expect(resultado.completo)
    #expect(resultado.guardados == 250)
    #expect(try await servidor.cargar() == articulos)
  }

  @Test("a file edited after the plan is not sent: the import stops, naming the change")
  func editadoTrasElPlan() async throws {
    var articulos = Muestras.articulos(3)
    let url = try escribir(articulos)
    let plan = try importador().preparar(.json(url))
    articulos[1].cuerpo = "otro cuerpo"
    try escribir(articulos)

    let resultado = await importador().importar(plan)

    #expect(resultado.fuenteInterrumpida?.contains("changed while it was imported") == true)
    #expect(!resultado.completo)
    #expect(resultado.guardados == 0)
    #expect(resultado.pendientes == articulos.map(\.id))
    #expect(try await servidor.cargar().isEmpty)
    #expect(throws: ErrorDeImportacion.cambioDuranteLaImportacion(url.standardizedFileURL.path)) {
      try plan.articulos()
    }
  }

  @Test("an entry added after the plan is not sent: the import stops when it finds it")
  func entradaAnadida() async throws {
    let importador = importador(OpcionesDeEnvio(tamanoLote: 2, lotesSimultaneos: 1))
    let plan = try importador.preparar(.json(try escribir(Muestras.articulos(4))))
    try escribir(Muestras.articulos(5))

    let resultado = await importador.importar(plan)

    #expect(resultado.fuenteInterrumpida != nil)
    #expect(resultado.guardados == 4, "the two batches the plan counted went")
    #expect(resultado.pendientes.isEmpty, "the added entry was never the plan's")
    #expect(try await servidor.cargar().count == 4)
  }

  @Test("a file gone after the plan is named, and nothing is sent")
  func borradoTrasElPlan() async throws {
    let url = try escribir(Muestras.articulos(3))
    let plan = try importador().preparar(.json(url))
    try FileManager.default.removeItem(at: url)

    let resultado = await importador().importar(plan)

    #expect(resultado.fuenteInterrumpida == ErrorDeImportacion.noExiste(url.path).description)
    #expect(resultado.guardados == 0)
    #expect(!resultado.completo)
    #expect(try await servidor.cargar().isEmpty)
  }

  @Test("only entries whose ids hash alike are suspected, and every one of them is")
  func sospechosas() {
    var distintos = IdsRepetidos()
    for (posicion, id) in ["a", "b", "a", "c", "b"].enumerated() {
      distintos.anotar(Articulo.ID(rawValue: id), entrada: posicion)
    }
    #expect(distintos.sospechosas() == [0, 1, 2, 4])

    var todosIguales = IdsRepetidos { _ in 7 }
    for (posicion, id) in ["a", "b", "c"].enumerated() {
      todosIguales.anotar(Articulo.ID(rawValue: id), entrada: posicion)
    }
    #expect(todosIguales.sospechosas() == [0, 1, 2], "a shared hash is only a suspicion")
  }

  @Test("repeated ids far apart in a large file are found, each naming the first")
  func repetidosLejos() throws {
    var articulos = Muestras.articulos(3_000)
    articulos[2_999].id = articulos[5].id
    articulos[1_500].id = articulos[5].id
    let plan = try ImportadorModel().preparar(.datosJSON(try Muestras.json(articulos), origen: "m"))
    #expect(plan.invalidos.map(\.ubicacion) == ["#1500", "#2999"])
    #expect(plan.invalidos.allSatisfy { $0.motivo == .idRepetido(primeraUbicacion: "#5") })
    #expect(plan.porEnviar == 2_998)
    #expect(try plan.articulos().count == 2_998)
  }
}
