import ArticulosInterface

extension ErrorArticulos {
  /// Whether the error is a secure connection that failed: an untrusted certificate, one for
  /// another host, or a failed handshake.
  ///
  /// ```swift
  /// ErrorArticulos.red(.tls("self-signed certificate")).esDeTLS  // true
  /// ```
  var esDeTLS: Bool {
    if case .red(.tls) = self { true } else { false }
  }
}
