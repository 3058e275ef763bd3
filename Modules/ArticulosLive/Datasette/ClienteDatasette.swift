import ArticulosInterface
import Foundation

/// The articles API of one Datasette table, for one configuration: the engine behind the live
/// ``ArticulosInterface/ClienteArticulos``.
///
/// One value serves one ``ArticulosInterface/ClienteArticulos`` for its whole life, and
/// remembers what the server said of itself (whether it ranks searches); what lasts beyond it
/// (the HTTP connections, the page tokens) is shared and passed in. Every method throws only ``ArticulosInterface/ErrorArticulos``.
///
/// ```swift
/// let datasette = ClienteDatasette(
///   configuracion: ConfiguracionDatasette(api: URL(string: "http://127.0.0.1:8001")!),
///   http: .articulos, cursores: .compartida)
/// let articulo = try await datasette.obtener("00000000-0000-0000-0000-000000000001")
/// ```
struct ClienteDatasette: Sendable {
  /// The server, the table, the token and the limits.
  let configuracion: ConfiguracionDatasette
  /// Sends the requests.
  let http: HTTPClient
  /// Where numbered search pages start.
  let cursores: CacheDeCursores
  /// The table's addresses.
  let urls: DatasetteURLs
  /// Whether this server runs SQL for this client (its query API), as far as it has said:
  /// ranked search, tag walks across spellings and look-ups by id go through it.
  let consultasSQL = CapacidadDelServidor()
  /// Whether this server takes addresses longer than 8 KiB, as far as it has said (see
  /// ``consultarPorIds(_:columna:)``).
  let direccionesLargas = CapacidadDelServidor()
  /// Whether this server deletes many rows in one request for this client, as far as it has
  /// said (see ``borrar(_:)-(Array)``).
  let borradoPorLotes = CapacidadDelServidor()
  /// The most rows one page of this server holds, once asked.
  let limiteDePagina = LimiteDePagina()
  /// The next page of a walk, asked while the current one is decoded.
  let anticipada = PaginaAnticipada()
  /// Hears what the user should know about how this server answers, once each.
  let avisos: @Sendable (String) -> Void

  /// The most rows Datasette returns in one page in its default settings (`max_returned_rows`):
  /// the largest search page, and the largest listing page asked for without asking the
  /// server first (see ``LimiteDePagina``).
  static let tamanoMaximo = ParametrosDelContrato.actuales.tamanoMaximoDePagina

  /// Makes the engine for `configuracion`.
  ///
  /// ```swift
  /// let datasette = ClienteDatasette(
  ///   configuracion: configuracion, http: .articulos, cursores: .compartida)
  /// ```
  init(
    configuracion: ConfiguracionDatasette, http: HTTPClient, cursores: CacheDeCursores,
    avisos: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.configuracion = configuracion
    self.http = http
    self.cursores = cursores
    self.avisos = avisos
    self.urls = DatasetteURLs(configuracion)
  }

  /// Sends `request` and returns its 2xx response (or one whose status is `aceptado`, for the
  /// caller to read); any other outcome becomes the ``ArticulosInterface/ErrorArticulos`` that
  /// `operacion` gives it.
  ///
  /// Every request is sent once. A request that carries the token is not redirected (see ``HTTPRequest/carriesCredentials``): a `3xx`
  /// answer to it is ``ArticulosInterface/FalloDeRed/redireccionNoSeguida(destino:)``.
  ///
  /// A Datasette never sends the token back, so a body that holds it comes from a hostile
  /// server: every copy is replaced by `<redacted>` before anything reads the body. Scrubbing
  /// the whole body first matters: the messages cut it to a few hundred characters, and a cut
  /// through the middle of the token would show its first half to a scrub done after.
  ///
  /// ```swift
  /// let response = try await datasette.enviar(datasette.peticion(.get, url), .lectura)
  /// ```
  /// The error for an `http://` request that a TLS server closed: a connection that ended
  /// before the answer, to a port that ``TLSProbe`` finds speaking TLS; `nil` otherwise.
  ///
  /// ```swift
  /// ClienteDatasette.tlsEnPuertoHTTP(.connectionLost(.emptyReply, detail: ""), url)
  /// // .red(.otro("the server speaks TLS (HTTPS) on 127.0.0.1:8443, and the address ..."))
  /// ```
  static func tlsEnPuertoHTTP(_ error: HTTPError, _ url: URL) -> ErrorArticulos? {
    guard case .connectionLost(let perdida, _) = error,
      perdida == .emptyReply || perdida == .receiveFailed,
      url.scheme?.lowercased() == "http", let host = url.host
    else { return nil }
    let puerto = url.port ?? 80
    guard TLSProbe.speaksTLS(host: host, port: puerto, timeout: 1) else { return nil }
    return .red(
      .otro(
        "the server speaks TLS (HTTPS) on \(host):\(puerto), and the address says http://; "
          + "use its https:// address"))
  }

