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
