import ArticulosInterface

extension ErrorArticulos {
  /// Whether a write that ended with this error may still have happened on the server.
  ///
  /// A request that never left (refused connection, unknown host, failed TLS handshake) or that
  /// the server refused for good (not found, bad token, invalid article) changed nothing. One
  /// whose answer was lost, cut, late, unreadable or a server failure may have been committed
  /// before the failure: only reading the server tells. This is the rule that decides when a
  /// feature reads back instead of reporting "not saved".
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
}
