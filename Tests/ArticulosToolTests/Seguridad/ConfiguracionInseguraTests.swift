import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A config file written for one test, in a fresh `XDG_CONFIG_HOME`.
private struct ConfiguracionDePrueba {
  let carpeta: CarpetaTemporal
  /// Where the tool looks for it.
  let ruta: String
  /// The environment that points the tool at it.
  var entorno: [String: String] { ["XDG_CONFIG_HOME": carpeta.ruta] }

  /// Writes `texto` as the config file with the permissions `modo`.
  init(_ texto: String, modo: mode_t) throws {
    carpeta = try CarpetaTemporal()
    ruta = try carpeta.escribir("articulos/config", texto)
    chmod(ruta, modo)
  }
}

@Suite("The config file is refused when others could read its token or change it")
struct ConfiguracionInseguraTests {
  @Test(
    "a file with a token that group or others may read is refused, naming file, mode and fix",
    arguments: [0o640, 0o604, 0o644, 0o440, 0o404] as [mode_t])
  func legible(modo: mode_t) async throws {
    let configuracion = try ConfiguracionDePrueba("token = \(tokenHostil)\n", modo: modo)

    let resultado = try await ProcesoArticulos.ejecutar(
      ["list"], entorno: configuracion.entorno)

    #expect(resultado.codigo == 78, "\(resultado)")
    #expect(
      resultado.error
        == "Error: The config file \(configuracion.ruta) holds a token but group or others may "
        + "read it (mode \(String(modo, radix: 8))). Run 'chmod 600 \(configuracion.ruta)' and "
        + "try again.\n")
    #expect(!muestraParteDelToken(resultado.error))
    #expect(resultado.salida.isEmpty)
  }

  @Test(
    "a file that group or others may change is refused even without a token",
    arguments: [0o620, 0o602, 0o664, 0o666, 0o622] as [mode_t])
  func modificable(modo: mode_t) async throws {
    let configuracion = try ConfiguracionDePrueba("api = http://127.0.0.1:1\n", modo: modo)

    let resultado = try await ProcesoArticulos.ejecutar(
      ["list"], entorno: configuracion.entorno)

    #expect(resultado.codigo == 78, "\(resultado)")
    #expect(
      resultado.error
        == "Error: The config file \(configuracion.ruta) may be changed by group or others "
        + "(mode \(String(modo, radix: 8))), who could send your requests and your token to a "
        + "server of theirs. Run 'chmod 600 \(configuracion.ruta)' and try again.\n")
  }

  @Test(
    "a file only its owner may read is used, with or without a token; readable without one too",
    arguments: [(0o600, true), (0o400, true), (0o700, true), (0o644, false), (0o444, false)]
      as [(mode_t, Bool)])
  func aceptado(modo: mode_t, conToken: Bool) async throws {
    let servidor = try await ServidorAdversario(.normal)
    let configuracion = try ConfiguracionDePrueba(
      "api = \(servidor.url)\n" + (conToken ? "token = \(tokenHostil)\n" : ""), modo: modo)

    let resultado = try await ProcesoArticulos.ejecutar(
      ["--verbose", "list"], entorno: configuracion.entorno)

    #expect(resultado.codigo == 0, "\(resultado)")
    #expect(resultado.error.contains("(from 'api' in \(configuracion.ruta))"), "\(resultado)")
    #expect(
      servidor.peticiones.map(\.authorization) == [conToken ? "Bearer \(tokenHostil)" : nil])
  }

  @Test(
    "a link to a readable file with a token is refused, naming both; 'chmod 600' on it fixes it")
  func enlace() async throws {
    let servidor = try await ServidorAdversario(.normal)
    let carpeta = try CarpetaTemporal()
    let real = try carpeta.escribir(
      "dotfiles/articulos.conf", "api = \(servidor.url)\ntoken = \(tokenHostil)\n")
    chmod(real, 0o644)
    let enlace = carpeta.ruta(de: "xdg/articulos/config")
    try FileManager.default.createDirectory(
      atPath: carpeta.ruta(de: "xdg/articulos"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: enlace, withDestinationPath: real)
    let entorno = ["XDG_CONFIG_HOME": carpeta.ruta(de: "xdg")]

    let rechazado = try await ProcesoArticulos.ejecutar(["list"], entorno: entorno)
    #expect(rechazado.codigo == 78, "\(rechazado)")
    #expect(
      rechazado.error.hasPrefix(
        "Error: The config file \(enlace) (a link to \(real)) holds a token but group or "
          + "others may read it (mode 644). Run 'chmod 600 \(enlace)'"), "\(rechazado)")

    // The fix the message gives works through the link: chmod follows it.
    #expect(chmod(enlace, 0o600) == 0)
    let aceptado = try await ProcesoArticulos.ejecutar(["list"], entorno: entorno)
    #expect(aceptado.codigo == 0, "\(aceptado)")
    #expect(servidor.peticiones.map(\.authorization) == ["Bearer \(tokenHostil)"])
  }

  @Test("a folder, a pipe or a link to nothing where the file should be")
  func noEsArchivo() async throws {
    let carpeta = try ConfiguracionDePrueba("", modo: 0o600)
    try FileManager.default.removeItem(atPath: carpeta.ruta)
    try FileManager.default.createDirectory(atPath: carpeta.ruta, withIntermediateDirectories: true)
    let enCarpeta = try await ProcesoArticulos.ejecutar(["list"], entorno: carpeta.entorno)
    #expect(enCarpeta.codigo == 78, "\(enCarpeta)")
    #expect(
      enCarpeta.error == "Error: The config file \(carpeta.ruta) is a folder; it must be a file.\n")

    let tuberia = try ConfiguracionDePrueba("", modo: 0o600)
    try FileManager.default.removeItem(atPath: tuberia.ruta)
    #expect(mkfifo(tuberia.ruta, 0o600) == 0)
    let enTuberia = try await ProcesoArticulos.ejecutar(["list"], entorno: tuberia.entorno)
    #expect(enTuberia.codigo == 78, "\(enTuberia)")
    #expect(enTuberia.error.contains("is not a plain file (a pipe, a device or a socket)"))

    // A link to nothing is no config file at all: the default server, and no token.
    let roto = try ConfiguracionDePrueba("", modo: 0o600)
    try FileManager.default.removeItem(atPath: roto.ruta)
    try FileManager.default.createSymbolicLink(
      atPath: roto.ruta, withDestinationPath: roto.carpeta.ruta(de: "no-existe"))
    let sinArchivo = try await ProcesoArticulos.ejecutar(
      ["--verbose", "save", "--title", "x"], entorno: roto.entorno)
    #expect(sinArchivo.codigo == 4, "\(sinArchivo)")
    #expect(sinArchivo.error.contains("* token not given"))
  }

  @Test("a malformed token line in a file others may read is reported without the token")
  func errorDeSintaxis() async throws {
    let configuracion = try ConfiguracionDePrueba("token \(tokenHostil)\n", modo: 0o644)

    let resultado = try await ProcesoArticulos.ejecutar(
      ["list"], entorno: configuracion.entorno)

    #expect(resultado.codigo == 78, "\(resultado)")
    #expect(resultado.error.contains("Line 1 of \(configuracion.ruta) is not 'key = value'."))
    #expect(!muestraParteDelToken(resultado.error))
  }
}
