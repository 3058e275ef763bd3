import Foundation
import Synchronization

/// The next page of a walk, asked before the current page is decoded.
///
/// NB: Depth, not contract. A walk over every article (`export`, `list --all`, `copy`) asks
/// for pages one after another, each only once the last one was decoded into articles, so the
/// server waits while the client decodes. Datasette names the next page in the `Link` header of
/// each answer, before its body is read, so the client asks for that page at once and decodes
/// this one while it travels: decoding leaves the critical path. The client anticipates only
/// when the caller asked for more rows than a page holds (a caller who wants more than one
/// page), and only the very next call can take the anticipated answer: any other call drops it.
/// An anticipated request that failed is not reported; the call sends its own request.
///
/// ```swift
/// let anticipada = PaginaAnticipada()
/// anticipada.anticipar(url) { await datasette.respuesta(a: url) }
/// let respuesta = await anticipada.tomar(url)  // the answer, or nil: send the request
/// ```
final class PaginaAnticipada: Sendable {
  private struct Pendiente {
    let url: URL
    let respuesta: Task<HTTPResponse?, Never>
  }

  private let pendiente = Mutex<Pendiente?>(nil)

  /// Starts `pedir` for `url` in a task of its own, dropping whatever was anticipated before.
  ///
  /// - Parameters:
  ///   - url: The page's address, exactly as the next call will ask for it.
  ///   - pedir: The request; `nil` when it failed.
  func anticipar(_ url: URL, _ pedir: @escaping @Sendable () async -> HTTPResponse?) {
    let nueva = Pendiente(url: url, respuesta: Task { await pedir() })
    let anterior = pendiente.withLock { pendiente in
      defer { pendiente = nueva }
      return pendiente
    }
    anterior?.respuesta.cancel()
  }

  /// The anticipated answer for `url`, once it arrives, or `nil` when none was anticipated for
  /// it or it failed; either way nothing stays anticipated. Cancelling the waiting task cancels
  /// the anticipated request.
  func tomar(_ url: URL) async -> HTTPResponse? {
    guard
      let tomada = pendiente.withLock({ pendiente in
        defer { pendiente = nil }; return pendiente
      })
    else { return nil }
    guard tomada.url == url else {
      tomada.respuesta.cancel()
      return nil
    }
    return await withTaskCancellationHandler {
      await tomada.respuesta.value
    } onCancel: {
      tomada.respuesta.cancel()
    }
  }
}
