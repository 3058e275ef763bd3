import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

@Suite(
  "TLS verification cannot be turned off; a private authority can be trusted by name",
  .enabled(if: CertificadoDePrueba.disponible, CertificadoDePrueba.sinOpenSSL))
struct TLSBinarioTests {
  @Test("a self-signed server is refused with exit 6, before the token is sent")
  func autofirmado() async throws {
    let servidor = try await ServidorAdversario(
      .normal, certificado: try await CertificadoDePrueba.generar())

    let resultado = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "--token", tokenHostil, "save", "--title", "Nada"])

    #expect(resultado.codigo == 6, "\(resultado)")
    #expect(
      resultado.error.hasPrefix(
        "Error: The secure connection failed (SSL certificate problem: self-signed certificate)"),
      "\(resultado)")
    #expect(resultado.error.contains("Nothing was sent."))
    #expect(resultado.error.contains("trust it with --ca-file <pem>, ARTICULOS_CA_FILE"))
    #expect(resultado.error.contains("verification cannot be turned off"))
    #expect(servidor.peticiones.isEmpty)
    #expect(servidor.apretonesFallidos >= 1)
  }

  @Test(
    "variables that change trust elsewhere (curl's, OpenSSL's, other tools') change nothing here",
    arguments: [
      "CURL_CA_BUNDLE", "SSL_CERT_FILE", "SSL_CERT_DIR", "GIT_SSL_NO_VERIFY",
      "NODE_TLS_REJECT_UNAUTHORIZED", "PYTHONHTTPSVERIFY",
    ])
  func entornoSinEfecto(variable: String) async throws {
    let certificado = try await CertificadoDePrueba.generar()
    let servidor = try await ServidorAdversario(.normal, certificado: certificado)
    var valor = "0"
    switch variable {
    case "CURL_CA_BUNDLE", "SSL_CERT_FILE": valor = certificado.certificado
    case "SSL_CERT_DIR": valor = try await certificado.carpetaConHash()
    case "GIT_SSL_NO_VERIFY": valor = "1"
    default: break
    }

    let resultado = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "save", "--title", "Nada"],
      entorno: [variable: valor, "ARTICULOS_TOKEN": tokenHostil])

    #expect(resultado.codigo == 6, "\(variable)=\(valor): \(resultado)")
    #expect(servidor.peticiones.isEmpty)
  }

  @Test("--ca-file, ARTICULOS_CA_FILE and 'ca-file' in the config file trust that certificate")
  func autoridadPropia() async throws {
    let certificado = try await CertificadoDePrueba.generar()
    let servidor = try await ServidorAdversario(.normal, certificado: certificado)
    let carpeta = try CarpetaTemporal()
    let configuracion = try carpeta.escribir(
      "articulos/config", "ca-file = \(certificado.certificado)\n")
    chmod(configuracion, 0o600)
    let maneras: [(argumentos: [String], entorno: [String: String], origen: String)] = [
      (["--ca-file", certificado.certificado], [:], "--ca-file"),
      ([], ["ARTICULOS_CA_FILE": certificado.certificado], "ARTICULOS_CA_FILE"),
      ([], ["XDG_CONFIG_HOME": carpeta.ruta], "'ca-file' in \(configuracion)"),
    ]
    for manera in maneras {
      let resultado = try await ProcesoArticulos.ejecutar(
        ["--api", servidor.url, "--verbose"] + manera.argumentos + ["save", "--title", "Seguro"],
        entorno: manera.entorno.merging(["ARTICULOS_TOKEN": tokenHostil]) { $1 })
      #expect(resultado.codigo == 0, "\(manera.origen): \(resultado)")
      #expect(
        resultado.error.contains(
          "* certificate authorities: the system's and \(certificado.certificado) "
            + "(from \(manera.origen))"), "\(resultado)")
    }
    #expect(
      servidor.peticiones.map(\.authorization)
        == Array(repeating: "Bearer \(tokenHostil)", count: 3))
  }

  @Test("without a CA file the trace says only the system's authorities are trusted")
  func trazaSinAutoridad() async throws {
    let cerrado = try PuertoCerrado()
    defer { cerrado.cerrar() }
    let resultado = try await ProcesoArticulos.ejecutar(
      ["--api", "http://127.0.0.1:\(cerrado.puerto)", "--verbose", "show", "a1"])
    #expect(resultado.error.contains("* certificate authorities: the system's\n"), "\(resultado)")
  }

  @Test("trusting the authority does not trust a certificate for another host name")
  func otroNombre() async throws {
    let certificado = try await CertificadoDePrueba.generar(nombre: "DNS:otro.invalid")
    let servidor = try await ServidorAdversario(.normal, certificado: certificado)

    let resultado = try await ProcesoArticulos.ejecutar(
      [
        "--api", servidor.url, "--ca-file", certificado.certificado, "--token", tokenHostil,
        "save", "--title", "Nada",
      ])

    #expect(resultado.codigo == 6, "\(resultado)")
    #expect(resultado.error.contains("'127.0.0.1'"), "\(resultado)")
    #expect(servidor.peticiones.isEmpty)
  }

  @Test("a CA file that is missing, a folder, a pipe or not PEM is refused with 78 at once")
  func archivoDeAutoridadesInvalido() async throws {
    let carpeta = try CarpetaTemporal()
    let texto = try carpeta.escribir("texto.pem", "no es un certificado\n")
    let tuberia = carpeta.ruta(de: "tuberia.pem")
    #expect(mkfifo(tuberia, 0o600) == 0)
    let casos = [
      (carpeta.ruta(de: "no-existe.pem"), "does not exist"),
      (carpeta.ruta, "is a folder"),
      (tuberia, "is a pipe, a device or a socket"),
      (texto, "holds no PEM certificate"),
    ]
    for (ruta, motivo) in casos {
      let resultado = try await ProcesoArticulos.ejecutar(
        ["--api", "https://127.0.0.1:1", "--ca-file", ruta, "list"])
      #expect(resultado.codigo == 78, "\(ruta): \(resultado)")
      #expect(
        resultado.error.hasPrefix("Error: The CA file \(ruta) (from --ca-file) \(motivo)"),
        "\(resultado)")
    }
    let vacio = try await ProcesoArticulos.ejecutar(["--ca-file=", "list"])
    #expect(vacio.codigo == 64, "\(vacio)")
    #expect(vacio.error.hasPrefix("Error: The value of '--ca-file <pem>' is empty."))
  }

  @Test("SSLKEYLOGFILE makes libcurl write the TLS keys, and the tool warns about it")
  func registroDeClaves() async throws {
    let certificado = try await CertificadoDePrueba.generar()
    let servidor = try await ServidorAdversario(.normal, certificado: certificado)
    let carpeta = try CarpetaTemporal()
    let claves = carpeta.ruta(de: "claves.log")

    let resultado = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "--ca-file", certificado.certificado, "list"],
      entorno: ["SSLKEYLOGFILE": claves])

    #expect(resultado.codigo == 0, "\(resultado)")
    #expect(
      resultado.error.hasPrefix(
        "Warning: SSLKEYLOGFILE is set: the TLS keys of this run go to \(claves)"), "\(resultado)")
    let escritas = try String(contentsOfFile: claves, encoding: .utf8)
    #expect(escritas.contains("CLIENT_TRAFFIC_SECRET_0"))
  }
}
