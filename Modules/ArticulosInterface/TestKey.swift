import Dependencies

extension ClienteArticulos: TestDependencyKey {
  /// Every endpoint unimplemented: a test that calls one without overriding it fails, naming
  /// the endpoint, and no test reaches a server by accident.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.clienteArticulos.cargar = { Articulo.muestra }
  /// } operation: { ... }
  /// ```
  public static let testValue = ClienteArticulos()

  /// An in-memory server with the sample articles, for previews and demos.
  ///
  /// A new server at each read, so one preview's changes never show in another.
  public static var previewValue: ClienteArticulos { .enMemoria(Articulo.muestra) }
}

extension DependencyValues {
  /// The articles server.
  ///
  /// ```swift
  /// @Dependency(\.clienteArticulos) var cliente
  /// ```
  public var clienteArticulos: ClienteArticulos {
    get { self[ClienteArticulos.self] }
    set { self[ClienteArticulos.self] = newValue }
  }
}
