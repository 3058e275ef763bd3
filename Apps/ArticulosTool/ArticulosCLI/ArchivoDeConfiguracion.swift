import Foundation

/// The config file: `key = value` lines under the XDG config folder.
///
/// It lives at `$XDG_CONFIG_HOME/articulos/config`, or `~/.config/articulos/config` when
/// `XDG_CONFIG_HOME` is unset or not absolute. Blank lines and lines starting with `#` are
/// ignored; a value may be wrapped in double quotes. The keys are `api` and `token`. A file
/// that holds a token must not be readable by group or others (`chmod 600`).
///
/// ```
/// # ~/.config/articulos/config
/// api = http://127.0.0.1:8001
/// token = dstok_...
/// ```
///
/// ```swift
/// let archivo = try ArchivoDeConfiguracion.parse("api = http://x:1\n", ruta: "config")
/// archivo.valor(de: "api")  // "http://x:1"
/// ```
struct ArchivoDeConfiguracion: Hashable, Sendable {
  /// The keys the file may hold.
  static let clavesConocidas = ["api", "token"]

  /// Where the file is.
  var ruta: String
  /// Each key's value and its line number, from 1.
  var entradas: [String: EntradaDeConfiguracion]

  /// The value of `clave`, if the file gives it.
  func valor(de clave: String) -> String? { entradas[clave]?.valor }

  /// Reads the text of a config file.
  ///
  /// - Throws: ``ErrorDeConfiguracion`` for a line without `=`, an unknown key or a key given
  ///   twice, naming the file and the line.
  static func parse(_ texto: String, ruta: String) throws(ErrorDeConfiguracion) -> Self {
    var entradas: [String: EntradaDeConfiguracion] = [:]
    for (indice, linea) in texto.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let numero = indice + 1
      let limpia = linea.trimmingCharacters(in: .whitespacesAndNewlines)
      if limpia.isEmpty || limpia.hasPrefix("#") { continue }
      guard let igual = limpia.firstIndex(of: "=") else {
        throw ErrorDeConfiguracion(
          "Line \(numero) of \(ruta) is not 'key = value'. Fix it, or remove the line.")
      }
      let clave = limpia[..<igual].trimmingCharacters(in: .whitespaces).lowercased()
      var valor = limpia[limpia.index(after: igual)...].trimmingCharacters(in: .whitespaces)
      if valor.count >= 2, valor.hasPrefix("\""), valor.hasSuffix("\"") {
        valor = String(valor.dropFirst().dropLast())
      }
      guard clavesConocidas.contains(clave) else {
        throw ErrorDeConfiguracion(
          "Line \(numero) of \(ruta) has the unknown key '\(clave)'; the keys are "
            + clavesConocidas.map { "'\($0)'" }.joined(separator: " and ") + ".")
      }
      if let anterior = entradas[clave] {
        throw ErrorDeConfiguracion(
          "The key '\(clave)' appears twice in \(ruta) (lines \(anterior.linea) and \(numero)).")
      }
      entradas[clave] = EntradaDeConfiguracion(valor: valor, linea: numero)
    }
    return ArchivoDeConfiguracion(ruta: ruta, entradas: entradas)
  }

  /// Where the config file is for this environment, or `nil` without `XDG_CONFIG_HOME` or
  /// `HOME`.
  ///
  /// ```swift
  /// ArchivoDeConfiguracion.ruta(entorno: ["HOME": "/home/ana"])
  /// // "/home/ana/.config/articulos/config"
  /// ```
  static func ruta(entorno: [String: String]) -> String? {
    if let xdg = entorno["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      return (xdg as NSString).appendingPathComponent("articulos/config")
    }
    guard let home = entorno["HOME"], !home.isEmpty else { return nil }
    return (home as NSString).appendingPathComponent(".config/articulos/config")
  }

  /// Reads the config file of this environment, or `nil` when there is none.
  ///
  /// - Throws: ``ErrorDeConfiguracion`` when the file cannot be read, is malformed, or holds a
  ///   token while group or others may read it.
  static func cargar(entorno: [String: String]) throws(ErrorDeConfiguracion) -> Self? {
    guard let ruta = ruta(entorno: entorno) else { return nil }
    let gestor = FileManager.default
    var esCarpeta: ObjCBool = false
    guard gestor.fileExists(atPath: ruta, isDirectory: &esCarpeta) else { return nil }
    guard !esCarpeta.boolValue else {
      throw ErrorDeConfiguracion("The config file \(ruta) is a folder; it must be a file.")
    }
    let texto: String
    do {
      texto = try String(contentsOfFile: ruta, encoding: .utf8)
    } catch {
      throw ErrorDeConfiguracion(
        "The config file \(ruta) cannot be read as UTF-8 text: check its permissions.")
    }
    let archivo = try parse(texto, ruta: ruta)
    if archivo.valor(de: "token") != nil {
      let permisos = (try? gestor.attributesOfItem(atPath: ruta)[.posixPermissions] as? Int) ?? 0
      try comprobarPermisos(permisos, ruta: ruta)
    }
    return archivo
  }

  /// Refuses the permissions of a file that holds a token when group or others may read or
  /// write it.
  ///
  /// ```swift
  /// try ArchivoDeConfiguracion.comprobarPermisos(0o600, ruta: "config")  // fine
  /// try ArchivoDeConfiguracion.comprobarPermisos(0o644, ruta: "config")  // throws
  /// ```
  static func comprobarPermisos(_ permisos: Int, ruta: String) throws(ErrorDeConfiguracion) {
    guard permisos & 0o077 == 0 else {
      let modo = String(permisos & 0o777, radix: 8)
      throw ErrorDeConfiguracion(
        "The config file \(ruta) holds a token but group or others may read it (mode \(modo)). "
          + "Run 'chmod 600 \(ruta)' and try again.")
    }
  }
}
