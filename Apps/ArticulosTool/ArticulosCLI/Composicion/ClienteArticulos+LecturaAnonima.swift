import ArticulosInterface
import Dependencies
import Synchronization

extension ClienteArticulos {
  /// The same client, except that a read the server refuses because of the token it carries
  /// is made again without one.
  ///
  /// A server whose reads are public still checks a token that comes with them: a stale one
  /// (another server's, an expired one) makes every read fail with 401 although none needs it.
  /// Here such a read is tried once more anonymously; if that works, `avisar` hears it once and
  /// later reads of the run go without the token. A read that needs the token fails as before,
  /// and writes always carry it, so nothing is written anonymously.
  ///
  /// - Parameters:
  ///   - lector: The same server's client without the token.
  ///   - avisar: Hears, once, that reads go on without the token.
  ///
  /// ```swift
  /// var sinToken = configuracion
  /// sinToken.token = nil
  /// let cliente = ClienteArticulos.datasette(configuracion)
  ///   .leyendoSinTokenRechazado(anonimo: .datasette(sinToken)) { consola.avisar($0) }
  /// ```
  func leyendoSinTokenRechazado(
    anonimo lector: ClienteArticulos, avisar: @escaping @Sendable (String) -> Void
  ) -> ClienteArticulos {
    let original = self
    let anonimo = Mutex(false)
    @Sendable func leer<Valor>(
      _ lectura: (ClienteArticulos) async throws -> Valor
    ) async throws -> Valor {
      if anonimo.withLock({ $0 }) { return try await lectura(lector) }
      do {
        return try await lectura(original)
      } catch ErrorArticulos.tokenRechazado(let motivo) {
        let valor: Valor
        do {
          valor = try await lectura(lector)
        } catch {
          // NB: Without the token it fails too: the token's refusal is the error to report.
          throw ErrorArticulos.tokenRechazado(motivo: motivo)
        }
        let primera = anonimo.withLock { anterior in
          defer { anterior = true }
          return !anterior
        }
        if primera {
          avisar(
            "Warning: the server rejected the token (\(motivo)); reading without it. Writes "
              + "will need a valid token.")
        }
        return valor
      }
    }
    var cliente = original
    cliente.cargar = { try await leer { try await $0.cargar() } }
    cliente.listar = { desde, tamano in try await leer { try await $0.listar(desde, tamano) } }
    cliente.listarConEtiquetas = { etiquetas, desde, tamano in
      try await leer { try await $0.listarConEtiquetas(etiquetas, desde, tamano) }
    }
    cliente.buscar = { texto, pagina in try await leer { try await $0.buscar(texto, pagina) } }
    cliente.filtrar = { texto, etiquetas, pagina, tamano in
      try await leer { try await $0.filtrar(texto, etiquetas, pagina, tamano) }
    }
    cliente.obtener = { id in try await leer { try await $0.obtener(id) } }
    return cliente
  }
}
