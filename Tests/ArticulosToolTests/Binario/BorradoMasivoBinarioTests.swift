import ArticulosInterface
import ArticulosTestSupport
import DatasetteTestSupport
import Foundation
import Testing
import TestSupport

extension DatasetteServer {
  /// Imports `cantidad` articles with ids `prefijo000`... through the tool and returns their
  /// ids.
  fileprivate func importar(_ cantidad: Int, prefijo: String) async throws -> [String] {
    let carpeta = try CarpetaTemporal()
    let articulos = Muestras.articulos(cantidad, .herramienta(prefijo: prefijo))
    let datos = try carpeta.escribir("datos.json", try textoJSON(articulos))
    let importado = try await ProcesoArticulos.ejecutar(
      ["import", datos], entorno: entorno(de: self))
    #expect(importado.codigo == 0, "\(importado)")
    return articulos.map(\.id.rawValue)
  }

  /// The ids on the server that start with `prefijo`, listed by the tool.
  fileprivate func ids(con prefijo: String) async throws -> [String] {
    let listado = try await ProcesoArticulos.ejecutar(
      ["list", "--all", "--json"], entorno: entorno(de: self))
    #expect(listado.codigo == 0, "\(listado)")
    return try json(ListadoLeido.self, de: listado.salida).articulos.map(\.id.rawValue)
      .filter { $0.hasPrefix(prefijo) }
  }
}

@Suite(
  "The built executable against a real Datasette: deleting many", .serialized,
  .datasetteServer(sampleArticles: 0))
struct BorradoMasivoBinarioTests {
  var servidor: DatasetteServer { get throws { try #require(DatasetteServer.current) } }

  @Test("--from a file deletes those ids and no other; a second run finds none of them")
  func desdeArchivo() async throws {
    let servidor = try servidor
    let ids = try await servidor.importar(250, prefijo: "borr-")
    let carpeta = try CarpetaTemporal()
    let aBorrar = ids.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
    let archivo = try carpeta.escribir("ids.txt", aBorrar.joined(separator: "\n") + "\n")

    let borrado = try await ProcesoArticulos.ejecutar(
      ["delete", "--from", archivo, "--yes", "--json"], entorno: entorno(de: servidor))
    #expect(borrado.codigo == 0, "\(borrado)")
    let leido = try json(BorradoMasivoLeido.self, de: borrado.salida)
    #expect(leido.total == 125)
    #expect(leido.borrados == 125)
    #expect(leido.completo)
    #expect(borrado.error.contains("Deleting: 125/125 (100%)"))
    #expect(
      try await servidor.ids(con: "borr-")
        == ids.enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element))

    let otraVez = try await ProcesoArticulos.ejecutar(
      ["delete", "--from", archivo, "--yes"], entorno: entorno(de: servidor))
    #expect(otraVez.codigo == 3, "\(otraVez)")
    #expect(otraVez.salida.hasPrefix("Deleted 0 of 125 articles.\n125 not found: borr-000, "))
  }

  @Test("several ids without a terminal are refused with 5; from standard input with --yes they go")
  func variosYEntrada() async throws {
    let servidor = try servidor
    let ids = try await servidor.importar(3, prefijo: "entr-")
    let sinTerminal = try await ProcesoArticulos.ejecutar(
      ["delete"] + ids, entorno: entorno(de: servidor))
    #expect(sinTerminal.codigo == 5, "\(sinTerminal)")
    #expect(sinTerminal.error.contains("Pass --yes to delete the 3 articles without asking."))
    #expect(try await servidor.ids(con: "entr-") == ids)

    let desdeEntrada = try await ProcesoArticulos.ejecutar(
      ["delete", "--from", "-", "--yes"], entorno: entorno(de: servidor),
      entrada: ids.joined(separator: "\n") + "\nno-existe\n")
    #expect(desdeEntrada.codigo == 3, "\(desdeEntrada)")
    #expect(desdeEntrada.salida == "Deleted 3 of 4 articles.\n1 not found: no-existe\n")
    #expect(try await servidor.ids(con: "entr-").isEmpty)
  }

  @Test("a wrong token stops at the first batch with 4, deletes nothing and never shows it")
  func tokenMalo() async throws {
    let servidor = try servidor
    let ids = try await servidor.importar(30, prefijo: "tokl-")
    let falso = "dstok_firmado_por_nadie_0987654321"
    let resultado = try await ProcesoArticulos.ejecutar(
      ["delete", "--yes", "--json"] + ids,
      entorno: entorno(de: servidor).merging(["ARTICULOS_TOKEN": falso]) { $1 })
    #expect(resultado.codigo == 4, "\(resultado)")
    let leido = try json(BorradoMasivoLeido.self, de: resultado.salida)
    #expect(leido.borrados == 0)
    #expect(leido.fallidos.map(\.id) == ids, "the batch is one transaction: all of it failed")
    #expect(!resultado.salida.contains(falso) && !resultado.error.contains(falso))
    #expect(try await servidor.ids(con: "tokl-") == ids)
  }

