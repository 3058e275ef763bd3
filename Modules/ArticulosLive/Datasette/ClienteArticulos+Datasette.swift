import ArticulosInterface
import Dependencies

extension ClienteArticulos {
  /// A client that talks to the Datasette table described by the configuration stored at
  /// `configuracion`, read again at every call.
  ///
  /// Nothing is read when the client is made: each endpoint reads the configuration in effect
  /// when it runs (`@Dependency(configuracion)`), builds a ``ClienteDatasette`` for it and
  /// throws it away. The same client therefore follows a `withDependencies` override, and the
  /// copy command's two clients differ only in the key path they read. Every error passes
  /// through ``ArticulosInterface/ErrorArticulos/sinSecreto(_:)`` on its way out.
  ///
  /// ```swift
  /// let destino = ClienteArticulos.datasette(configuracion: \.configuracionDestino)
  /// try await withDependencies {
  ///   $0.configuracionDestino = ConfiguracionArticulos(api: url, token: token)
  /// } operation: {
  ///   _ = try await destino.guardar(articulo)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - configuracion: Where the configuration lives in ``Dependencies/DependencyValues``.
  ///   - http: The HTTP client; the process-wide one unless a test brings its own.
  ///   - cursores: Where page starts are remembered; process-wide unless a test brings its own.
  static func datasette(
    configuracion: KeyPath<DependencyValues, ConfiguracionArticulos> & Sendable,
    http: HTTPClient = .articulos,
    cursores: CacheDeCursores = .compartida
  ) -> ClienteArticulos {
    @Sendable func ejecutar<Resultado>(
      _ operacion: (ClienteDatasette) async throws(ErrorArticulos) -> Resultado
    ) async throws(ErrorArticulos) -> Resultado {
      @Dependency(configuracion) var actual
      let cliente = ClienteDatasette(configuracion: actual, http: http, cursores: cursores)
      do {
        return try await operacion(cliente)
      } catch {
        throw error.sinSecreto(cliente.configuracion.token)
      }
    }
    return ClienteArticulos(
      cargar: {
        try await ejecutar { datasette throws(ErrorArticulos) in try await datasette.cargar() }
      },
      listar: { desde, tamano in
        try await ejecutar { datasette throws(ErrorArticulos) in
          try await datasette.listar(desde: desde, tamano: tamano)
        }
      },
      buscar: { texto, pagina in
        try await ejecutar { datasette throws(ErrorArticulos) in
          try await datasette.buscar(texto, pagina: pagina)
        }
      },
      obtener: { id in
        try await ejecutar { datasette throws(ErrorArticulos) in try await datasette.obtener(id) }
      },
      guardar: { articulo in
        try await ejecutar { datasette throws(ErrorArticulos) in
          try await datasette.guardar([articulo])[0]
        }
      },
      guardarVarios: { articulos in
        try await ejecutar { datasette throws(ErrorArticulos) in
          try await datasette.guardar(articulos)
        }
      },
      borrar: { id in
        try await ejecutar { datasette throws(ErrorArticulos) in try await datasette.borrar(id) }
      }
    )
  }
}
