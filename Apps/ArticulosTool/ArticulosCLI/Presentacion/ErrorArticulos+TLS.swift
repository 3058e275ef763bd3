import ArticulosInterface

extension ErrorArticulos {
  /// Whether the error is a secure connection that failed: an untrusted certificate, one for
  /// another host, or a failed handshake.
  ///
  /// ```swift
  /// ErrorArticulos.red(.conexionInsegura("self-signed certificate")).esDeTLS  // true
  /// ```
  var esDeTLS: Bool {
    if case .red(.conexionInsegura) = self { true } else { false }
  }
}
