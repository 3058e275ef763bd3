import Foundation
import Testing
import TestSupport

@testable import ArticulosCLI

#if canImport(Glibc)
  import Glibc
#endif

@Suite("The CA file: from a flag, the environment or the config file, checked before use")
struct AutoridadesDeCertificacionTests {
  @Test("--ca-file wins over ARTICULOS_CA_FILE, which wins over the config file")
  func precedencia() throws {
    let archivo = try ArchivoDeConfiguracion.parse("ca-file = /de/archivo.pem", ruta: "/c")
    let variable = ["ARTICULOS_CA_FILE": "/de/entorno.pem"]

    let porBandera = try orden(["--ca-file", "/de/bandera.pem", "list"], entorno: variable)
    #expect(
      porBandera.globales.autoridadesDeCertificacion
        == Ajuste(valor: "/de/bandera.pem", origen: .bandera("--ca-file")))
    let enLinea = try orden(["list", "--ca-file=relativo.pem"])
    #expect(enLinea.globales.autoridadesDeCertificacion?.valor == "relativo.pem")

    #expect(
      try Ajustes.resolver(porBandera.globales, entorno: variable, archivo: archivo)
        .autoridadesDeCertificacion
        == Ajuste(valor: "/de/bandera.pem", origen: .bandera("--ca-file")))

    let sinBandera = try orden(["list"]).globales
    #expect(
      try Ajustes.resolver(sinBandera, entorno: variable, archivo: archivo)
        .autoridadesDeCertificacion
        == Ajuste(valor: "/de/entorno.pem", origen: .entorno("ARTICULOS_CA_FILE")))

    #expect(
      try Ajustes.resolver(sinBandera, entorno: ["ARTICULOS_CA_FILE": ""], archivo: archivo)
        .autoridadesDeCertificacion
        == Ajuste(valor: "/de/archivo.pem", origen: .archivo(ruta: "/c", clave: "ca-file")))

    #expect(
      try Ajustes.resolver(sinBandera, entorno: [:], archivo: nil).autoridadesDeCertificacion
        == nil)
  }

  @Test("an empty --ca-file, or one without a value, is a usage error")
  func vacio() {
    #expect(
      errorDeUso(["--ca-file=", "list"])?.mensaje == "The value of '--ca-file <pem>' is empty.")
    #expect(errorDeUso(["list", "--ca-file"])?.mensaje == "Missing value for '--ca-file <pem>'.")
  }

  @Test("a relative 'ca-file' in the config file is an error naming the line")
  func relativoEnArchivo() throws {
    let archivo = try ArchivoDeConfiguracion.parse("\n\nca-file = ca.pem", ruta: "/c")
    #expect(
      throws: ErrorDeConfiguracion(
        "Line 3 of /c: the 'ca-file' path must be absolute, such as /etc/articulos/ca.pem.")
    ) { try Ajustes.resolver(OpcionesGlobales(), entorno: [:], archivo: archivo) }
  }

  @Test("a readable file with a PEM certificate passes; every other file is refused by name")
  func comprobar() throws {
    let carpeta = try CarpetaTemporal()
    let pem = try carpeta.escribir(
      "ca.pem", "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n")
    try ArchivoDeAutoridades.comprobar(Ajuste(valor: pem, origen: .bandera("--ca-file")))

    let clave = try carpeta.escribir("clave.pem", "-----BEGIN PRIVATE KEY-----\nMIIB\n")
    let tuberia = carpeta.ruta(de: "tuberia")
    #expect(mkfifo(tuberia, 0o600) == 0)
    let casos = [
      (carpeta.ruta(de: "nada.pem"), "does not exist. Give a PEM file of the certificate "),
      (carpeta.ruta, "is a folder. Give a PEM file"),
      (tuberia, "is a pipe, a device or a socket. Give a PEM file"),
      (clave, "holds no PEM certificate (a '-----BEGIN CERTIFICATE-----' block)."),
    ]
    for (ruta, motivo) in casos {
      let origen = OrigenDeAjuste.entorno("ARTICULOS_CA_FILE")
      do {
        try ArchivoDeAutoridades.comprobar(Ajuste(valor: ruta, origen: origen))
        Issue.record("\(ruta) was accepted")
      } catch {
        #expect(
          error.mensaje.hasPrefix("The CA file \(ruta) (from ARTICULOS_CA_FILE) \(motivo)"),
          "\(error.mensaje)")
      }
    }
  }
}
