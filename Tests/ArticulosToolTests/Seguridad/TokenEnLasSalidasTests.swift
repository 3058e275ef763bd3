import Foundation
import Testing
import TestSupport

/// One way a hostile server answers, the command that meets it, and how the tool ends.
struct RespuestaHostil: Sendable, CustomTestStringConvertible {
  /// The status the server answers with, its body repeating the request's headers.
  var estado: Int
  /// Whether that body is text (the token across character 200) instead of a JSON error.
  var enTexto = false
  /// The command line after the global options.
  var argumentos: [String]
  /// The exit status the tool must end with.
  var codigo: Int32

  var testDescription: String {
    "\(estado)\(enTexto ? " in text" : "") to '\(argumentos.joined(separator: " "))' exits \(codigo)"
  }
}

/// A token of the shape Datasette gives, random enough that no part of it shows up by chance.
let tokenHostil = "dstok_Q7vX2mZk9RwL4pT8nY3cJ6hB"

/// Whether `texto` holds the token or any six characters in a row of its secret part (after
/// `dstok_`): a token cut in half is still a leak.
func muestraParteDelToken(_ texto: String, token: String = tokenHostil) -> Bool {
  let secreto = Array(token.dropFirst("dstok_".count))
  return texto.contains(token)
    || (0...(secreto.count - 6)).contains { texto.contains(String(secreto[$0..<($0 + 6)])) }
}

@Suite("The token never reaches standard output, standard error, traces or JSON")
struct TokenEnLasSalidasTests {
  static let respuestas = [
    RespuestaHostil(estado: 401, argumentos: ["save", "--title", "Eco"], codigo: 4),
    RespuestaHostil(estado: 403, argumentos: ["delete", "a1", "--yes"], codigo: 4),
    RespuestaHostil(estado: 400, argumentos: ["save", "--title", "Eco"], codigo: 1),
    // A 500 to a save proves nothing, and the read-back meets the same 500: unknown outcome.
    RespuestaHostil(estado: 500, argumentos: ["save", "--title", "Eco"], codigo: 7),
    RespuestaHostil(estado: 500, enTexto: true, argumentos: ["save", "--title", "Eco"], codigo: 7),
    RespuestaHostil(estado: 404, argumentos: ["list"], codigo: 1),
    RespuestaHostil(estado: 200, argumentos: ["show", "a1"], codigo: 1),
  ]

