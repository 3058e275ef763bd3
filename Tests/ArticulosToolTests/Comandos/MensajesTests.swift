import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Foundation
import Testing
import TestSupport

@testable import ArticulosCLI

@Suite("Messages name the real cause and the fix")
struct MensajesTests {
  @Test(
    "--api given the database's or the table's address is refused with the server's root",
    arguments: [
      "http://127.0.0.1:8001/articulos", "http://127.0.0.1:8001/articulos/",
      "http://127.0.0.1:8001/articulos/articulos", "http://127.0.0.1:8001/articulos.json",
    ])
  func apiDeLaBaseDeDatos(api: String) async throws {
    let error = #expect(throws: ErrorDeUso.self) {
      try Invocacion.parse(["--api", api, "list"], entorno: [:])
    }
    #expect(error?.description.contains("not of the server") == true)
    #expect(error?.description.contains("such as http://127.0.0.1:8001.") == true)
  }

  @Test("a server under a prefix is still a server: --api with another path is accepted")
  func apiConPrefijo() async throws {
    let resultado = try await ejecutar(["--api", "http://127.0.0.1:8001/datasette", "list"])
    #expect(resultado.codigo == .ok, "\(resultado)")
  }

  @Test("a refusal on a read speaks of reading, not of write permissions")
  func lecturaProhibida() async throws {
    var sinPermiso = ClienteArticulos.enMemoria([])
    sinPermiso.listar = { _, _ in throw ErrorArticulos.sinPermiso(motivo: "view-table") }
    let prohibida = try await ejecutar(["list"], cliente: sinPermiso)
    #expect(prohibida.codigo == .autenticacion)
    #expect(prohibida.error.contains("may not read the table (view-table)"))
    #expect(!prohibida.error.contains("insert-row"))

    var anonimo = ClienteArticulos.enMemoria([])
    anonimo.listar = { _, _ in throw ErrorArticulos.sinToken }
    let sinToken = try await ejecutar(["list"], cliente: anonimo)
    #expect(sinToken.codigo == .autenticacion)
    #expect(sinToken.error.contains("read the table without a token"))
    #expect(!sinToken.error.contains("to write"))
  }

  @Test("https to a plain HTTP port is named as such, not as a certificate problem")
  func httpsContraHTTP() async throws {
    var cliente = ClienteArticulos.enMemoria([])
    cliente.listar = { _, _ in
      throw ErrorArticulos.red(
        .conexionInsegura("OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number"))
    }
    let resultado = try await ejecutar(["list"], cliente: cliente)
    #expect(resultado.codigo == .tls)
    #expect(resultado.error.contains("likely plain HTTP"))
    #expect(resultado.error.contains("http://"))
    #expect(!resultado.error.contains("--ca-file"))
  }

  @Test("import of a device or a FIFO says what it is, not 'permission'")
  func importNoArchivo() async throws {
    let carpeta = try CarpetaTemporal()
    let fifo = carpeta.ruta + "/tubo"
    #expect(mkfifo(fifo, 0o600) == 0)
    for (ruta, tipo) in [("/dev/null", "a device"), (fifo, "a pipe (FIFO)")] {
      let resultado = try await ejecutar(["import", ruta])
      #expect(resultado.codigo == .uso, "\(resultado)")
      #expect(resultado.error.contains("'\(ruta)' is \(tipo), not a file"))
      #expect(!resultado.error.contains("permission"))
    }
  }

  @Test(
    "malformed JSON to import names the line and column, or says it is cut short or empty",
    arguments: [
      ("[{\"titulo\": \"a\", \"cuerpo\": \"b\"},\n {\"titulo\": tru}]", "at line 2, column"),
      ("[{\"titulo\": \"a\"", "cut short"), ("  \n", "the file is empty"),
    ])
  func jsonMalFormado(texto: String, esperado: String) async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir("mal.json", texto)
    let resultado = try await ejecutar(["import", ruta])
    #expect(resultado.codigo == .uso)
    #expect(resultado.error.contains(esperado), "\(resultado.error)")
  }

  @Test("a count that is only a lower bound is said as 'more than', never as a page count")
  func cotaInferior() async throws {
    var cliente = ClienteArticulos.enMemoria(Muestras.articulos(40, .herramienta()))
    cliente.buscar = { _, pagina in
      Pagina(
        articulos: Array(Muestras.articulos(40, .herramienta()).prefix(20)), total: 10_001,
        totalEsMinimo: true,
        siguiente: CursorDePagina(rawValue: "c\(pagina)"))
    }
    cliente.listar = { _, _ in
      Pagina(
        articulos: Array(Muestras.articulos(40, .herramienta()).prefix(20)), total: 10_001,
        totalEsMinimo: true,
        siguiente: CursorDePagina(rawValue: "c"))
    }
    let busqueda = try await ejecutar(["search", "café", "--page", "502"], cliente: cliente)
    #expect(busqueda.codigo == .ok)
    #expect(busqueda.salida.contains("Page 502 (more than 10,000 matches)."), "\(busqueda.salida)")
    #expect(!busqueda.salida.contains(" of 50"))
    #expect(busqueda.salida.contains("--page 503"))
    let lista = try await ejecutar(["list"], cliente: cliente)
    #expect(lista.salida.contains("Showing 20 of more than 10,000 articles."), "\(lista.salida)")
  }
}
