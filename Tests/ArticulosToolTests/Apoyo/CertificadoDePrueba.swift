import ArticulosLive
import Foundation
import TestSupport
import Testing

/// A self-signed certificate and its key, made with `openssl` for one test and removed with
/// the value.
///
/// Nobody vouches for it, so a client that verifies certificates refuses it unless told to
/// trust this very file. It names `127.0.0.1` unless the test asks for another name.
///
/// ```swift
/// let certificado = try await CertificadoDePrueba.generar()
/// let servidor = try await ServidorAdversario(.normal, certificado: certificado)
/// // articulos --api servidor.url --ca-file certificado.certificado ...
/// ```
struct CertificadoDePrueba: Sendable {
  /// Whether the TLS tests can run: libcurl on OpenSSL (their messages and `SSLKEYLOGFILE`
  /// are OpenSSL's) and an `openssl` 3 command. Always on Linux, where CI runs them, so a
  /// missing `openssl` fails there instead of skipping; elsewhere only with an OpenSSL libcurl
  /// (Homebrew's curl and openssl@3 on a Mac, not the SDK's LibreSSL build).
  static var disponible: Bool {
    Plataforma.esLinux || HTTPClient.libraryVersion.contains("OpenSSL/3")
  }

  /// Why a TLS test does not run.
  static let sinOpenSSL: Comment =
    "needs libcurl on OpenSSL 3 and the openssl 3 command (see Docs/Platforms.md)"

  /// The certificate, in PEM.
  let certificado: String
  /// Its private key, in PEM.
  let clave: String
  private let carpeta: CarpetaTemporal

  /// Makes a certificate valid for two days whose subject alternative name is `nombre`
  /// (`IP:127.0.0.1`, `DNS:otro.invalid`).
  static func generar(nombre: String = "IP:127.0.0.1") async throws -> CertificadoDePrueba {
    let carpeta = try CarpetaTemporal()
    let certificado = carpeta.ruta(de: "certificado.pem")
    let clave = carpeta.ruta(de: "clave.pem")
    try await openssl([
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
      "-keyout", clave, "-out", certificado, "-days", "2", "-subj", "/CN=articulos-prueba",
      "-addext", "subjectAltName=\(nombre)",
    ])
    return CertificadoDePrueba(certificado: certificado, clave: clave, carpeta: carpeta)
  }

  /// A folder holding the certificate under its subject hash (`<hash>.0`), the layout
  /// OpenSSL's `SSL_CERT_DIR` expects.
  func carpetaConHash() async throws -> String {
    let hash = try await Self.openssl(["x509", "-hash", "-noout", "-in", certificado])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let copia = try carpeta.escribir(
      "por-hash/\(hash).0", try String(contentsOfFile: certificado, encoding: .utf8))
    return (copia as NSString).deletingLastPathComponent
  }

  /// Runs `openssl` with `argumentos` and returns its standard output.
  @discardableResult
  private static func openssl(_ argumentos: [String]) async throws -> String {
    let resultado = try await ProcesoArticulos(
      argumentos, programa: ProgramaDelSistema.ruta("openssl")
    ).resultado()
    guard resultado.codigo == 0 else { throw ErrorDeProceso("openssl failed: \(resultado)") }
    return resultado.salida
  }
}
