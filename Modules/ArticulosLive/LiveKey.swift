import ArticulosInterface
import Dependencies

extension ClienteArticulos: DependencyKey {
  /// The real client: Datasette over HTTP, at the server that
  /// ``Dependencies/DependencyValues/configuracionDatasette`` names.
  ///
  /// This is the module's one public job, and the workspace's one example of a dependency that
  /// depends on another: the live value reads the configuration dependency once, when a live
  /// context first needs the client, and the client it builds keeps it
  /// (``ArticulosInterface/ClienteArticulos/datasette(_:)``). So the configuration must be in
  /// place before anything reads the client, which is what `prepareDependencies` is for; the
  /// features that call the client never see it. Tests never reach this value by accident: in
  /// a test context `@Dependency(\.clienteArticulos)` gives the interface's `testValue`.
  ///
  /// ```swift
  /// prepareDependencies {
  ///   $0.configuracionDatasette = ConfiguracionDatasette(api: api, token: token)
  /// }
  /// @Dependency(\.clienteArticulos) var cliente
  /// let pagina = try await cliente.buscar(texto: "café", pagina: 1)
  /// ```
  public static var liveValue: ClienteArticulos {
    @Dependency(\.configuracionDatasette) var configuracion
    return .datasette(configuracion)
  }
}