  func enviar(
    _ request: HTTPRequest, _ operacion: OperacionDatasette, aceptando aceptado: Int? = nil
  ) async throws(ErrorArticulos) -> HTTPResponse {
    var response: HTTPResponse
    do {
      response = try await operacion.escribe ? hastaElFinal(request) : http.send(request)
    } catch {
      if let tls = Self.tlsEnPuertoHTTP(error, request.url) { throw tls }
      throw ErrorArticulos(error)
    }
    if let token = configuracion.token {
      response.body = HTTPRedaction.scrubbed(response.body, secrets: [token.valorSecreto])
    }
    if request.carriesCredentials, response.status.category == .redirection,
      let destino = response.headers["Location"]
    {
      throw .red(.redireccionNoSeguida(destino: Self.destino(destino, desde: request.url)))
    }
    guard response.status.isSuccess || response.status.code == aceptado else {
      if response.status.code == 403, configuracion.token != nil, try await !tokenReconocido() {
        throw .tokenRechazado(
          motivo: "the server does not recognise it, so it took the request as anonymous")
      }
      throw ErrorArticulos(
        estado: response.status.code, cuerpo: response.body, operacion: operacion,
        conToken: configuracion.token != nil)
    }
    return response
  }

  /// Sends a write and waits for its answer even when the calling task is cancelled.
  ///
  /// A write cut short after it left may still be committed by the server, after the caller
  /// has read back what it holds, and a Ctrl-C would then report as not saved what was saved.
  /// Letting the exchange end keeps every report exact; the request's own time limit bounds
  /// the wait (the tool's second Ctrl-C exits at once). A write not yet begun when the task is
  /// cancelled is not sent.
  private func hastaElFinal(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
    guard !Task.isCancelled else { throw .cancelled }
    let http = self.http
    let resultado = await Task { () -> Result<HTTPResponse, HTTPError> in
      do throws(HTTPError) {
        return .success(try await http.send(request))
      } catch {
        return .failure(error)
      }
    }.value
    return try resultado.get()
  }

  /// Whether the server knows who the token stands for.
  ///
  /// Datasette answers 403, not 401, when a token is not one of its own (it takes the request
  /// as anonymous), the same status as for a token whose actor lacks a permission. Asking
  /// `/-/actor.json` with the token tells the two apart; if that cannot be asked, the token is
  /// given the benefit of the doubt.
  private func tokenReconocido() async throws(ErrorArticulos) -> Bool {
    guard let respuesta = try? await http.send(peticion(.get, try urls.actorActual())),
      respuesta.status.isSuccess,
      let objeto = try? JSONSerialization.jsonObject(with: respuesta.body) as? [String: Any],
      objeto.keys.contains("actor")
    else { return true }
    return !(objeto["actor"] is NSNull)
  }

  /// A request to `url` with the token, JSON headers, the configuration's timeouts and its
  /// certificate authorities.
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
        connect: configuracion.tiempoDeConexion, total: configuracion.tiempoMaximo),
      caBundlePath: configuracion.autoridadesDeCertificacion?.path)
  }

  /// Where a redirect leads, as an absolute URL without credentials: `Location` resolved
  /// against the request's URL.
  ///
  /// ```swift
  /// ClienteDatasette.destino("/b", desde: URL(string: "https://x:1/a")!)  // "https://x:1/b"
  /// ```
  static func destino(_ location: String, desde url: URL) -> String {
    let absoluta = URL(string: location, relativeTo: url)?.absoluteString ?? location
    return HTTPRedaction.redactedURL(absoluta)
  }

  /// The body of `response` decoded as `tipo`, or
  /// ``ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)``.
  ///
  /// The whole body must be UTF-8 text, as JSON is: bytes that are not are a damaged answer
  /// (no Datasette sends them), not one row to skip.
  ///
  /// ```swift
  /// let filas = try datasette.decodificar(DatasetteFilasJSON.self, de: response)
  /// ```
  func decodificar<Valor: Decodable>(
    _ tipo: Valor.Type, de response: HTTPResponse
  ) throws(ErrorArticulos) -> Valor {
    guard String(validating: response.body, as: UTF8.self) != nil else {
      throw .respuestaInvalida(
        "HTTP \(response.status.code) with a body that is not UTF-8 text, so not Datasette's answer"
      )
    }
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
