import ArticulosInterface
import Foundation

/// The server, the token, the certificate authorities and the timeout a run uses, after every source was
/// consulted.
///
/// Precedence: flags, then the environment (both already in ``OpcionesGlobales``), then the
/// config file, then the default server `http://127.0.0.1:8001` (and no token).
///
/// ```swift
/// let ajustes = try Ajustes.resolver(orden.globales, archivo: archivo)
/// ajustes.api.valor      // the server
/// ajustes.api.origen     // .bandera("--api"), .entorno("ARTICULOS_API"), ...
/// ```
struct Ajustes: Hashable, Sendable {
  /// The server when nothing else names one.
  static let apiPorDefecto = URL(string: "http://127.0.0.1:8001")!
  /// The longest wait for one request when nothing else sets it.
  static let tiempoMaximoPorDefecto = Duration.seconds(30)
  /// The shortest `--timeout` accepted: a millisecond, the unit the live client counts in.
  static let tiempoMaximoMinimo = Duration.milliseconds(1)
  /// The longest `--timeout` accepted: a day.
  static let tiempoMaximoPermitido = Duration.seconds(86_400)

  /// The server, and where it was given.
  var api: Ajuste<URL>
  /// The token for writes, and where it was given.
  var token: Ajuste<Token>?
  /// The PEM file of certificate authorities to trust besides the system's, and where it was
  /// given.
  var autoridadesDeCertificacion: Ajuste<String>?
  /// The longest any one request to the server may take, the time within which a failed one
  /// is tried again, and where it was given.
  var tiempoMaximo = Ajuste(valor: tiempoMaximoPorDefecto, origen: .porDefecto)

  /// Merges the options with the config file and the default.
  ///
  /// - Throws: ``ErrorDeConfiguracion`` when the file's `api` is not a URL, its `token` is
  ///   empty, or its `ca-file` is not an absolute path.
  static func resolver(
    _ globales: OpcionesGlobales, archivo: ArchivoDeConfiguracion?
  ) throws(ErrorDeConfiguracion) -> Ajustes {
    var api = globales.api
    var token = globales.token
    if api == nil, let archivo, let entrada = archivo.entradas["api"] {
      let origen = OrigenDeAjuste.archivo(ruta: archivo.ruta, clave: "api")
      do {
        let url = try LecturaDeSubcomando.url(entrada.valor, de: "'api'", subcomando: nil)
        api = Ajuste(valor: url, origen: origen)
      } catch {
        throw ErrorDeConfiguracion(
          "Line \(entrada.linea) of \(archivo.ruta): \(error.mensaje)")
      }
    }
    if token == nil, let archivo, let entrada = archivo.entradas["token"] {
      let valor = Token(entrada.valor)
      guard !valor.valorSecreto.isEmpty else {
        throw ErrorDeConfiguracion(
          "Line \(entrada.linea) of \(archivo.ruta) gives an empty token; remove the line or "
            + "fill it.")
      }
      token = Ajuste(valor: valor, origen: .archivo(ruta: archivo.ruta, clave: "token"))
    }
    var autoridades = globales.autoridadesDeCertificacion
    if autoridades == nil, let archivo, let entrada = archivo.entradas["ca-file"] {
      guard entrada.valor.hasPrefix("/") else {
        throw ErrorDeConfiguracion(
          "Line \(entrada.linea) of \(archivo.ruta): the 'ca-file' path must be absolute, such "
            + "as /etc/articulos/ca.pem.")
      }
      autoridades = Ajuste(
        valor: entrada.valor, origen: .archivo(ruta: archivo.ruta, clave: "ca-file"))
    }
    var tiempoMaximo = globales.tiempoMaximo
    if tiempoMaximo == nil, let archivo, let entrada = archivo.entradas["timeout"] {
      do {
        let valor = try LecturaDeSubcomando.segundos(
          entrada.valor, de: "'timeout'", subcomando: nil)
        tiempoMaximo = Ajuste(valor: valor, origen: .archivo(ruta: archivo.ruta, clave: "timeout"))
      } catch {
        throw ErrorDeConfiguracion("Line \(entrada.linea) of \(archivo.ruta): \(error.mensaje)")
      }
    }
    return Ajustes(
      api: api ?? Ajuste(valor: apiPorDefecto, origen: .porDefecto), token: token,
      autoridadesDeCertificacion: autoridades,
      tiempoMaximo: tiempoMaximo ?? Ajuste(valor: tiempoMaximoPorDefecto, origen: .porDefecto))
  }
}
