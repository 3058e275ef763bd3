import ArticulosInterface
import Foundation

extension ErrorArticulos {
  /// The error for a response whose status is not 2xx, in the terms of the operation.
  ///
  /// | status | error |
  /// | --- | --- |
  /// | 404 on a row | ``noEncontrado(_:)`` (unless the table or database is missing) |
  /// | 401 | ``tokenRechazado(motivo:)`` with the server's reason; ``sinToken`` when none was sent |
  /// | 403 | ``sinPermiso(motivo:)`` when a token was sent, ``sinToken`` otherwise |
  /// | 400 on a write | ``articuloInvalido(_:)`` (the server's reason) |
  /// | other 4xx (413 included) | ``peticionRechazada(estado:mensaje:)`` |
  /// | 429, 5xx | ``servidor(estado:mensaje:)`` |
  /// | anything else | ``respuestaInvalida(_:)`` |
  ///
  /// ```swift
  /// let error = ErrorArticulos(estado: 401, cuerpo: cuerpo, operacion: .escritura, conToken: true)
  /// // .tokenRechazado(motivo: "Invalid token signature")
  /// ```
  init(estado: Int, cuerpo: Data, operacion: OperacionDatasette, conToken: Bool) {
    let mensaje = DatasetteErrorJSON.mensaje(de: cuerpo)
    switch (estado, operacion) {
    case (404, .fila(let id)), (404, .borrado(let id)):
      self =
        Self.faltaLaTabla(mensaje)
        ? .peticionRechazada(estado: estado, mensaje: mensaje) : .noEncontrado(id)
    case (401, _) where !conToken:
      // NB: No token was sent, so none was rejected: the server wants one.
      self = .sinToken
    case (401, _):
      self = .tokenRechazado(motivo: mensaje.isEmpty ? "HTTP 401" : mensaje)
    case (403, _):
      self = conToken ? .sinPermiso(motivo: mensaje.isEmpty ? "HTTP 403" : mensaje) : .sinToken
    case (400, .escritura):
      self = .articuloInvalido([.rechazadoPorElServidor(mensaje.isEmpty ? "HTTP 400" : mensaje)])
    case (429, _), (500...599, _):
      self = .servidor(estado: estado, mensaje: mensaje)
    case (400...499, _):
      self = .peticionRechazada(
        estado: estado, mensaje: mensaje.isEmpty ? HTTPStatus(code: estado).description : mensaje)
    default:
      self = .respuestaInvalida("the status \(HTTPStatus(code: estado)) is not one Datasette sends")
    }
  }

  /// The error for a failed exchange: no answer, or an answer that could not be used.
  ///
  /// ```swift
  /// ErrorArticulos(.couldNotConnect(host: "127.0.0.1:8001", detail: "refused"))
  /// // .red(.conexionRechazada(destino: "127.0.0.1:8001"))
  /// ```
  init(_ error: HTTPError) {
    switch error {
    case .cancelled:
      self = .cancelado
    case .couldNotConnect(let host, _):
      self = .red(.conexionRechazada(destino: host))
    case .couldNotResolveHost(let host):
      self = .red(.nombreDesconocido(host: host))
    case .timedOut(let fase, let espera):
      let (segundos, attosegundos) = espera.components
      // NB: Tenths: "3.002851648 s" reads as noise.
      let exactos = ((Double(segundos) + Double(attosegundos) / 1e18) * 10).rounded() / 10
      // NB: A connection that never opened sent nothing: a write that met it did not happen.
      self = .red(
        fase == .connecting
          ? .conexionNoAbierta(segundos: exactos) : .tiempoAgotado(segundos: exactos))
    case .tlsFailed(_, let detail):
      self = .red(.conexionInsegura(detail))
    case .connectionLost:
      self = .red(.conexionInterrumpida)
    case .tooManyRedirects:
      self = .red(.demasiadasRedirecciones)
    case .responseTooLarge(let limit):
      self = .red(.respuestaDemasiadoGrande(limiteEnBytes: limit))
    case .invalidResponse(let detail), .invalidJSON(let detail):
      self = .respuestaInvalida(detail)
    case .unsuccessfulStatus(let status, let body):
      self.init(estado: status.code, cuerpo: Data(body.utf8), operacion: .lectura, conToken: false)
    case .invalidRequest, .proxyFailed, .other:
      self = .red(.otro(error.description))
    }
  }

