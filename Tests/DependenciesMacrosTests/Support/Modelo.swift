/// An article, the value the clients of these tests move around.
struct Articulo: Equatable, Identifiable, Sendable {
  var id: Int
  var titulo: String

  static let demo = Articulo(id: 1, titulo: "Interfaces y módulos")
}

/// One page of search results.
struct Pagina: Equatable, Sendable {
  var articulos: [Articulo]
  var numero: Int
}

/// The only error a `Validador` endpoint may throw.
struct ValidacionError: Error, Equatable {
  var motivo: String
}
