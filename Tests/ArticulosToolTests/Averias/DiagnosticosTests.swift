import Foundation
import Testing
import TestSupport

@testable import ArticulosCLI

/// One misbehaving server of Scripts/security/adversarial_server.py's issue-32 block, the
/// command run against it, and what the tool must say and never say.
struct CasoDeDiagnostico: Sendable, CustomTestStringConvertible {
  var modo: String
  var argumentos: [String]
  var conToken = false
  var codigo: Int32
  var dice: String
  var nuncaDice: String

  var testDescription: String { "\(modo): \(argumentos.joined(separator: " "))" }
}

/// The built tool against servers that fail in ways a wrong diagnosis hides: each message names
/// the real cause, never the one that would send a person the wrong way.
// NB: Serialized, as ServidoresAveriadosTests, for the time bounds of other suites.
@Suite("Diagnostics name the real cause", .serialized)
struct DiagnosticosTests {
  static let token = "dstok_prueba_diagnostico"
  static let articulo = "00000000-0000-0000-0000-000000000001"

  static let casos: [CasoDeDiagnostico] = [
    CasoDeDiagnostico(
      modo: "unauthorized", argumentos: ["list"], codigo: 4, dice: "without a token",
      nuncaDice: "rejected the token"),
    CasoDeDiagnostico(
      modo: "tls-port", argumentos: ["list"], codigo: 1, dice: "speaks TLS (HTTPS)",
      nuncaDice: "connection closed"),
    CasoDeDiagnostico(
      modo: "huge-header", argumentos: ["show", articulo], codigo: 1,
      dice: "header of the answer is longer", nuncaDice: "Out of memory"),
    CasoDeDiagnostico(
      modo: "endless-headers", argumentos: ["list"], codigo: 1, dice: "headers run past 300 KB",
      nuncaDice: "connection closed"),
    CasoDeDiagnostico(
      modo: "bad-location", argumentos: ["list"], codigo: 1, dice: "redirected to an address",
      nuncaDice: "use an http:// or https:// URL"),
    CasoDeDiagnostico(
      modo: "refuse-save", argumentos: ["save", "--title", "Rechazado"], conToken: true,
      codigo: 1, dice: "the server refused it", nuncaDice: "Usage:"),
    CasoDeDiagnostico(
      modo: "too-many-requests", argumentos: ["list"], codigo: 1, dice: "too many requests",
      nuncaDice: "The server failed"),
    CasoDeDiagnostico(
      modo: "too-many-requests",
      argumentos: ["copy", "--to", "http://127.0.0.1:9", "--to-token", "dstok_destino_1234"],
      codigo: 1, dice: "Reading the articles failed before any was saved",
      nuncaDice: "0 were not saved"),
  ]

  @Test("each misbehaving server gets its own diagnosis, never another's", arguments: casos)
  func diagnostico(_ caso: CasoDeDiagnostico) async throws {
    let servidor = try await ServidorAdversario(.averiado(caso.modo))
    var entorno = ["NO_COLOR": "1"]
    if caso.conToken { entorno["ARTICULOS_TOKEN"] = Self.token }
    let resultado = try await ProcesoArticulos.ejecutar(
      ["--timeout", "3", "--api", servidor.url] + caso.argumentos, entorno: entorno)
    #expect(resultado.codigo == caso.codigo, "\(resultado)")
    #expect(resultado.error.localizedCaseInsensitiveContains(caso.dice), "\(resultado)")
    #expect(!resultado.error.localizedCaseInsensitiveContains(caso.nuncaDice), "\(resultado)")
    if caso.modo == "refuse-save" {
      // Nothing was stored: the one write was refused.
      #expect(servidor.peticiones.filter { $0.method == "POST" }.count >= 1)
    }
  }

  @Test("a certificate for another host name is not advised --ca-file, which cannot help")
  func otroNombre() {
    let fallo = FalloDeEjecucion.tls(
      .red(
        .conexionInsegura(
          "SSL: no alternative certificate subject name matches target host name '127.0.0.1'")))
    #expect(fallo.codigo == .tls)
    #expect(!fallo.mensaje.contains("--ca-file"), "\(fallo.mensaje)")
    #expect(fallo.mensaje.contains("another host name"))
    let otro = FalloDeEjecucion.tls(.red(.conexionInsegura("self-signed certificate")))
    #expect(otro.mensaje.contains("--ca-file"))
  }
}
