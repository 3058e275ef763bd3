import Foundation
import TestSupport

/// A hostile HTTP or HTTPS server on 127.0.0.1: `Scripts/security/adversarial_server.py`, run
/// as a child process for one test.
///
/// It echoes the token back in its errors, redirects elsewhere, holds a request open, never
/// completes a connection, or behaves; with a ``CertificadoDePrueba`` it speaks TLS with a
/// certificate nobody vouches for. It records every request it reads, with its
/// `Authorization` header, and every failed TLS handshake, so a test can prove where a token
/// did and did not arrive. It runs as a ``ProcesoDeFondo``, killed when the value goes away.
///
/// ```swift
/// let servidor = try await ServidorAdversario(.eco(estado: 401))
/// // articulos --api servidor.url --token ... save --title Eco
/// #expect(servidor.peticiones.first?.authorization == "Bearer ...")
/// ```
final class ServidorAdversario: Sendable {
  /// How the server answers.
  enum Modo: Sendable {
    /// Every request gets `estado` and a Datasette error repeating every request header; when
    /// `enTexto` (and always for `200`), a text body instead whose `Authorization` value starts
    /// at character 180, across the 200 where clients cut their excerpts.
    case eco(estado: Int, enTexto: Bool = false)
    /// Every request gets `estado` and `Location: destino`; `{authorization}` in `destino`
    /// becomes the request's `Authorization` value.
    case redireccion(estado: Int, a: String)
    /// Requests are read and never answered.
    case retener
    /// Connections never complete: connecting times out.
    case mudo
    /// GETs get an empty page of articles, POSTs the rows they sent.
    case normal
    /// GETs get one article whose title and body repeat the request's `Authorization` value.
    case reflejo
    /// GETs page through `cantidad` articles as Datasette does; POSTs get the rows they sent.
    case conArticulos(Int)
    /// A misbehaving mode of the script by its name (`bad-json`, `html`, `bad-utf8`,
    /// `wrong-json`, `stall-headers`, `drip-body`, `repeat-cursor`, `control-chars`,
    /// `lying-count`; its docstring says what each does).
    case averiado(String)

    var argumentos: [String] {
      switch self {
      case .eco(let estado, let enTexto):
        ["--mode", "echo", "--status", String(estado)] + (enTexto ? ["--plain"] : [])
      case .redireccion(let estado, let destino):
        ["--mode", "redirect", "--status", String(estado), "--location", destino]
      case .retener: ["--mode", "hold"]
      case .mudo: ["--mode", "silent"]
      case .normal: ["--mode", "ok"]
      case .reflejo: ["--mode", "reflect"]
      case .conArticulos(let cantidad): ["--mode", "ok", "--articles", String(cantidad)]
      case .averiado(let modo): ["--mode", modo]
      }
    }
  }

  /// A request as the server read it.
  struct Peticion: Decodable, Hashable, Sendable {
    /// `GET` or `POST`.
    var method: String
    /// The path and query.
    var path: String
    /// The `Authorization` header, if one came.
    var authorization: String?
  }

  /// The server's root, such as `https://127.0.0.1:43117`.
  let url: String
  private let proceso: ProcesoDeFondo
  private let registro: String
  private let carpeta: CarpetaTemporal

  /// The script, found from this file: `<repository>/Scripts/security/adversarial_server.py`.
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scripts/security/adversarial_server.py")

  /// The system's Python, found once: not a version manager's shim on `PATH`, which would cost a
  /// shell and several processes per server, dozens of them when the suites start together.
  private static func python() throws -> String {
    let sistema = "/usr/bin/python3"
    if FileManager.default.isExecutableFile(atPath: sistema) { return sistema }
    return try ProgramaDelSistema.ruta("python3").path
  }

  /// Starts a server answering as `modo` says, over TLS with `certificado` when one is given,
  /// and returns once it listens.
  init(_ modo: Modo, certificado: CertificadoDePrueba? = nil) async throws {
    carpeta = try CarpetaTemporal()
    registro = carpeta.ruta(de: "peticiones.jsonl")
    let salida = carpeta.ruta(de: "salida")
    let tls = certificado.map { ["--cert", $0.certificado, "--key", $0.clave] } ?? []
    proceso = try ProcesoDeFondo(
      [try Self.python(), Self.script.path, "--log", registro] + modo.argumentos + tls,
      salida: salida)
    let hasta = ContinuousClock.now + .seconds(30)
    while true {
      let texto = String(
        decoding: FileManager.default.contents(atPath: salida) ?? Data(), as: UTF8.self)
      if let fin = texto.firstIndex(of: "\n"), let puerto = Int(texto[..<fin]) {
        url = "\(certificado == nil ? "http" : "https")://127.0.0.1:\(puerto)"
        return
      }
      guard ContinuousClock.now < hasta else {
        throw ErrorDeProceso("the adversarial server did not start: \(texto)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// The requests read so far, in order.
  var peticiones: [Peticion] {
    lineas.compactMap { try? JSONDecoder().decode(Peticion.self, from: Data($0.utf8)) }
  }

  /// How many TLS handshakes failed (the client refused the certificate, or hung up).
  var apretonesFallidos: Int {
    lineas.filter { $0.contains(#""handshake": "failed""#) }.count
  }

  /// Waits until `condicion` holds for the server's records, for at most `limite`.
  func esperar(
    _ descripcion: String, limite: Duration = .seconds(30),
    hasta condicion: (ServidorAdversario) -> Bool
  ) async throws {
    let hasta = ContinuousClock.now + limite
    while !condicion(self) {
      guard ContinuousClock.now < hasta else {
        throw ErrorDeProceso("\(descripcion) never happened; the server saw \(lineas)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  private var lineas: [String] {
    let datos = FileManager.default.contents(atPath: registro) ?? Data()
    return String(decoding: datos, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
