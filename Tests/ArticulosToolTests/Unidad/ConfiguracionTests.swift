import ArticulosInterface
import ArticulosLive
import Foundation
import Testing
import TestSupport

@testable import ArticulosCLI

@Suite("The config file and the precedence of settings")
struct ConfiguracionTests {
  @Test("reads key = value lines, with comments, blank lines, spaces and quotes")
  func lee() throws {
    let archivo = try ArchivoDeConfiguracion.parse(
      """
      # mi servidor
        api =  http://127.0.0.1:9001

      TOKEN = "dstok_abc"
      """, ruta: "config")
    #expect(archivo.valor(de: "api") == "http://127.0.0.1:9001")
    #expect(archivo.valor(de: "token") == "dstok_abc")
    #expect(archivo.entradas["token"]?.linea == 4)
  }

  @Test(
    "refuses malformed lines, unknown keys and repeated keys, naming the line",
    arguments: [
      ("api http://x", "Line 1 of c is not 'key = value'. Fix it, or remove the line."),
      (
        "\napi = http://x\nservidor = y",
        "Line 3 of c has the unknown key 'servidor'; the keys are 'api', 'token', 'ca-file' and 'timeout'."
      ),
      ("api = a\napi = b", "The key 'api' appears twice in c (lines 1 and 2)."),
    ])
  func rechaza(texto: String, mensaje: String) {
    #expect(throws: ErrorDeConfiguracion(mensaje)) {
      try ArchivoDeConfiguracion.parse(texto, ruta: "c")
    }
  }

  @Test("lives under XDG_CONFIG_HOME when it is absolute, else under ~/.config")
  func ruta() {
    #expect(
      ArchivoDeConfiguracion.ruta(entorno: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"])
        == "/x/articulos/config")
    #expect(
      ArchivoDeConfiguracion.ruta(entorno: ["XDG_CONFIG_HOME": "relativo", "HOME": "/h"])
        == "/h/.config/articulos/config")
    #expect(ArchivoDeConfiguracion.ruta(entorno: ["HOME": "/h"]) == "/h/.config/articulos/config")
    #expect(ArchivoDeConfiguracion.ruta(entorno: [:]) == nil)
  }

  @Test("each setting comes from its flag, else the environment, else the file, else the default")
  func precedencia() throws {
    let archivo = try ArchivoDeConfiguracion.parse(
      "api = http://archivo:1\ntoken = de-archivo\ntimeout = 3", ruta: "/c")
    let entorno = [
      "ARTICULOS_API": "http://entorno:2", "ARTICULOS_TOKEN": "de-entorno",
      "ARTICULOS_TIMEOUT": "2",
    ]
    var banderas = OpcionesGlobales()
    banderas.api = Ajuste(valor: URL(string: "http://bandera:3")!, origen: .bandera("--api"))
    banderas.token = Ajuste(valor: TokenDeAcceso("de-bandera"), origen: .bandera("--token"))
    banderas.tiempoMaximo = Ajuste(valor: .seconds(1), origen: .bandera("--timeout"))

    let ganan = try Ajustes.resolver(banderas, entorno: entorno, archivo: archivo)
    #expect(ganan.api == banderas.api)
    #expect(ganan.token == banderas.token)
    #expect(ganan.tiempoMaximo == banderas.tiempoMaximo)

    let deEntorno = try Ajustes.resolver(OpcionesGlobales(), entorno: entorno, archivo: archivo)
    #expect(
      deEntorno.api
        == Ajuste(valor: URL(string: "http://entorno:2")!, origen: .entorno("ARTICULOS_API")))
    #expect(
      deEntorno.token
        == Ajuste(valor: TokenDeAcceso("de-entorno"), origen: .entorno("ARTICULOS_TOKEN")))
    #expect(
      deEntorno.tiempoMaximo == Ajuste(valor: .seconds(2), origen: .entorno("ARTICULOS_TIMEOUT")))

    let deArchivo = try Ajustes.resolver(OpcionesGlobales(), entorno: [:], archivo: archivo)
    #expect(deArchivo.api.valor == URL(string: "http://archivo:1")!)
    #expect(deArchivo.api.origen == .archivo(ruta: "/c", clave: "api"))
    #expect(deArchivo.token?.valor == TokenDeAcceso("de-archivo"))
    #expect(deArchivo.tiempoMaximo.origen == .archivo(ruta: "/c", clave: "timeout"))

    let nada = try Ajustes.resolver(OpcionesGlobales(), entorno: [:], archivo: nil)
    #expect(nada.api == Ajuste(valor: URL(string: "http://127.0.0.1:8001")!, origen: .porDefecto))
    #expect(nada.token == nil)
    #expect(nada.tiempoMaximo == Ajuste(valor: .seconds(30), origen: .porDefecto))
  }

  @Test("an empty variable, or a token variable of blanks, counts as unset: the file applies")
  func entornoVacio() throws {
    let archivo = try ArchivoDeConfiguracion.parse(
      "api = http://archivo:1\ntoken = de-archivo", ruta: "/c")
    let ajustes = try Ajustes.resolver(
      OpcionesGlobales(), entorno: ["ARTICULOS_API": "", "ARTICULOS_TOKEN": " \n"],
      archivo: archivo)
    #expect(ajustes.api.origen == .archivo(ruta: "/c", clave: "api"))
    #expect(ajustes.token?.origen == .archivo(ruta: "/c", clave: "token"))
  }

  @Test(
    "a variable with a wrong value is a configuration error naming it",
    arguments: [
      (
        "ARTICULOS_API", "no es url",
        "The value 'no es url' of the environment variable ARTICULOS_API is not a URL like "
          + "http://127.0.0.1:8001."
      ),
      (
        "ARTICULOS_TIMEOUT", "0.0001",
        "The value '0.0001' of the environment variable ARTICULOS_TIMEOUT is not a number of "
          + "seconds from 0.001 to 86400, such as 30 or 2.5."
      ),
    ])
  func entornoMalo(variable: String, valor: String, mensaje: String) {
    #expect(throws: ErrorDeConfiguracion(mensaje)) {
      try Ajustes.resolver(OpcionesGlobales(), entorno: [variable: valor], archivo: nil)
    }
  }

  @Test("a bad api or an empty token in the file is an error naming the line")
  func valoresMalos() throws {
    let api = try ArchivoDeConfiguracion.parse("\napi = nada", ruta: "/c")
    #expect(throws: ErrorDeConfiguracion.self) {
      try Ajustes.resolver(OpcionesGlobales(), entorno: [:], archivo: api)
    }
    do {
      _ = try Ajustes.resolver(OpcionesGlobales(), entorno: [:], archivo: api)
    } catch {
      #expect(error.mensaje.hasPrefix("Line 2 of /c: The value 'nada' of 'api' is not a URL"))
    }
    let token = try ArchivoDeConfiguracion.parse("token = \"\"", ruta: "/c")
    #expect(
      throws: ErrorDeConfiguracion(
        "Line 1 of /c gives an empty token; remove the line or fill it.")
    ) { try Ajustes.resolver(OpcionesGlobales(), entorno: [:], archivo: token) }
  }

  @Test("permissions: a token needs a file only its owner can read")
  func permisos() throws {
    func comprobar(_ modo: Int) throws(ErrorDeConfiguracion) {
      try ArchivoDeConfiguracion.comprobarPermisos(
        PermisosDeArchivo(modo: modo, propietario: 1), ruta: "c", conToken: true, usuario: 1)
    }
    try comprobar(0o600)
    try comprobar(0o400)
    for permisos in [0o644, 0o640, 0o604, 0o660, 0o606] {
      #expect(throws: ErrorDeConfiguracion.self) { try comprobar(permisos) }
    }
  }

  @Test("loading from disk: refuses a readable token without showing it, accepts the rest")
  func cargar() throws {
    let carpeta = try CarpetaTemporal()
    let entorno = ["XDG_CONFIG_HOME": carpeta.ruta]
    #expect(try ArchivoDeConfiguracion.cargar(entorno: entorno) == nil)

    let ruta = try carpeta.escribir("articulos/config", "api = http://h:1\ntoken = dstok_secreto\n")
    chmod(ruta, 0o644)
    do {
      _ = try ArchivoDeConfiguracion.cargar(entorno: entorno)
      Issue.record("a token readable by others was accepted")
    } catch {
      #expect(error.mensaje.contains("mode 644"))
      #expect(error.mensaje.contains("chmod 600 \(ruta)"))
      #expect(!error.mensaje.contains("dstok_secreto"))
    }
    chmod(ruta, 0o600)
    #expect(
      try ArchivoDeConfiguracion.cargar(entorno: entorno)?.valor(de: "token") == "dstok_secreto")

    _ = try carpeta.escribir("articulos/config", "api = http://h:1\n")
    chmod(ruta, 0o644)
    #expect(try ArchivoDeConfiguracion.cargar(entorno: entorno)?.valor(de: "api") == "http://h:1")
  }

  @Test("a folder where the file should be is an error")
  func carpeta() throws {
    let carpeta = try CarpetaTemporal()
    try FileManager.default.createDirectory(
      atPath: carpeta.ruta + "/articulos/config", withIntermediateDirectories: true)
    #expect(throws: ErrorDeConfiguracion.self) {
      try ArchivoDeConfiguracion.cargar(entorno: ["XDG_CONFIG_HOME": carpeta.ruta])
    }
  }
}
