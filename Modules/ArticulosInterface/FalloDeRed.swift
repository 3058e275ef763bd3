/// How reaching the server failed, in terms any transport has.
///
/// ```swift
/// catch ErrorArticulos.red(.conexionRechazada) { print("Is the server running?") }
/// ```
public enum FalloDeRed: Hashable, Sendable {
  /// Nothing listens at the address.
  case conexionRechazada(destino: String)
  /// The host name does not resolve.
  case nombreDesconocido(host: String)
  /// The server did not answer in the allowed time; `segundos` is how long the client really
  /// waited, its retries included.
  case tiempoAgotado(segundos: Double)
  /// No connection could be opened in the allowed time (`segundos`), so nothing was sent.
  case conexionNoAbierta(segundos: Double)
  /// The secure channel could not be set up (the handshake or the check of who the server is
  /// failed), so nothing was sent.
  case conexionInsegura(String)
  /// The connection closed before the whole answer arrived.
  case conexionInterrumpida
  /// The server redirected too many times.
  case demasiadasRedirecciones
  /// The server answered a request that carries the token with a redirect to `destino`, which
  /// was not followed so that the token reaches no address but the one configured.
  case redireccionNoSeguida(destino: String)
  /// The answer was larger than the client accepts.
  case respuestaDemasiadoGrande(limiteEnBytes: Int)
  /// Another failure, in the transport's words.
  case otro(String)

  /// The failure in a sentence, for ``ErrorArticulos/description``.
  var descripcion: String {
    switch self {
    case .conexionRechazada(let destino): "Cannot connect to \(destino): nothing is listening."
    case .nombreDesconocido(let host): "The host '\(host)' does not resolve."
    case .tiempoAgotado(let segundos):
      "The server did not answer within \(Self.formato(segundos)) s."
    case .conexionNoAbierta(let segundos):
      "No connection could be opened within \(Self.formato(segundos)) s; nothing was sent."
    case .conexionInsegura(let detalle): "The secure connection failed (\(detalle))."
    case .conexionInterrumpida: "The connection closed before the whole answer arrived."
    case .demasiadasRedirecciones: "The server redirected too many times."
    case .redireccionNoSeguida(let destino):
      "The server redirects to \(destino), and a request that carries the token never follows "
        + "a redirect, so the token reaches no other address."
    case .respuestaDemasiadoGrande(let limite):
      "The answer was larger than \(limite / 1_048_576) MiB, the most this client accepts."
    case .otro(let detalle): "The request failed: \(detalle)."
    }
  }

  private static func formato(_ segundos: Double) -> String {
    segundos == segundos.rounded() ? String(Int(segundos)) : String(segundos)
  }
}