  @Test(
    "on a terminal it asks once for all, draws a bar, and 'y' deletes",
    .enabled(if: TerminalSimulado.disponible, TerminalSimulado.sinTerminal))
  func terminal() async throws {
    let ids = Articulo.muestra.map(\.id.rawValue)
    let terminal = try TerminalSimulado(["--demo", "delete"] + ids, columnas: 100)
    let hasta = ContinuousClock.now + .seconds(30)
    while !terminal.proceso.salidaHastaAhora.contains("[y/N]") {
      guard ContinuousClock.now < hasta else {
        throw ErrorDeProceso("no question: \(terminal.proceso.salidaHastaAhora)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(terminal.proceso.salidaHastaAhora.contains("Delete 3 articles (\(ids[0]), "))
    terminal.proceso.teclear("y\r")
    let resultado = try await terminal.proceso.resultado()
    #expect(resultado.codigo == 0, "\(resultado)")
    #expect(resultado.salida.contains("\rDeleting ["))
    #expect(resultado.salida.contains("Deleted 3 of 3 articles."))
  }
}

@Suite(
  "The built executable against a real Datasette without bulk delete: one article per request",
  .serialized, .datasetteServer(sampleArticles: 0, bulkDelete: false))
struct BorradoUnoPorUnoBinarioTests {
  var servidor: DatasetteServer { get throws { try #require(DatasetteServer.current) } }

  @Test("it says once, on standard error, why it deletes one by one, and deletes every id")
  func aviso() async throws {
    let servidor = try servidor
    let ids = try await servidor.importar(40, prefijo: "avis-")
    let resultado = try await ProcesoArticulos.ejecutar(
      ["delete", "--yes"] + ids + ["nadie"], entorno: entorno(de: servidor))
    #expect(resultado.codigo == 3, "\(resultado)")
    let nota =
      "Note: deleting one article per request, as the server cannot delete many at once (the "
      + "database declares no bulk delete query 'borrar_articulos')."
    #expect(resultado.error.components(separatedBy: nota).count == 2, "\(resultado.error)")
    #expect(resultado.salida == "Deleted 40 of 41 articles.\n1 not found: nadie\n")
    #expect(try await servidor.ids(con: "avis-").isEmpty)
  }

  @Test("Ctrl-C stops deleting with 130 and lists what is left; deleting what is left finishes")
  func interrumpido() async throws {
    let servidor = try servidor
    let ids = try await servidor.importar(3_000, prefijo: "intr-")
    let carpeta = try CarpetaTemporal()
    let archivo = try carpeta.escribir("ids.txt", ids.joined(separator: "\n"))
    let proceso = try ProcesoArticulos(
      ["delete", "--from", archivo, "--yes", "--json"], entorno: entorno(de: servidor))
    try await proceso.esperarError("a count above 0") { error in
      error.split(separator: "\n").contains {
        $0.hasPrefix("Deleting: ") && !$0.hasPrefix("Deleting: 0/")
      }
    }
    proceso.interrumpir()
    let interrumpido = try await proceso.resultado()
    #expect(interrumpido.codigo == 130, "\(interrumpido)")
    #expect(!interrumpido.porSenal)
    #expect(interrumpido.error.contains("Error: Cancelled: "))
    let leido = try json(BorradoMasivoLeido.self, de: interrumpido.salida)
    #expect(leido.cancelado)
    #expect(leido.borrados > 0)
    #expect(leido.borrados + leido.pendientes.count + leido.fallidos.count == 3_000)
    let quedan = try await servidor.ids(con: "intr-")
    // Exactly: deletions in flight at the cancel were not cut short but got their answers, so
    // none reported pending is already gone, and none still there is reported deleted.
    #expect(Set(quedan) == Set(leido.pendientes + leido.fallidos.map(\.id)))
    #expect(leido.borrados == 3_000 - quedan.count)

    let resto = try carpeta.escribir("resto.txt", quedan.joined(separator: "\n"))
    let terminado = try await ProcesoArticulos.ejecutar(
      ["delete", "--from", resto, "--yes"], entorno: entorno(de: servidor))
    #expect(terminado.codigo == 0, "\(terminado)")
    #expect(try await servidor.ids(con: "intr-").isEmpty)
  }
}
