import ArticulosInterface
import Compartido
import Foundation

/// The running account of an import or a copy, shared by its concurrent batches.
///
/// Every change happens under one lock, and each event is handed to the caller's callback
/// under that same lock: events never overlap and always match the account.
package final class RegistroDeEnvio: @unchecked Sendable {
  private struct Cuenta {
    var resultado: ResultadoDeEnvio
    var iniciado = false
  }

  // NB: `@unchecked Sendable` because `_cuenta` is a `var`; `candado` (an `NSLock`: this module
  // imports Foundation, not Synchronization) guards it, and only `conCandado` touches it.
  private let candado = NSLock()
  private var _cuenta: Cuenta
  private let progreso: @Sendable (EventoDeEnvio) -> Void

  /// Starts an account from `resultado` (its counts and its resume state).
  package init(
    _ resultado: ResultadoDeEnvio, progreso: @escaping @Sendable (EventoDeEnvio) -> Void
  ) {
    self._cuenta = Cuenta(resultado: resultado)
    self.progreso = progreso
  }

  /// Runs `cambio` on the account while holding the lock.
  private func conCandado<Valor>(_ cambio: (inout Cuenta) -> Valor) -> Valor {
    candado.lock()
    defer { candado.unlock() }
    return cambio(&_cuenta)
  }

  /// Says the work began, once, with `total` if known.
  package func iniciar(total: Int?) {
    conCandado { cuenta in
      guard !cuenta.iniciado else { return }
      cuenta.iniciado = true
      if let total { cuenta.resultado.total = total }
      progreso(.iniciado(total: cuenta.resultado.total))
    }
  }

  /// Passes a retry notice on.
  package func reintentando(_ reintento: Reintento) {
    conCandado { _ in progreso(.reintentando(reintento)) }
  }

  /// Reports an entry that will not be sent.
  package func invalido(_ invalido: ArticuloInvalido) {
    conCandado { cuenta in
      cuenta.resultado.invalidos.append(invalido)
      progreso(.invalido(invalido))
    }
  }

  /// Counts articles skipped because an earlier run saved them.
  package func omitir(_ cantidad: Int) {
    conCandado { $0.resultado.omitidos += cantidad }
  }

  /// Records a batch the server saved: its ids and, for an import, their positions in the
  /// source.
  package func guardado(_ ids: [Articulo.ID], entradas: [Int]) {
    conCandado { cuenta in
      cuenta.resultado.guardados += ids.count
      cuenta.resultado.estado.anotar(ids: ids, entradas: entradas)
      let hechos = cuenta.resultado.guardados + cuenta.resultado.omitidos
      progreso(
        .loteGuardado(
          ids: ids, entradas: entradas, guardados: hechos, total: cuenta.resultado.total))
    }
  }

  /// Records a batch that failed for good.
  package func fallido(_ lote: LoteFallido) {
    conCandado { cuenta in
      cuenta.resultado.fallidos.append(lote)
      progreso(.loteFallido(lote))
    }
  }

  /// Records articles left unsent by a cancellation or a stop.
  package func pendientes(_ ids: [Articulo.ID]) {
    conCandado { $0.resultado.pendientes += ids }
  }

  /// Records that the work was cancelled.
  package func cancelar() {
    conCandado { $0.resultado.cancelado = true }
  }

  /// Records the error that stopped the work.
  package func interrumpir(_ error: ErrorArticulos) {
    conCandado { $0.resultado.interrumpidoPor = error }
  }

  /// Records why reading the source stopped before its end.
  package func interrumpirFuente(_ motivo: String) {
    conCandado { $0.resultado.fuenteInterrumpida = motivo }
  }

  /// Whether something stopped the run: no batch should start after it.
  package var interrumpido: Bool {
    conCandado { $0.resultado.interrumpidoPor != nil || $0.resultado.fuenteInterrumpida != nil }
  }

  /// Ends the account: reports ``EventoDeEnvio/terminado(_:)`` and returns the result.
  package func terminar() -> ResultadoDeEnvio {
    iniciar(total: nil)
    return conCandado { cuenta in
      if Task.isCancelled { cuenta.resultado.cancelado = true }
      progreso(.terminado(cuenta.resultado))
      return cuenta.resultado
    }
  }
}
