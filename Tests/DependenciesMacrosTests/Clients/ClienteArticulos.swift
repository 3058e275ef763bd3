import DependenciesMacros

/// The client of the lesson and of the issue, registered as a dependency.
@DependencyClient
struct ClienteArticulos: Sendable {
  var cargar: @Sendable () async throws -> [Articulo]
  var buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina
  var guardar: @Sendable (_ articulo: Articulo) async throws -> Articulo
  var borrar: @Sendable (_ id: Articulo.ID) async throws -> Void
}

extension ClienteArticulos: TestDependencyKey {
  static let testValue = ClienteArticulos()
}

extension DependencyValues {
  var clienteArticulos: ClienteArticulos {
    get { self[ClienteArticulos.self] }
    set { self[ClienteArticulos.self] = newValue }
  }
}

extension ClienteArticulos {
  /// An initializer written by hand that sets one endpoint and relies on the macro for the rest.
  init(soloCargar articulos: [Articulo]) {
    self.cargar = { articulos }
  }
}
