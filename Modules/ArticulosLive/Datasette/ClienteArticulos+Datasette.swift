import ArticulosInterface
import Dependencies

extension ClienteArticulos {
  /// A client that talks to the Datasette table `configuracion` describes.
  ///
  /// The configuration is fixed here, when the client is made: the endpoints never look for
  /// it in the calling task, so a feature calls them from any task, scope or model and they
  /// reach the same server. A program with two servers (`articulos copy --to`) makes two
  /// clients. Every error passes through ``ArticulosInterface/ErrorArticulos/sinSecreto(_:)``
  /// on its way out.
  ///
  /// ```swift
  /// prepareDependencies {
  ///   $0.clienteArticulos = .datasette(ConfiguracionDatasette(api: origen))
  ///   $0.clienteArticulosDestino = .datasette(ConfiguracionDatasette(api: destino, token: token))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - configuracion: The server, the token, the timeouts.
  ///   - avisos: Hears, once each, what the user should know about how this server answers,
  ///     such as a search that cannot be ranked here. Defaults to nowhere.
  public static func datasette(
    _ configuracion: ConfiguracionDatasette,
    avisos: @escaping @Sendable (String) -> Void = { _ in }
  ) -> ClienteArticulos {
    datasette(configuracion, http: .articulos, cursores: .compartida, avisos: avisos)
  }

  /// ``datasette(_:)`` with the HTTP client and the cursor cache a test brings.
  static func datasette(
    _ configuracion: ConfiguracionDatasette, http: HTTPClient, cursores: CacheDeCursores,
    avisos: @escaping @Sendable (String) -> Void = { _ in }
  ) -> ClienteArticulos {
    let datasette = ClienteDatasette(
      configuracion: configuracion, http: http, cursores: cursores, avisos: avisos)
    @Sendable func ejecutar<Resultado>(
      _ operacion: () async throws(ErrorArticulos) -> Resultado
    ) async throws(ErrorArticulos) -> Resultado {
      do {
        return try await operacion()
      } catch {
        throw error.sinSecreto(configuracion.token)
      }
    }
    return ClienteArticulos(
      cargar: { try await ejecutar { () throws(ErrorArticulos) in try await datasette.cargar() } },
      listar: { desde, tamano in
        try await ejecutar { () throws(ErrorArticulos) in
          try await datasette.listar(desde: desde, tamano: tamano)
        }
      },
      listarConEtiquetas: { etiquetas, desde, tamano in
        try await ejecutar { () throws(ErrorArticulos) in
          try await datasette.listar(etiquetas: etiquetas, desde: desde, tamano: tamano)
        }
      },
      buscar: { texto, pagina in
        try await ejecutar { () throws(ErrorArticulos) in
          try await datasette.filtrar(texto, etiquetas: [], pagina: pagina, tamano: nil)
        }
      },
      filtrar: { texto, etiquetas, pagina, tamano in
        try await ejecutar { () throws(ErrorArticulos) in
          try await datasette.filtrar(
            texto, etiquetas: etiquetas, pagina: pagina, tamano: tamano)
        }
      },
      obtener: { id in
        try await ejecutar { () throws(ErrorArticulos) in try await datasette.obtener(id) }
      },
      guardar: { articulo in
        try await ejecutar { () throws(ErrorArticulos) in try await datasette.guardar([articulo])[0]
        }
      },
      guardarVarios: { articulos in
        try await ejecutar { () throws(ErrorArticulos) in try await datasette.guardar(articulos) }
      },
      borrar: { id in
        try await ejecutar { () throws(ErrorArticulos) in try await datasette.borrar(id) }
      },
      borrarVarios: { ids in
        try await ejecutar { () throws(ErrorArticulos) in
          try await datasette.borrar(ids)
        }
      }
    )
  }
}
