import ArticulosInterface

/// How the features, and the tool that shows their failures, sort an ``ErrorArticulos``: every
/// question asked of a failure is answered here, once.
///
/// The contract says what went wrong; what that means for the work (stop the batch, try again,
/// read the server back, explain certificates) is policy, so it lives on this side and not in
/// the interface.
extension ErrorArticulos {
  /// Whether the server refused who is asking (no token, a rejected token, a missing
  /// permission) rather than what was asked: every other request of the run would be refused
  /// the same way, so batch work stops at the first one.
  public var esDeAcceso: Bool {
    switch self {
    case .sinToken, .tokenRechazado, .sinPermiso: true
    default: false
    }
  }

  /// Whether trying the same request again later could succeed: the server failed, or the
  /// connection was refused, cut or timed out. ``PoliticaDeReintentos`` retries only these;
  /// an ``ErrorArticulos/inesperado(_:)`` failure is a bug and never one of them.
  package var esTransitorio: Bool {
    switch self {
    case .servidor: true
    case .red(.conexionRechazada), .red(.conexionNoAbierta), .red(.tiempoAgotado),
      .red(.conexionInterrumpida):
      true
    default: false
    }
  }

  /// Whether a write that ended with this error may still have happened on the server.
  ///
  /// A request that never left (refused connection, unknown host, failed TLS handshake) or that
  /// the server refused for good (not found, bad token, invalid article) changed nothing. One
  /// whose answer was lost, cut, late, unreadable or a server failure may have been committed
  /// before the failure: only reading the server tells. This is the rule that decides when a
  /// feature reads back instead of reporting "not saved". A failure the contract does not name
  /// (``ErrorArticulos/inesperado(_:)``) is a bug in the client, not an outcome to settle, so
  /// nothing more is asked of that client.
  ///
  /// ```swift
  /// ErrorArticulos.red(.conexionInterrumpida).dejaDesenlaceIncierto  // true
  /// ErrorArticulos.red(.conexionRechazada(destino: "x")).dejaDesenlaceIncierto  // false
  /// ```
  public var dejaDesenlaceIncierto: Bool {
    switch self {
    // NB: 429 is a refusal to process: nothing was done.
    case .servidor(429, _): false
    case .servidor, .respuestaInvalida: true
    case .red(.conexionInterrumpida), .red(.tiempoAgotado), .red(.respuestaDemasiadoGrande): true
    default: false
    }
  }

  /// Whether the error is a secure connection that failed: an untrusted certificate, one for
  /// another host, or a failed handshake.
  ///
  /// ```swift
  /// ErrorArticulos.red(.conexionInsegura("self-signed certificate")).esDeTLS  // true
  /// ```
  package var esDeTLS: Bool {
    if case .red(.conexionInsegura) = self { true } else { false }
  }
}
