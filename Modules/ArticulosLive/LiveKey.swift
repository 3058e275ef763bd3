import ArticulosInterface
import Dependencies

extension ClienteArticulos: DependencyKey {
  /// The real client: Datasette over HTTP, at the server that
  /// ``DependencyValues/configuracionArticulos`` names when each call runs.
  ///
  /// This is the module's one public job. Building it reads nothing and opens nothing; the
  /// configuration (server, token, timeouts, page size) is read inside every endpoint, so the
  /// tool's entry point sets it once with `prepareDependencies` and tests override it with
  /// `withDependencies`. Tests never reach this value by accident: in a test context
  /// `@Dependency(\.clienteArticulos)` gives the interface's `testValue`.
  ///
  /// ```swift
  /// prepareDependencies {
  ///   $0.configuracionArticulos = ConfiguracionArticulos(api: api, token: token)
  /// }
  /// @Dependency(\.clienteArticulos) var cliente
  /// let pagina = try await cliente.buscar(texto: "café", pagina: 1)
  /// ```
  public static let liveValue = ClienteArticulos.datasette(configuracion: \.configuracionArticulos)
}

extension ClienteArticulosDestinoKey: DependencyKey {
  /// The real client of the copy destination: the same Datasette client, reading
  /// ``DependencyValues/configuracionDestino`` instead.
  ///
  /// ```swift
  /// prepareDependencies {
  ///   $0.configuracionDestino = ConfiguracionArticulos(api: destino, token: tokenDestino)
  /// }
  /// @Dependency(\.clienteArticulosDestino) var destino
  /// _ = try await destino.guardarVarios(articulos: articulos)
  /// ```
  public static let liveValue = ClienteArticulos.datasette(configuracion: \.configuracionDestino)
}
