import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Foundation
import Synchronization
import Testing
import TestSupport

@testable import ArticulosCLI

/// `delete --json` with several ids, read back.
struct BorradoMasivoLeido: Decodable {
  struct Fallido: Decodable {
    var id: String
    var error: String
    var intentos: Int
  }

  var total: Int
  var borrados: Int
  var noEncontrados: [String]
  var fallidos: [Fallido]
  var pendientes: [String]
  var reintentos: Int
  var cancelado: Bool
  var completo: Bool
  var interrumpidoPor: String?
}

@Suite("delete with several ids or --from")
struct BorradoMasivoTests {
  /// A server with articles `a000`... `a(cantidad-1)`.
  static func servidor(_ cantidad: Int) -> ClienteArticulos {
    .enMemoria(Muestras.articulos(cantidad, .herramienta()))
  }

  /// The ids left on `cliente`.
  static func ids(en cliente: ClienteArticulos) async throws -> [String] {
    try await cliente.cargar().map(\.id.rawValue)
  }

  @Test("several ids with --yes are deleted; the summary and the progress say so")
  func varios() async throws {
    let cliente = Self.servidor(5)
    let resultado = try await ejecutar(["delete", "a001", "a003", "--yes"], cliente: cliente)
    #expect(resultado.codigo == .ok, "\(resultado.error)")
    #expect(resultado.salida == "Deleted 2 of 2 articles.\n")
    #expect(resultado.error.contains("Deleting: 2/2 (100%)"))
    #expect(try await Self.ids(en: cliente) == ["a000", "a002", "a004"])
  }

