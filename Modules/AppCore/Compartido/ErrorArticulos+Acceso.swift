import ArticulosInterface

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
}