  @Test(
    "a server that echoes the Authorization header back, whole or cut, never gets it shown",
    arguments: respuestas)
  func eco(_ respuesta: RespuestaHostil) async throws {
    let servidor = try await ServidorAdversario(
      .eco(estado: respuesta.estado, enTexto: respuesta.enTexto))
    let porBandera = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "--token", tokenHostil, "--verbose"] + respuesta.argumentos)
    let porEntorno = try await ProcesoArticulos.ejecutar(
      ["--json"] + respuesta.argumentos,
      entorno: ["ARTICULOS_API": servidor.url, "ARTICULOS_TOKEN": tokenHostil])

    for resultado in [porBandera, porEntorno] {
      #expect(resultado.codigo == respuesta.codigo, "\(resultado)")
      #expect(!muestraParteDelToken(resultado.salida), "\(resultado)")
      #expect(!muestraParteDelToken(resultado.error), "\(resultado)")
      // The echo did reach the message, with the token cut out of it.
      #expect(resultado.error.contains("Bearer <redacted>"), "\(resultado)")
    }
    #expect(porBandera.error.contains("* token given (from --token)"))
    #expect(!servidor.peticiones.isEmpty)
    #expect(servidor.peticiones.allSatisfy { $0.authorization == "Bearer \(tokenHostil)" })
  }

  @Test("an import refused by an echoing server lists the refusal in --json without the token")
  func importarEnJSON() async throws {
    let servidor = try await ServidorAdversario(.eco(estado: 401))
    let carpeta = try CarpetaTemporal()
    let datos = try carpeta.escribir("datos.json", #"[{"titulo": "Uno"}, {"titulo": "Dos"}]"#)

    let resultado = try await ProcesoArticulos.ejecutar(
      ["--json", "import", datos],
      entorno: ["ARTICULOS_API": servidor.url, "ARTICULOS_TOKEN": tokenHostil])

    #expect(resultado.codigo == 4, "\(resultado)")
    #expect(try json(EnvioLeido.self, de: resultado.salida).guardados == 0)
    #expect(resultado.salida.contains("<redacted>"), "\(resultado)")
    #expect(!muestraParteDelToken(resultado.salida))
    #expect(!muestraParteDelToken(resultado.error))
    #expect(servidor.peticiones.first?.authorization == "Bearer \(tokenHostil)")
    let progreso = try #require(
      carpeta.contenido().first { $0.hasSuffix(".articulos-import.json") }, "no resume file")
    let guardado = try String(contentsOfFile: carpeta.ruta(de: progreso), encoding: .utf8)
    #expect(!muestraParteDelToken(guardado))
  }

  @Test("an article that repeats the token behind JSON escapes is shown and exported without it")
  func articuloConEco() async throws {
    let servidor = try await ServidorAdversario(.reflejo)
    let entorno = ["ARTICULOS_API": servidor.url, "ARTICULOS_TOKEN": tokenHostil]
    let detalle = try await ProcesoArticulos.ejecutar(["show", "a1"], entorno: entorno)
    let enJSON = try await ProcesoArticulos.ejecutar(["show", "a1", "--json"], entorno: entorno)
    let tabla = try await ProcesoArticulos.ejecutar(["list", "--verbose"], entorno: entorno)
    let carpeta = try CarpetaTemporal()
    let exportado = try await ProcesoArticulos.ejecutar(
      ["export", carpeta.ruta(de: "todo.json")], entorno: entorno)
    let archivo = try String(contentsOfFile: carpeta.ruta(de: "todo.json"), encoding: .utf8)
    #expect(archivo.contains(#""titulo":"Eco de Bearer <redacted>""#), "\(archivo)")
    #expect(!muestraParteDelToken(archivo))

    #expect(detalle.salida.contains("Title:    Eco de Bearer <redacted>"), "\(detalle)")
    #expect(detalle.salida.contains("Cuerpo: Bearer <redacted>"), "\(detalle)")
    #expect(enJSON.salida.contains(#""titulo":"Eco de Bearer <redacted>""#), "\(enJSON)")
    #expect(tabla.salida.contains("Eco de Bearer <redacted>"), "\(tabla)")
    for resultado in [detalle, enJSON, tabla, exportado] {
      #expect(resultado.codigo == 0, "\(resultado)")
      #expect(!muestraParteDelToken(resultado.salida))
      #expect(!muestraParteDelToken(resultado.error))
    }
    #expect(servidor.peticiones.allSatisfy { $0.authorization == "Bearer \(tokenHostil)" })
  }

  @Test(
    "a refused connection, a connection that times out and a refused certificate show no token",
    .enabled(if: CertificadoDePrueba.disponible, CertificadoDePrueba.sinOpenSSL))
  func sinRespuesta() async throws {
    let puertoCerrado = try PuertoCerrado()
    defer { puertoCerrado.cerrar() }
    let cerrado = "http://127.0.0.1:\(puertoCerrado.puerto)"
    let mudo = try await ServidorAdversario(.mudo)
    let autofirmado = try await ServidorAdversario(
      .normal, certificado: try await CertificadoDePrueba.generar())
    let casos: [(url: String, codigo: Int32, mensaje: String)] = [
      (cerrado, 1, "Cannot connect to"),
      // NB: The connection never opened, so nothing was sent and nothing is read back.
      (mudo.url, 1, "No connection could be opened within 10"),
      (autofirmado.url, 6, "certificate"),
    ]
    for caso in casos {
      let resultado = try await ProcesoArticulos.ejecutar(
        ["--api", caso.url, "--token", tokenHostil, "--verbose", "--json", "save", "--title", "N"])
      #expect(resultado.codigo == caso.codigo, "\(caso.url): \(resultado)")
      #expect(resultado.error.contains(caso.mensaje), "\(caso.url): \(resultado)")
      #expect(resultado.error.contains("< failed: "), "\(caso.url): \(resultado)")
      #expect(!muestraParteDelToken(resultado.salida))
      #expect(!muestraParteDelToken(resultado.error))
    }
    #expect(autofirmado.peticiones.isEmpty)
  }
}
