import Foundation
import Synchronization

/// Reads one line of standard input without holding up a cancellation.
///
/// `readLine` blocks its thread until a line arrives. Done on a thread of its own, and raced
/// against the task's cancellation, a Ctrl-C at a question stops the run at once instead of
/// waiting for Enter: the answer is then `nil`, as at the end of the input.
///
/// ```swift
/// let respuesta = await LecturaCancelable.leer(con: consola.leerLinea)
/// ```
enum LecturaCancelable {
  /// The next line from `leer`, or `nil` at the end of the input or when the task is cancelled.
  static func leer(con leer: @escaping @Sendable () -> String?) async -> String? {
    let pendiente = Mutex<CheckedContinuation<String?, Never>?>(nil)
    @Sendable func responder(_ respuesta: String?) {
      pendiente.withLock { continuacion in
        continuacion?.resume(returning: respuesta)
        continuacion = nil
      }
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuacion in
        pendiente.withLock { $0 = continuacion }
        if Task.isCancelled {
          responder(nil)
          return
        }
        Thread.detachNewThread { responder(leer()) }
      }
    } onCancel: {
      responder(nil)
    }
  }
}
