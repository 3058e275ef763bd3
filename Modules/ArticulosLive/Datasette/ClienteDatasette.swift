import ArticulosInterface
import Foundation

/// The articles API of one Datasette table, for one configuration: the engine behind the live
/// ``ArticulosInterface/ClienteArticulos``.
///
/// A value is made for each call, from the configuration in effect at that moment, and is
/// thrown away after it; what lasts between calls (the HTTP connections, the page tokens) is
/// shared and passed in. Every method throws only ``ArticulosInterface/ErrorArticulos``.
///
/// ```swift
/// let datasette = ClienteDatasette(
///   configuracion: ConfiguracionArticulos(api: URL(string: "http://127.0.0.1:8001")!),
///   http: .articulos, cursores: .compartida)
/// let articulo = try await datasette.obtener("00000000-0000-0000-0000-000000000001")
/// ```
struct ClienteDatasette: Sendable {
  /// The server, the table, the token and the limits.
  let configuracion: ConfiguracionArticulos
  /// Sends the requests.
  let http: HTTPClient
  /// Where numbered search pages start.
  let cursores: CacheDeCursores
  /// The table's addresses.
  let urls: DatasetteURLs

  /// The most rows Datasette returns in one page.
  static let tamanoMaximo = 1_000

  /// Makes the engine for `configuracion`.
  ///
  /// ```swift
  /// let datasette = ClienteDatasette(
  ///   configuracion: configuracion, http: .articulos, cursores: .compartida)
  /// ```
  init(configuracion: ConfiguracionArticulos, http: HTTPClient, cursores: CacheDeCursores) {
    self.configuracion = configuracion
    self.http = http
    self.cursores = cursores
    self.urls = DatasetteURLs(configuracion)
  }

  /// Sends `request` and returns its 2xx response; any other outcome becomes the
  /// ``ArticulosInterface/ErrorArticulos`` that `operacion` gives it.
  ///
  /// `GET`s are retried by the HTTP client's policy; `POST`s are sent once.
  ///
  /// ```swift
  /// let response = try await datasette.enviar(datasette.peticion(.get, url), .lectura)
  /// ```
  func enviar(
    _ request: HTTPRequest, _ operacion: OperacionDatasette
  ) async throws(ErrorArticulos) -> HTTPResponse {
    let response: HTTPResponse
    do {
      response = try await http.send(request)
    } catch {
      throw ErrorArticulos(error)
    }
    guard response.status.isSuccess else {
      throw ErrorArticulos(
        estado: response.status.code, cuerpo: response.body, operacion: operacion,
        conToken: configuracion.token != nil)
    }
    return response
  }

  /// A request to `url` with the token, JSON headers and the configuration's timeouts.
  ///
  /// ```swift
  /// let request = datasette.peticion(.post, try urls.upsert(), cuerpo: cuerpo)
  /// ```
  func peticion(_ metodo: HTTPMethod, _ url: URL, cuerpo: Data? = nil) -> HTTPRequest {
    var headers: HTTPHeaders = ["Accept": "application/json"]
    if cuerpo != nil { headers["Content-Type"] = "application/json" }
    // NB: Exactly "Bearer dstok_...": Datasette ignores any other spelling and treats the
    // request as anonymous, which shows up as a puzzling 403 instead of a 401.
    if let token = configuracion.token { headers["Authorization"] = "Bearer \(token.valorSecreto)" }
    return HTTPRequest(
      method: metodo, url: url, headers: headers, body: cuerpo,
      timeouts: HTTPTimeouts(
        connect: configuracion.tiempoDeConexion, total: configuracion.tiempoMaximo))
  }

  /// The body of `response` decoded as `tipo`, or
  /// ``ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)``.
  ///
  /// ```swift
  /// let filas = try datasette.decodificar(DatasetteFilasJSON.self, de: response)
  /// ```
  func decodificar<Valor: Decodable>(
    _ tipo: Valor.Type, de response: HTTPResponse
  ) throws(ErrorArticulos) -> Valor {
    do {
      return try response.decodeJSON(tipo)
    } catch {
      throw ErrorArticulos(error)
    }
  }

  /// Throws ``ArticulosInterface/ErrorArticulos/cancelado`` when the task was cancelled,
  /// between the requests of a longer job.
  ///
  /// ```swift
  /// try datasette.comprobarCancelacion()
  /// ```
  func comprobarCancelacion() throws(ErrorArticulos) {
    if Task.isCancelled { throw .cancelado }
  }

  /// Rejects a page size Datasette would refuse, before any request.
  ///
  /// ```swift
  /// try ClienteDatasette.validarTamano(20)
  /// ```
  static func validarTamano(_ tamano: Int) throws(ErrorArticulos) {
    guard (1...tamanoMaximo).contains(tamano) else {
      throw .peticionRechazada(
        estado: 400, mensaje: "the page size must be 1 to \(tamanoMaximo), not \(tamano)")
    }
  }
}
