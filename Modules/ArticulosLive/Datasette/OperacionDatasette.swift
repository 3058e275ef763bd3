import ArticulosInterface

/// What a request to Datasette was for, which decides what a failed status means.
///
/// A 404 is ``ErrorArticulos/noEncontrado(_:)`` for a row, but a wrong address for a listing;
/// a 400 is an invalid article for a write, but a malformed request for a read.
///
/// ```swift
/// let error = ErrorArticulos(estado: 404, cuerpo: cuerpo, operacion: .fila("a1"), conToken: false)
/// // .noEncontrado("a1")
/// ```
enum OperacionDatasette: Hashable, Sendable {
  /// A listing or a search.
  case lectura
  /// Reading one row.
  case fila(Articulo.ID)
  /// Creating or replacing rows.
  case escritura
  /// Deleting one row.
  case borrado(Articulo.ID)
  /// Deleting many rows through the server's bulk delete query.
  case borradoPorLotes

  /// Whether the request changes what the server holds: once sent, its answer is the only
  /// proof of what happened, so a cancel does not cut it short (see `ClienteDatasette.enviar`).
  var escribe: Bool {
    switch self {
    case .lectura, .fila: false
    case .escritura, .borrado, .borradoPorLotes: true
    }
  }
}
