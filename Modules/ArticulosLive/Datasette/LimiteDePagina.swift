import Synchronization

/// The most rows one page of this server holds, once the server has said it.
///
/// Datasette caps every page at its `max_returned_rows` setting (1,000 unless the server is
/// configured otherwise) and refuses a larger `_size` outright. A walk over every article wants
/// the largest page the server allows, so the client asks `GET /-/settings.json` the first time
/// a caller wants more than 1,000 rows, and remembers the answer for the client's whole life.
///
/// ```swift
/// let limite = LimiteDePagina()
/// limite.conocido           // nil: not asked yet
/// limite.recordar(5_000)
/// limite.conocido           // 5000
/// ```
final class LimiteDePagina: Sendable {
  private let valor = Mutex<Int?>(nil)

  /// The server's maximum, or `nil` before it was asked.
  var conocido: Int? { valor.withLock { $0 } }

  /// Records the server's maximum.
  func recordar(_ limite: Int) {
    valor.withLock { $0 = limite }
  }
}
