import ArticulosInterface
import DatasetteTestSupport
import Dependencies
import Foundation
import Testing

@testable import ArticulosLive

extension DatasetteServer {
  /// The suite's server, or a failed test saying the suite lacks the trait.
  static func requerido() throws -> DatasetteServer {
    try #require(current, "the suite needs @Suite(.datasetteServer(...))")
  }

  /// Runs `operacion` with the live client's configuration pointing at this server.
  ///
  /// The clock is immediate, so a read the HTTP layer retries does not wait.
  ///
  /// ```swift
  /// let pagina = try await server.conCliente { try await $0.listar(desde: nil, tamano: 20) }
  /// ```
  func conCliente<Valor>(
    _ configuracion: ConfiguracionDatasette? = nil,
    _ operacion: (ClienteArticulos) async throws -> Valor
  ) async throws -> Valor {
    try await withDependencies {
      $0.configuracionDatasette = configuracion ?? self.configuracion()
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await operacion(ClienteArticulos.liveValue)
    }
  }

  /// The ``ErrorArticulos`` that `operacion` throws against this server, or `nil`.
  func error<Valor>(
    _ configuracion: ConfiguracionDatasette? = nil,
    _ operacion: (ClienteArticulos) async throws -> Valor
  ) async -> ErrorArticulos? {
    do {
      _ = try await conCliente(configuracion, operacion)
      return nil
    } catch {
      return error as? ErrorArticulos
    }
  }
}

extension Articulo {
  /// A new article with an id no other test uses.
  static func unico(
    _ titulo: String = "Prueba", cuerpo: String = "Un cuerpo.", etiquetas: [String] = ["prueba"]
  ) -> Articulo {
    Articulo(
      id: Articulo.ID(UUID()), titulo: titulo, cuerpo: cuerpo, etiquetas: etiquetas,
      creado: Date(timeIntervalSince1970: 1_704_067_200),
      actualizado: Date(timeIntervalSince1970: 1_704_067_200.5))
  }
}
