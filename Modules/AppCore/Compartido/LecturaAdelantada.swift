import ArticulosInterface

/// The read of a walk's next page, started before the walk asks for it.
///
/// It runs in a task of its own, which inherits the walk's dependencies: while the caller
/// writes one page, the next one travels and is decoded. Cancelling the task that awaits
/// ``pagina()`` cancels the read, and so does dropping the walk: the read never outlives it.
///
/// ```swift
/// let adelantada = LecturaAdelantada(desde: cursor, leer)
/// // ... write the current page ...
/// let siguiente = try await adelantada.pagina()
/// ```
package final class LecturaAdelantada: Sendable {
  private let lectura: Task<Pagina, any Error>

  /// Starts reading the page at `cursor` with `leer`.
  package init(
    desde cursor: CursorDePagina,
    _ leer: @escaping @Sendable (CursorDePagina?) async throws(ErrorArticulos) -> Pagina
  ) {
    lectura = Task { try await leer(cursor) }
  }

  deinit {
    lectura.cancel()
  }

  /// The page, once read; the read's error otherwise.
  package func pagina() async throws -> Pagina {
    try await withTaskCancellationHandler {
      try await lectura.value
    } onCancel: {
      lectura.cancel()
    }
  }
}
