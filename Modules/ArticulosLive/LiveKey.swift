import ArticulosInterface
import Dependencies

extension ClienteArticulos: DependencyKey {
  /// The real client: Datasette over HTTP, at the server that
  /// ``Dependencies/DependencyValues/configuracionDatasette`` names, its warnings sent to
  /// ``Dependencies/DependencyValues/avisosDatasette``.
  ///
  /// This is the module's one public job, and the workspace's one example of a dependency that
  /// depends on another: the live value reads its configuration once, when a live context first
  /// needs the client, and the client it builds keeps it
  /// (``ArticulosInterface/ClienteArticulos/datasette(_:avisos:)``); no endpoint reads it
  /// again. So the configuration must be in place before anything reads the client, which is
  /// what `prepareDependencies` is for; the features that call the client never see it. The
  /// `articulos` tool runs through this value: its entry point prepares the configuration and
  /// reads the client through the key. Tests never reach this value by accident: in a test
  /// context `@Dependency(\.clienteArticulos)` gives the interface's `testValue`.
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
    @Dependency(\.avisosDatasette) var avisos
    return .datasette(configuracion, avisos: avisos.avisar)
  }
}
