import Foundation

/// Everything that can go wrong talking to an articles server, each with a message a person can
/// act on.
///
/// Every client (the live one, the in-memory one, any test double) throws only this type, so
/// features and the tool handle failures without knowing where they came from.
///
/// ```swift
/// do {
///   _ = try await cliente.obtener(id: id)
/// } catch ErrorArticulos.noEncontrado(let id) {
///   print("no article \(id)")
/// }
/// ```
public enum ErrorArticulos: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
  /// No article has this id.
  case noEncontrado(Articulo.ID)
  /// A write was sent without a token, and the server wants one.
  ///
  /// ```swift
  /// catch ErrorArticulos.sinToken { print("Pass --token, or set ARTICULOS_TOKEN") }
  /// ```
  case sinToken
  /// The server refused the token (bad signature, expired, another server's).
  ///
  /// ```swift
  /// ErrorArticulos.tokenRechazado(motivo: "Invalid token signature").description
  /// // "The server rejected the token (Invalid token signature). Create a new one with ..."
  /// ```
  case tokenRechazado(motivo: String)
  /// The token is valid but may not do this.
  ///
  /// ```swift
  /// catch ErrorArticulos.sinPermiso(let motivo) { print("not allowed:", motivo) }
  /// ```
  case sinPermiso(motivo: String)
  /// The article cannot be saved, for these reasons.
  ///
  /// ```swift
  /// catch ErrorArticulos.articuloInvalido(let problemas) { problemas.forEach { print("-", $0) } }
  /// ```
  case articuloInvalido([ProblemaDeArticulo])
  /// The server refused the request as malformed (a 4xx other than the above).
  ///
  /// ```swift
  /// ErrorArticulos.peticionRechazada(estado: 400, mensaje: "pages start at 1, not 0").description
  /// // "The server refused the request (HTTP 400): pages start at 1, not 0"
  /// ```
  case peticionRechazada(estado: Int, mensaje: String)
  /// The server failed (a 5xx).
  ///
  /// ```swift
  /// ErrorArticulos.servidor(estado: 503, mensaje: "").esTransitorio  // true: worth a retry
  /// ```
  case servidor(estado: Int, mensaje: String)
  /// The server could not be reached, or the connection failed.
  ///
  /// ```swift
  /// catch ErrorArticulos.red(.conexionRechazada) { print("Is the server running?") }
  /// ```
  case red(FalloDeRed)
  /// The server answered something that is not what a Datasette articulos table answers.
  ///
  /// ```swift
  /// ErrorArticulos.respuestaInvalida("not JSON").esTransitorio  // false: retrying will not help
  /// ```
  case respuestaInvalida(String)
  /// The work was cancelled before it finished.
  ///
  /// ```swift
  /// if Task.isCancelled { throw ErrorArticulos.cancelado }
  /// ```
  case cancelado

  /// The message for a person.
  ///
  /// ```swift
  /// ErrorArticulos.noEncontrado("a1").description
  /// // "No article has the id 'a1'. Find ids with 'articulos list' or 'articulos search'."
  /// ```
  public var description: String {
    switch self {
    case .noEncontrado(let id):
      "No article has the id '\(id)'. Find ids with 'articulos list' or 'articulos search'."
    case .sinToken:
      """
      The server needs a token to write. Pass --token, set ARTICULOS_TOKEN, or put 'token = ...' \
      in the config file.
      """
    case .tokenRechazado(let motivo):
      """
      The server rejected the token (\(motivo)). Create a new one with \
      'datasette create-token' for the actor allowed to write, using the server's secret.
      """
    case .sinPermiso(let motivo):
      """
      The token may not do this (\(motivo)). Grant insert-row, update-row and delete-row on \
      the table to its actor in datasette.yaml.
      """
    case .articuloInvalido(let problemas):
      "The article cannot be saved: "
        + problemas.map(\.description).joined(separator: "; ") + "."
    case .peticionRechazada(let estado, let mensaje):
      "The server refused the request (HTTP \(estado)): \(mensaje)"
    case .servidor(let estado, let mensaje):
      """
      The server failed (HTTP \(estado))\(mensaje.isEmpty ? "" : ": \(mensaje)"). \
      Try again later; if it keeps failing, check the server's log.
      """
    case .red(let fallo):
      fallo.description
    case .respuestaInvalida(let detalle):
      """
      The server's answer is not what a Datasette articulos table sends (\(detalle)). \
      Check that --api points at a Datasette 1.0 server with the articulos database.
      """
    case .cancelado:
      "Cancelled."
    }
  }

  /// The message for a person (Foundation's name for it).
  ///
  /// ```swift
  /// ErrorArticulos.cancelado.localizedDescription  // "Cancelled."
  /// ```
  public var errorDescription: String? { description }

  /// Whether trying the same request again later could succeed.
  ///
  /// ```swift
  /// if error.esTransitorio { try await reloj.sleep(for: .seconds(1)) }
  /// ```
  public var esTransitorio: Bool {
    switch self {
    case .servidor: true
    case .red(let fallo): fallo.esTransitorio
    default: false
    }
  }
}

