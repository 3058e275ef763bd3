/// The PEM file of certificate authorities given with `--ca-file`, `ARTICULOS_CA_FILE` or
/// `ca-file` in the config file, checked before any request.
///
/// libcurl would report a missing or malformed file only as a TLS failure in its own words;
/// checking it first gives a message that names the file and where it was given (exit 78).
/// The file is read through ``LecturaDeArchivo``, so a pipe or a folder cannot stall or fool
/// the check.
///
/// ```swift
/// let ajuste = Ajuste(valor: "/etc/articulos/ca.pem", origen: .bandera("--ca-file"))
/// try ArchivoDeAutoridades.comprobar(ajuste)
/// ```
enum ArchivoDeAutoridades {
  /// The largest file accepted: a system's whole bundle is a few hundred kilobytes.
  static let tamanoMaximo = 16 << 20

  /// What every PEM certificate starts with.
  static let inicioDeCertificado = "-----BEGIN CERTIFICATE-----"

  /// Checks that `ajuste` names a readable plain file holding at least one PEM certificate.
  ///
  /// - Throws: ``ErrorDeConfiguracion`` naming the file, where it was given, and what to do.
  static func comprobar(_ ajuste: Ajuste<String>) throws(ErrorDeConfiguracion) {
    let nombre = "The CA file \(ajuste.valor) (from \(ajuste.origen))"
    let pista = "Give a PEM file of the certificate authorities to trust."
    let lectura: LecturaDeArchivo
    do {
      lectura = try LecturaDeArchivo.leer(ajuste.valor, maximo: tamanoMaximo)
    } catch {
      switch error {
      case .noExiste: throw ErrorDeConfiguracion("\(nombre) does not exist. \(pista)")
      case .carpeta: throw ErrorDeConfiguracion("\(nombre) is a folder. \(pista)")
      case .noEsArchivo:
        throw ErrorDeConfiguracion("\(nombre) is a pipe, a device or a socket. \(pista)")
      case .ilegible(let motivo):
        throw ErrorDeConfiguracion("\(nombre) cannot be read (\(motivo)).")
      case .demasiadoGrande(let maximo):
        throw ErrorDeConfiguracion("\(nombre) is larger than \(maximo >> 20) MiB. \(pista)")
      }
    }
    guard String(decoding: lectura.bytes, as: UTF8.self).contains(inicioDeCertificado) else {
      throw ErrorDeConfiguracion(
        "\(nombre) holds no PEM certificate (a '\(inicioDeCertificado)' block). \(pista)")
    }
  }
}