  @Test("--json prints every documented key, once, on one line")
  func salidaJSON() async throws {
    let cliente = Self.servidor(3)
    let resultado = try await ejecutar(
      ["delete", "a000", "a001", "a000", "--yes", "--json"], cliente: cliente)
    #expect(resultado.codigo == .ok)
    #expect(
      try claves(de: resultado.salida) == [
        "borrados", "cancelado", "completo", "fallidos", "interrumpidoPor", "noEncontrados",
        "pendientes", "reintentos", "total",
      ])
    #expect(
      resultado.salida
        == #"{"borrados":2,"cancelado":false,"completo":true,"fallidos":[],"interrumpidoPor":null,"#
        + #""noEncontrados":[],"pendientes":[],"reintentos":0,"total":2}"# + "\n")
  }

  @Test("--from reads one id a line from a file; blank lines are skipped")
  func desdeArchivo() async throws {
    let cliente = Self.servidor(4)
    let carpeta = try CarpetaTemporal()
    let ids = try carpeta.escribir("ids.txt", "a000\n\n  a002\r\na003\n")
    let resultado = try await ejecutar(["delete", "--from", ids, "--yes"], cliente: cliente)
    #expect(resultado.codigo == .ok, "\(resultado.error)")
    #expect(resultado.salida == "Deleted 3 of 3 articles.\n")
    #expect(try await Self.ids(en: cliente) == ["a001"])
  }

  @Test("--from - reads the ids from standard input, which then cannot confirm")
  func desdeEntrada() async throws {
    let cliente = Self.servidor(3)
    let sinSi = try await ejecutar(
      ["delete", "--from", "-"], cliente: cliente,
      consola: ConsolaDePrueba(respuestas: ["a000", "a001"], entradaEsTerminal: true))
    #expect(sinSi.codigo == .sinConfirmar)
    #expect(
      sinSi.error
        == "Error: Not deleted: the ids come from standard input, so there is no terminal to "
        + "confirm on. Pass --yes to delete the 2 articles without asking.\n")
    #expect(try await Self.ids(en: cliente).count == 3)

    let conSi = try await ejecutar(
      ["delete", "--from", "-", "--yes"], cliente: cliente,
      consola: ConsolaDePrueba(respuestas: ["a000", "a001"]))
    #expect(conSi.codigo == .ok, "\(conSi.error)")
    #expect(try await Self.ids(en: cliente) == ["a002"])
  }

  @Test("without a terminal and without --yes nothing is deleted, with 5")
  func sinTerminal() async throws {
    let cliente = Self.servidor(3)
    let resultado = try await ejecutar(["delete", "a000", "a001"], cliente: cliente)
    #expect(resultado.codigo == .sinConfirmar)
    #expect(resultado.salida.isEmpty)
    #expect(
      resultado.error
        == "Error: Not deleted: there is no terminal to confirm on. Pass --yes to delete the 2 "
        + "articles without asking.\n")
    #expect(try await Self.ids(en: cliente).count == 3)
  }

  @Test(
    "on a terminal it asks once; anything but yes keeps them with 5 and no error, yes deletes them")
  func preguntando() async throws {
    let cliente = Self.servidor(3)
    let no = try await ejecutar(
      ["delete", "a000", "a001"], cliente: cliente,
      consola: ConsolaDePrueba(respuestas: ["n"], entradaEsTerminal: true))
    #expect(no.codigo == .sinConfirmar)
    #expect(
      no.error
        == "Delete 2 articles (a000, a001)? This cannot be undone. [y/N] "
        + "Not deleted: the 2 articles are kept.\n")
    #expect(try await Self.ids(en: cliente).count == 3)

    let si = try await ejecutar(
      ["delete", "a000", "a001"], cliente: cliente,
      consola: ConsolaDePrueba(respuestas: ["sí"], entradaEsTerminal: true))
    #expect(si.codigo == .ok)
    #expect(si.salida == "Deleted 2 of 2 articles.\n")
    #expect(try await Self.ids(en: cliente) == ["a002"])
  }

  @Test("ids not found are listed and end with 3; the others are deleted")
  func noEncontrados() async throws {
    let cliente = Self.servidor(2)
    let resultado = try await ejecutar(
      ["delete", "nadie", "a001", "otro", "--yes"], cliente: cliente)
    #expect(resultado.codigo == .noEncontrado)
    #expect(resultado.salida == "Deleted 1 of 3 articles.\n2 not found: nadie, otro\n")
    #expect(
      resultado.error.hasSuffix(
        "Error: 2 of the 3 ids were not found; find ids with 'articulos list' or "
          + "'articulos search'.\n"))
    let leido = try json(
      BorradoMasivoLeido.self,
      de: try await ejecutar(["delete", "x", "y", "--yes", "--json"], cliente: cliente).salida)
    #expect(leido.noEncontrados == ["x", "y"])
    #expect(!leido.completo)
  }

  /// The `borrarVarios` of a server without bulk delete: these tests check the deletions one
  /// by one, as such a server gets them.
  static let sinLotes: @Sendable ([Articulo.ID]) async throws -> [Articulo.ID] = { _ in
    throw ErrorArticulos.noDisponible("no bulk delete here")
  }

  @Test("a failure for good stops the work, names the article and the error, and ends with 1")
  func falloDetiene() async throws {
    let servidor = Self.servidor(30)
    let intentosDeA000 = Contador()
    var cliente = servidor
    cliente.borrarVarios = Self.sinLotes
    cliente.borrar = { id in
      if id == "a000" {
        _ = intentosDeA000.incrementar()
        throw ErrorArticulos.servidor(estado: 500, mensaje: "disco lleno")
      }
      // The others in flight wait until a000 has failed for good: its fifth try has begun,
      // and the model has had time to record its failure (a few microseconds; 200 ms leaves a
      // wide margin on a loaded machine).
      while intentosDeA000.valor < 5 { try await Task.sleep(for: .milliseconds(1)) }
      try await Task.sleep(for: .milliseconds(200))
      try await servidor.borrar(id: id)
    }
    let ids = (0..<30).map { String(format: "a%03d", $0) }
    let resultado = try await ejecutar(["delete", "--yes", "--json"] + ids, cliente: cliente)
    #expect(resultado.codigo == .fallo)
    let leido = try json(BorradoMasivoLeido.self, de: resultado.salida)
    #expect(leido.fallidos.map(\.id) == ["a000"])
    #expect(leido.fallidos.first?.intentos == 5)
    #expect(leido.reintentos == 4)
    #expect(leido.borrados + leido.pendientes.count == 29)
    #expect(leido.pendientes.count >= 15, "those in flight end; no other starts")
    #expect(leido.pendientes.last == "a029")
    #expect(
      leido.interrumpidoPor?.hasPrefix("The server failed (status 500): disco lleno.") == true)
    #expect(
      resultado.error.contains(
        "Error: Stopped after \(leido.borrados) of 30 deleted, \(30 - leido.borrados) left: "
          + "The server failed (status 500)"))
    #expect(try await Self.ids(en: servidor).count == 30 - leido.borrados)
  }

  @Test("a refused token stops the work with 4, at the first deletion")
  func tokenRechazado() async throws {
    var cliente = Self.servidor(20)
    cliente.borrarVarios = Self.sinLotes
    cliente.borrar = { _ in throw ErrorArticulos.tokenRechazado(motivo: "Invalid token signature") }
    let resultado = try await ejecutar(
      ["delete", "a000", "a001", "a002", "--yes"], cliente: cliente)
    #expect(resultado.codigo == .autenticacion)
    #expect(resultado.salida.contains("not deleted:\n  a000 after 1 try: The server rejected"))
    #expect(resultado.error.contains("The server rejected the token (Invalid token signature)"))
  }

  @Test("--verbose shows each retry with the try about to be made")
  func reintentos() async throws {
    let servidor = Self.servidor(2)
    var cliente = servidor
    let fallos = Contador()
    cliente.borrarVarios = Self.sinLotes
    cliente.borrar = { id in
      // NB: Only a000's first try fails: the two deletions run at once, in either order.
      if id == "a000", fallos.incrementar() == 1 { throw ErrorArticulos.red(.conexionInterrumpida) }
      try await servidor.borrar(id: id)
    }
    let resultado = try await ejecutar(
      ["delete", "a000", "a001", "--yes", "--verbose"], cliente: cliente)
    #expect(resultado.codigo == .ok, "\(resultado.error)")
    #expect(resultado.error.contains("Retrying 'a000' in 500 ms (try 2): The connection closed"))
  }

  @Test("without a token it stops before reading anything, with 4")
  func sinToken() async throws {
    let resultado = try await ejecutar(
      ["delete", "--from", "/no/existe", "--yes"], cliente: Self.servidor(1), conToken: false)
    #expect(resultado.codigo == .autenticacion)
  }

  @Test(
    "a --from file that cannot be read or holds a bad line is a usage error (64), nothing sent")
  func archivoMalo() async throws {
    let cliente = Self.servidor(2)
    let faltante = try await ejecutar(
      ["delete", "--from", "/no/existe.txt", "--yes"], cliente: cliente)
    #expect(faltante.codigo == .uso)
    #expect(
      faltante.error.hasPrefix(
        "Error: Cannot read '/no/existe.txt' given to --from: nothing is there; check the path, "
          + "or give - for standard input.\n"
          + "Usage: articulos delete"))
    let carpeta = try CarpetaTemporal()
    let ids = try carpeta.escribir("ids.txt", "a000\n" + String(repeating: "x", count: 250) + "\n")
    let larga = try await ejecutar(["delete", "--from", ids, "--yes"], cliente: cliente)
    #expect(larga.codigo == .uso)
    #expect(
      larga.error.hasPrefix(
        "Error: Line 2 of '\(ids)' is 250 characters; an id has at most 200."))
    #expect(try await Self.ids(en: cliente).count == 2)
  }

  @Test("an empty list of ids deletes nothing and says so")
  func vacio() async throws {
    let carpeta = try CarpetaTemporal()
    let ids = try carpeta.escribir("ids.txt", "\n\n")
    let resultado = try await ejecutar(["delete", "--from", ids], cliente: Self.servidor(1))
    #expect(resultado.codigo == .ok)
    #expect(resultado.salida == "No ids to delete.\n")
  }
}

/// A thread-safe counter for clients written in tests.
final class Contador: Sendable {
  private let cuenta = Mutex(0)

  /// Adds one and returns the new count.
  func incrementar() -> Int {
    cuenta.withLock {
      $0 += 1
      return $0
    }
  }

  /// The count so far.
  var valor: Int { cuenta.withLock { $0 } }
}
