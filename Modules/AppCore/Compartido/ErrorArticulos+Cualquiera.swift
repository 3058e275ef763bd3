import ArticulosInterface

extension ErrorArticulos {
  /// `error` as an ``ErrorArticulos``: itself when it is one, ``cancelado`` for a
  /// `CancellationError`, and ``inesperado(_:)`` in its own words otherwise.
  ///
  /// The client's endpoints are declared `throws` (any error) but throw only
  /// ``ErrorArticulos``; features promise the typed error, so anything else is wrapped, as
  /// the bug it is: never as a network failure, which would be retried and explained as one.
  package init(cualquiera error: any Error) {
    switch error {
    case let error as ErrorArticulos: self = error
    case is CancellationError: self = .cancelado
    default: self = .inesperado(String(describing: error))
    }
  }
}
