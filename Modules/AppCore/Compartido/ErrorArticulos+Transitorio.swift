import ArticulosInterface

extension ErrorArticulos {
  /// Whether trying the same request again later could succeed: the server failed, or the
  /// connection was refused, cut or timed out. Which failures are worth another try is the
  /// features' retry policy, so the rule lives here, next to ``PoliticaDeReintentos``, and not in
  /// the contract.
  package var esTransitorio: Bool {
    switch self {
    case .servidor: true
    case .red(.conexionRechazada), .red(.conexionNoAbierta), .red(.tiempoAgotado),
      .red(.conexionInterrumpida):
      true
    default: false
    }
  }
}
