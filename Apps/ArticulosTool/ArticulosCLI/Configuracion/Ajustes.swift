import ArticulosInterface
import Foundation

/// The server, the token, the certificate authorities and the timeout a run uses, after every
/// source was consulted.
///
/// Precedence, for each setting on its own: the flag (in ``OpcionesGlobales``), then the
/// environment (`ARTICULOS_API`, `ARTICULOS_TOKEN`, `ARTICULOS_CA_FILE`, `ARTICULOS_TIMEOUT`),
/// then the config file, then the default: the server `http://127.0.0.1:8001`, no token, a
/// timeout of 30 s. ``resolver(_:entorno:archivo:)`` is the one place that applies it.
///
/// ```swift
/// let ajustes = try Ajustes.resolver(orden.globales, entorno: entorno, archivo: archivo)
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

  /// Resolves each setting from the flags, then the environment, then the config file, then
  /// the default.
  ///
  /// An empty environment variable counts as unset, as does a token variable of blanks.
  ///
  /// - Parameters:
  ///   - globales: The options of the command line; their settings hold the flags only.
  ///   - entorno: The environment variables.
  ///   - archivo: The config file, if there is one.
  /// - Throws: ``ErrorDeConfiguracion`` when a variable's value is not a URL or a number of
  ///   seconds, or the file's `api` is not a URL, its `token` is empty, its `ca-file` not an
  ///   absolute path or its `timeout` not a number of seconds.
  static func resolver(
    _ globales: OpcionesGlobales, entorno: [String: String], archivo: ArchivoDeConfiguracion?
  ) throws(ErrorDeConfiguracion) -> Ajustes {
    var api = globales.api
    if api == nil, let texto = entorno[Invocacion.variableApi], !texto.isEmpty {
      do {
        let url = try LecturaDeSubcomando.url(
          texto, de: "the environment variable \(Invocacion.variableApi)", subcomando: nil)
        api = Ajuste(valor: url, origen: .entorno(Invocacion.variableApi))
      } catch {
        throw ErrorDeConfiguracion(error.mensaje)
      }
    }
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
    var token = globales.token
    if token == nil, let texto = entorno[Invocacion.variableToken],
      !texto.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    {
      token = Ajuste(valor: Token(texto), origen: .entorno(Invocacion.variableToken))
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
    if autoridades == nil, let ruta = entorno[Invocacion.variableAutoridades], !ruta.isEmpty {
      autoridades = Ajuste(valor: ruta, origen: .entorno(Invocacion.variableAutoridades))
    }
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
    if tiempoMaximo == nil, let texto = entorno[Invocacion.variableTiempoMaximo], !texto.isEmpty {
      do {
        let valor = try LecturaDeSubcomando.segundos(
          texto, de: "the environment variable \(Invocacion.variableTiempoMaximo)",
          subcomando: nil)
        tiempoMaximo = Ajuste(valor: valor, origen: .entorno(Invocacion.variableTiempoMaximo))
      } catch {
        throw ErrorDeConfiguracion(error.mensaje)
      }
    }
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