  /// The same error with every copy of the token's secret replaced by `<redacted>`, in any of
  /// the spellings `HTTPRedaction.scrubbedSpellings` knows, and each message the server wrote
  /// (a reason, a refusal) cut to ``longitudMaxima`` characters after that.
  ///
  /// Text that came from outside (the server's messages, libcurl's) is scrubbed before it
  /// reaches an error, so a server that echoes the `Authorization` header, even base64-encoded
  /// or reversed, cannot leak it.
  ///
  /// ```swift
  /// let error = ErrorArticulos.servidor(estado: 500, mensaje: "bad dstok_x")
  /// error.sinSecreto(TokenDeAcceso("dstok_x"))
  /// // .servidor(estado: 500, mensaje: "bad <redacted>")
  /// ```
  func sinSecreto(_ token: TokenDeAcceso?) -> ErrorArticulos {
    let secretos = token.map { [$0.valorSecreto] } ?? []
    // NB: Scrubbed first, then cut: a cut through a spelled token would leave a part no
    // scrub recognises.
    func limpio(_ texto: String) -> String {
      Self.extracto(tachado(texto))
    }
    // NB: For text this client wrote around a bounded excerpt (an answer that is not JSON, a
    // network failure): scrubbed, not cut again.
    func tachado(_ texto: String) -> String {
      HTTPRedaction.scrubbedSpellings(texto, secrets: secretos)
    }
    switch self {
    case .noEncontrado(let id):
      return .noEncontrado(Articulo.ID(rawValue: tachado(id.rawValue)))
    case .sinToken, .cancelado:
      return self
    case .tokenRechazado(let motivo):
      return .tokenRechazado(motivo: limpio(motivo))
    case .sinPermiso(let motivo):
      return .sinPermiso(motivo: limpio(motivo))
    case .articuloInvalido(let problemas):
      return .articuloInvalido(
        problemas.map { problema in
          guard case .rechazadoPorElServidor(let motivo) = problema else { return problema }
          return .rechazadoPorElServidor(limpio(motivo))
        })
    case .peticionRechazada(let estado, let mensaje):
      return .peticionRechazada(estado: estado, mensaje: limpio(mensaje))
    case .servidor(let estado, let mensaje):
      return .servidor(estado: estado, mensaje: limpio(mensaje))
    case .respuestaInvalida(let detalle):
      return .respuestaInvalida(tachado(detalle))
    case .noDisponible(let motivo):
      return .noDisponible(limpio(motivo))
    case .inesperado(let detalle):
      return .inesperado(limpio(detalle))
    case .red(let fallo):
      // NB: No `default:` here: a new case that carries text must say how it is scrubbed.
      switch fallo {
      case .conexionRechazada(let destino):
        return .red(.conexionRechazada(destino: tachado(destino)))
      case .nombreDesconocido(let host): return .red(.nombreDesconocido(host: tachado(host)))
      case .conexionInsegura(let detalle): return .red(.conexionInsegura(tachado(detalle)))
      case .redireccionNoSeguida(let destino):
        return .red(.redireccionNoSeguida(destino: tachado(destino)))
      case .otro(let detalle): return .red(.otro(tachado(detalle)))
      case .tiempoAgotado, .conexionNoAbierta, .conexionInterrumpida, .demasiadasRedirecciones,
        .respuestaDemasiadoGrande:
        return self
      }
    }
  }

  /// The most characters of a server's text an error carries: one line's worth.
  static let longitudMaxima = 200

  /// `texto` cut to ``longitudMaxima`` characters, with `…` where it was cut.
  ///
  /// ```swift
  /// ErrorArticulos.extracto(String(repeating: "a", count: 500)).count  // 201
  /// ```
  static func extracto(_ texto: String) -> String {
    texto.count > longitudMaxima ? texto.prefix(longitudMaxima) + "…" : texto
  }

  private static func faltaLaTabla(_ mensaje: String) -> Bool {
    mensaje.hasPrefix("Table not found") || mensaje.hasPrefix("Database not found")
  }
}
