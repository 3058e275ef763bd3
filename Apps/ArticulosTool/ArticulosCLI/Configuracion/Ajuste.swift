/// A setting's value together with where it came from.
///
/// `--verbose` says where the server address came from, and an error about a bad value names
/// the place to fix it.
///
/// ```swift
/// let api = Ajuste(valor: url, origen: .entorno("ARTICULOS_API"))
/// api.origen.description  // "ARTICULOS_API"
/// ```
struct Ajuste<Valor: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  var valor: Valor
  /// Where it was given.
  var origen: OrigenDeAjuste
}
