/// Runs a request that a cancel must not cut short, in a task of its own that inherits the
/// caller's dependencies but not its cancellation.
///
/// NB: A write cut short after it was sent may still be carried out by the server after any
/// look-up made to settle it, and the report would call it not done. Letting the request end
/// keeps the report exact; the client's time limit bounds the wait, and a second Ctrl-C in the
/// tool exits at once.
///
/// ```swift
/// let sinArticulo = try await sinCortar { try await cliente.borrarVarios(ids: ids) }
/// ```
package func sinCortar<Valor: Sendable>(
  _ peticion: @escaping @Sendable () async throws -> Valor
) async throws -> Valor {
  try await Task { try await peticion() }.value
}
