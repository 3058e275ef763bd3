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
  /// ```swift
  /// let demo = ClienteArticulos.previewValue  // a new server with Articulo.muestra at each read
  /// ```
  public static var previewValue: ClienteArticulos { .enMemoria(Articulo.muestra) }
}

/// The key of the copy destination's client: a second slot of the same type.
///
/// `articulos copy --to URL` reads from ``Dependencies/DependencyValues/clienteArticulos`` and
/// writes to ``Dependencies/DependencyValues/clienteArticulosDestino``; the live module gives both
/// a live value.
///
/// ```swift
/// withDependencies {
///   $0.clienteArticulosDestino = .enMemoria()
/// } operation: { ... }
/// ```
public enum ClienteArticulosDestinoKey: TestDependencyKey {
  /// Every endpoint unimplemented.
  ///
  /// ```swift
  /// $0.clienteArticulosDestino.guardarVarios = { articulos in articulos }
  /// ```
  public static let testValue = ClienteArticulos()
  /// An empty in-memory server.
  ///
  /// ```swift
  /// let vacio = ClienteArticulosDestinoKey.previewValue  // a new, empty server at each read
  /// ```
  public static var previewValue: ClienteArticulos { .enMemoria([]) }
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

  /// The server articles are copied to.
  ///
  /// ```swift
  /// @Dependency(\.clienteArticulosDestino) var destino
  /// ```
  public var clienteArticulosDestino: ClienteArticulos {
    get { self[ClienteArticulosDestinoKey.self] }
    set { self[ClienteArticulosDestinoKey.self] = newValue }
  }
}
