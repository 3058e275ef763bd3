/// Everything that can go wrong asking an articles server for something.
///
/// Every client (the live one, the in-memory one, any test double) throws only this type, so
/// features handle failures without knowing where they came from. Its ``description`` says
/// what happened in the terms of the contract; what to do about it (which option to pass,
/// which command to run) is for the program that shows it to add.
///
/// ```swift
/// do {
///   _ = try await cliente.obtener(id: id)
/// } catch ErrorArticulos.noEncontrado(let id) {
///   print("no article \(id)")
/// }
/// ```
public enum ErrorArticulos: Error, Hashable, Sendable, CustomStringConvertible {
  /// No article has this id.
  case noEncontrado(Articulo.ID)
  /// The server wants a token for this, and none was sent.
  case sinToken
  /// The server refused the token (bad signature, expired, another server's).
  case tokenRechazado(motivo: String)
  /// The token is valid but may not do this.
  case sinPermiso(motivo: String)
  /// The article cannot be saved, for these reasons.
  case articuloInvalido([ProblemaDeArticulo])
  /// The server refused the request as malformed.
  case peticionRechazada(estado: Int, mensaje: String)
  /// The server failed; trying again later may work.
  case servidor(estado: Int, mensaje: String)
  /// The server could not be reached, or the connection failed.
  case red(FalloDeRed)
  /// The server answered something that is not what an articles server answers.
  case respuestaInvalida(String)
  /// The work was cancelled before it finished.
  case cancelado
  /// The server does not offer this operation, for this reason; nothing was changed.
  case noDisponible(String)
  /// A failure the contract does not name: a client threw an error of another type (a bug,
  /// or an endpoint left unimplemented), described in its own words. Never a server's answer,
  /// so never retried nor shown as a network failure.
  case inesperado(String)

  /// What happened, in a sentence.
  ///
  /// ```swift
  /// ErrorArticulos.noEncontrado("a1").description  // "No article has the id 'a1'."
  /// ```
  public var description: String {
    switch self {
    case .noEncontrado(let id): "No article has the id '\(id)'."
    case .sinToken: "The server needs a token for this, and none was given."
    case .tokenRechazado(let motivo): "The server rejected the token (\(motivo))."
    case .sinPermiso(let motivo): "The token may not do this (\(motivo))."
    case .articuloInvalido(let problemas):
      "The article cannot be saved: " + problemas.map(\.description).joined(separator: "; ") + "."
    case .peticionRechazada(let estado, let mensaje):
      "The server refused the request (status \(estado)): \(mensaje)"
    case .servidor(429, let mensaje):
      // NB: Not "the server failed": it works, and asks for fewer requests.
      "The server is receiving too many requests (status 429)\(mensaje.isEmpty ? "" : ": \(mensaje)")."
    case .servidor(let estado, let mensaje):
      "The server failed (status \(estado))\(mensaje.isEmpty ? "" : ": \(mensaje)")."
    case .red(let fallo): fallo.descripcion
    case .respuestaInvalida(let detalle):
      "The server's answer is not what an articles server sends (\(detalle))."
    case .cancelado: "Cancelled."
    case .noDisponible(let motivo): "The server does not offer this (\(motivo))."
    case .inesperado(let detalle): "An unexpected failure, which is a bug: \(detalle)."
    }
  }
}
