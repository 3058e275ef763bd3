import ArticulosInterface

extension ErrorArticulos {
  /// Whether the error is about the token: missing, refused or not allowed.
  var esDeAutenticacion: Bool {
    switch self {
    case .sinToken, .tokenRechazado, .sinPermiso: true
    default: false
    }
  }
}
