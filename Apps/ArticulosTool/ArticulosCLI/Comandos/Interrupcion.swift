import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C while a command runs: the first one cancels the work, a second one exits at once.
///
/// The default action of SIGINT kills the process mid-write. Instead the signal is ignored and
/// watched with a `DispatchSource`: the first Ctrl-C cancels the task running the command, which
/// then stops at its next suspension point, reports what it did, discards what it had half
/// written and exits with 130. A second Ctrl-C removes any temporary file
/// (``ArchivosTemporales``) and exits with 130 without waiting. `SIGTERM` and `SIGHUP` (a
/// `kill`, a closed terminal) remove the temporary files too and exit at once with 128 plus
/// the signal, as their default action would, but leaving nothing half-written behind.
///
/// ```swift
/// let codigo = await Interrupcion.ejecutar(aviso: { consola.error("Stopping…") }) {
///   await ejecutor.ejecutar(orden)
/// }
/// ```
enum Interrupcion {
  /// Runs `operacion` in a task that Ctrl-C cancels, and returns its value.
  ///
  /// - Parameters:
  ///   - aviso: Called on the first Ctrl-C, to tell the person the work is stopping.
  ///   - operacion: The work; it must treat cancellation as "stop cleanly".
  static func ejecutar<Valor: Sendable>(
    aviso: @escaping @Sendable () -> Void,
    _ operacion: @escaping @Sendable () async -> Valor
  ) async -> Valor {
    let tarea = Task { await operacion() }
    let senales = Mutex(0)
    signal(SIGINT, SIG_IGN)
    let fuente = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    fuente.setEventHandler {
      let cuenta = senales.withLock { cuenta in
        cuenta += 1
        return cuenta
      }
      if cuenta == 1 {
        aviso()
        tarea.cancel()
      } else {
        ArchivosTemporales.delProceso.eliminarTodos()
        _exit(CodigoDeSalida.cancelado.rawValue)
      }
    }
    fuente.resume()
    let finales = [SIGTERM, SIGHUP].map { numero in
      signal(numero, SIG_IGN)
      let fuente = DispatchSource.makeSignalSource(signal: numero, queue: .global())
      fuente.setEventHandler {
        ArchivosTemporales.delProceso.eliminarTodos()
        _exit(128 + numero)
      }
      fuente.resume()
      return (numero, fuente)
    }
    let valor = await tarea.value
    fuente.cancel()
    signal(SIGINT, SIG_DFL)
    for (numero, fuente) in finales {
      fuente.cancel()
      signal(numero, SIG_DFL)
    }
    return valor
  }
}
