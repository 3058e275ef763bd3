import ArticulosInterface
import Dependencies

/// Runs a client request with the dependencies `modelo` captured, with a typed error.
///
/// A model reads its client through `@Dependency`, which already gives the model's client. But
/// a client may read dependencies itself when it is called (the live one reads its
/// configuration there), and those reads follow the task, not the model: running the request
/// inside `withDependencies(from: modelo)` makes them see the model's values too.
///
/// - Parameters:
///   - modelo: A model with at least one `@Dependency` property.
///   - operacion: The request.
/// - Returns: What the request returns.
/// - Throws: The request's error as an ``/ArticulosInterface/ErrorArticulos``.
func conDependencias<Modelo, Valor>(
  de modelo: Modelo,
  _ operacion: () async throws -> Valor
) async throws(ErrorArticulos) -> Valor {
  do {
    return try await withDependencies(from: modelo) {
      try await operacion()
    }
  } catch {
    throw ErrorArticulos(cualquiera: error)
  }
}
