import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The config file: `key = value` lines under the XDG config folder.
///
/// It lives at `$XDG_CONFIG_HOME/articulos/config`, or `~/.config/articulos/config` when
/// `XDG_CONFIG_HOME` is unset or not absolute. Blank lines and lines starting with `#` are
/// ignored; a value may be wrapped in double quotes. The keys are `api`, `token`, `ca-file`
/// (an absolute path) and `timeout` (seconds). The file must belong to the user and must not be writable by
/// group or others; one that holds a token must not be readable by them either (`chmod 600`).
///
/// ```
/// # ~/.config/articulos/config
/// api = https://datos.lan
/// token = dstok_...
/// ca-file = /etc/articulos/ca.pem
/// timeout = 60
/// ```
///
/// ```swift
/// let archivo = try ArchivoDeConfiguracion.parse("api = http://x:1\n", ruta: "config")
/// archivo.valor(de: "api")  // "http://x:1"
/// ```
struct ArchivoDeConfiguracion: Hashable, Sendable {
  /// The keys the file may hold.
  static let clavesConocidas = ["api", "token", "ca-file", "timeout"]

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
            + clavesConocidas.dropLast().map { "'\($0)'" }.joined(separator: ", ")
            + " and '\(clavesConocidas[clavesConocidas.count - 1])'.")
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
  /// The file is read through one open descriptor and judged by what `fstat` says of it (see
  /// ``LecturaDeArchivo``): through a symbolic link, by the file it points to.
  ///
  /// - Throws: ``ErrorDeConfiguracion`` when the file cannot be read, is not a plain file, is
  ///   malformed, or is unsafe (see ``comprobarPermisos(_:ruta:enlaceA:conToken:usuario:)``).
  static func cargar(entorno: [String: String]) throws(ErrorDeConfiguracion) -> Self? {
    guard let ruta = ruta(entorno: entorno) else { return nil }
    let lectura: LecturaDeArchivo
    do {
      lectura = try LecturaDeArchivo.leer(ruta, maximo: tamanoMaximo)
    } catch {
      switch error {
      case .noExiste: return nil
      case .carpeta:
        throw ErrorDeConfiguracion("The config file \(ruta) is a folder; it must be a file.")
      case .noEsArchivo:
        throw ErrorDeConfiguracion(
          "The config file \(ruta) is not a plain file (a pipe, a device or a socket); it "
            + "must be a file.")
      case .ilegible(let motivo):
        throw ErrorDeConfiguracion(
          "The config file \(ruta) cannot be read (\(motivo)): check its permissions.")
      case .demasiadoGrande(let maximo):
        throw ErrorDeConfiguracion(
          "The config file \(ruta) is larger than \(maximo >> 10) KiB; it holds a few "
            + "'key = value' lines.")
      }
    }
    guard let texto = String(validating: lectura.bytes, as: UTF8.self) else {
      throw ErrorDeConfiguracion("The config file \(ruta) is not UTF-8 text.")
    }
    let archivo = try parse(texto, ruta: ruta)
    try comprobarPermisos(
      lectura.permisos, ruta: ruta, enlaceA: LecturaDeArchivo.destinoDelEnlace(ruta),
      conToken: archivo.valor(de: "token") != nil, usuario: UInt32(geteuid()))
    return archivo
  }

  /// The largest config file read: it holds a few lines.
  static let tamanoMaximo = 64 << 10

  /// Refuses a config file that someone else could change, or read when it holds a token.
  ///
  /// In order:
  ///
  /// - it must belong to the user running the tool (or to root): whoever owns it can change it;
  /// - group and others must not be able to change it, token or not: whoever can change it can
  ///   point `api` at a server of theirs, which then receives the token from any source;
  /// - when it holds a token, group and others must not be able to read it.
  ///
  /// Every message names the file (and what a link points to), its mode, and the fix.
  ///
  /// ```swift
  /// let mio = PermisosDeArchivo(modo: 0o600, propietario: 1000)
  /// try ArchivoDeConfiguracion.comprobarPermisos(
  ///   mio, ruta: "config", conToken: true, usuario: 1000)  // fine
  /// let legible = PermisosDeArchivo(modo: 0o644, propietario: 1000)
  /// try ArchivoDeConfiguracion.comprobarPermisos(
  ///   legible, ruta: "config", conToken: true, usuario: 1000)  // throws: chmod 600 config
  /// ```
  static func comprobarPermisos(
    _ permisos: PermisosDeArchivo, ruta: String, enlaceA destino: String? = nil,
    conToken: Bool, usuario: UInt32
  ) throws(ErrorDeConfiguracion) {
    let nombre = "The config file \(ruta)" + (destino.map { " (a link to \($0))" } ?? "")
    let arreglo = "Run 'chmod 600 \(ruta)' and try again."
    guard permisos.propietario == usuario || permisos.propietario == 0 else {
      throw ErrorDeConfiguracion(
        "\(nombre) belongs to another user (uid \(permisos.propietario)), who could change it. "
          + "Replace it with a file of your own.")
    }
    guard !permisos.modificablePorOtros else {
      throw ErrorDeConfiguracion(
        "\(nombre) may be changed by group or others (mode \(permisos.octal)), who could send "
          + "your requests and your token to a server of theirs. \(arreglo)")
    }
    guard !(conToken && permisos.legiblePorOtros) else {
      throw ErrorDeConfiguracion(
        "\(nombre) holds a token but group or others may read it (mode \(permisos.octal)). "
          + arreglo)
    }
  }
}