/// How a connection to the server failed.
///
/// ```swift
/// FalloDeRed.conexionRechazada(destino: "127.0.0.1:8001").description
/// ```
public enum FalloDeRed: Hashable, Sendable, CustomStringConvertible {
  /// Nothing listens at the address.
  case conexionRechazada(destino: String)
  /// The host name does not resolve.
  case nombreDesconocido(host: String)
  /// The server did not answer in the allowed time; `segundos` is how long the client really
  /// waited, retries included.
  ///
  /// ```swift
  /// FalloDeRed.tiempoAgotado(segundos: 2.5).description
  /// // "The server did not answer within 2.5 s. Try again, or raise the timeout."
  /// ```
  case tiempoAgotado(segundos: Double)
  /// The TLS handshake or the certificate check failed.
  case tls(String)
  /// The connection closed before the whole answer arrived.
  case conexionInterrumpida
  /// The server redirected too many times.
  case demasiadasRedirecciones
  /// The server answered a request that carries the token with a redirect to `destino`, which
  /// was not followed so that the token reaches no address but the one configured.
  ///
  /// ```swift
  /// FalloDeRed.redireccionNoSeguida(destino: "https://otro.example/").description
  /// // "The server redirects to https://otro.example/. A request that carries the token ..."
  /// ```
  case redireccionNoSeguida(destino: String)
  /// The answer was larger than the client accepts.
  ///
  /// ```swift
  /// FalloDeRed.respuestaDemasiadoGrande(limiteEnBytes: 64 << 20).description
  /// // "The answer was larger than 64 MiB, the most this client accepts."
  /// ```
  case respuestaDemasiadoGrande(limiteEnBytes: Int)
  /// Another failure, in the transport's words.
  case otro(String)

  /// The failure in words, with what to do.
  ///
  /// ```swift
  /// FalloDeRed.nombreDesconocido(host: "datos.lan").description
  /// // "The host 'datos.lan' does not resolve. Check the address in --api."
  /// ```
  public var description: String {
    switch self {
    case .conexionRechazada(let destino):
      "Cannot connect to \(destino): nothing is listening. Is the server running, and is --api right?"
    case .nombreDesconocido(let host):
      "The host '\(host)' does not resolve. Check the address in --api."
    case .tiempoAgotado(let segundos):
      "The server did not answer within \(Self.formato(segundos)) s. Try again, or raise the timeout."
    case .tls(let detalle):
      "The secure connection failed (\(detalle)). Check the server's certificate."
    case .conexionInterrumpida:
      "The connection closed before the whole answer arrived. Try again."
    case .demasiadasRedirecciones:
      "The server redirected too many times. Check the address in --api."
    case .redireccionNoSeguida(let destino):
      """
      The server redirects to \(destino). A request that carries the token never follows a \
      redirect, so the token reaches no other address: if you trust that one, give it in --api.
      """
    case .respuestaDemasiadoGrande(let limite):
      "The answer was larger than \(limite / 1_048_576) MiB, the most this client accepts."
    case .otro(let detalle):
      "The request failed: \(detalle)."
    }
  }

  /// Whether the same request could succeed if tried again.
  ///
  /// ```swift
  /// FalloDeRed.conexionRechazada(destino: "127.0.0.1:8001").esTransitorio  // true
  /// FalloDeRed.tls("certificate has expired").esTransitorio                // false
  /// ```
  public var esTransitorio: Bool {
    switch self {
    case .conexionRechazada, .tiempoAgotado, .conexionInterrumpida: true
    default: false
    }
  }

  private static func formato(_ segundos: Double) -> String {
    segundos == segundos.rounded() ? String(Int(segundos)) : String(segundos)
  }
}
