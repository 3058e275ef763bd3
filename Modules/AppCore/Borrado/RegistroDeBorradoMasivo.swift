import ArticulosInterface
import Compartido
import Foundation

/// The running account of a deletion of several articles, shared by its concurrent deletions.
///
/// Every change happens under one lock, and each event is handed to the caller's callback under
/// that same lock: events never overlap and always match the account. Ids are kept with their
/// position in the list given, so the result lists them in that order whatever order the
/// deletions ended in.
final class RegistroDeBorradoMasivo: @unchecked Sendable {
  private struct Cuenta {
    var total: Int
    var borrados = 0
    var hechos = 0
    var noEncontrados: [(posicion: Int, id: Articulo.ID)] = []
    var fallidos: [(posicion: Int, fallido: BorradoFallido)] = []
    var pendientes: [(posicion: Int, id: Articulo.ID)] = []
    var reintentos = 0
    var cancelado = false
    var interrumpidoPor: ErrorArticulos?
  }

  // NB: `@unchecked Sendable` because `_cuenta` is a `var`; `candado` (an `NSLock`, as in
  // `RegistroDeEnvio`) guards it, and only `conCandado` touches it.
  private let candado = NSLock()
  private var _cuenta: Cuenta
  private let progreso: @Sendable (EventoDeBorradoMasivo) -> Void

  /// Starts an account of `total` deletions.
  init(total: Int, progreso: @escaping @Sendable (EventoDeBorradoMasivo) -> Void) {
    self._cuenta = Cuenta(total: total)
    self.progreso = progreso
  }

  private func conCandado<Valor>(_ cambio: (inout Cuenta) -> Valor) -> Valor {
    candado.lock()
    defer { candado.unlock() }
    return cambio(&_cuenta)
  }

  /// Says the work began.
  func iniciar() {
    conCandado { progreso(.iniciado(total: $0.total)) }
  }

  /// Counts a retry and passes its notice on.
  func reintentando(_ reintento: Reintento) {
    conCandado { cuenta in
      cuenta.reintentos += 1
      progreso(.reintentando(reintento))
    }
  }

  /// Passes on why the rest is deleted one by one.
  func unoPorUno(motivo: String) {
    conCandado { _ in progreso(.unoPorUno(motivo: motivo)) }
  }

  /// Records an article the server deleted.
  func borrado(_ id: Articulo.ID) {
    conCandado { cuenta in
      cuenta.borrados += 1
      cuenta.hechos += 1
      progreso(.borrado(id, hechos: cuenta.hechos, total: cuenta.total))
    }
  }

  /// Records an id no article had.
  func noEncontrado(_ id: Articulo.ID, posicion: Int) {
    conCandado { cuenta in
      cuenta.noEncontrados.append((posicion, id))
      cuenta.hechos += 1
      progreso(.noEncontrado(id, hechos: cuenta.hechos, total: cuenta.total))
    }
  }

  /// Records a deletion that failed for good; the first one stops the work.
  func fallido(_ fallido: BorradoFallido, posicion: Int) {
    conCandado { cuenta in
      cuenta.fallidos.append((posicion, fallido))
      cuenta.hechos += 1
      if cuenta.interrumpidoPor == nil { cuenta.interrumpidoPor = fallido.error }
      progreso(.fallido(fallido, hechos: cuenta.hechos, total: cuenta.total))
    }
  }

  /// Records ids left unattempted by a cancellation, a stop or a refusal.
  func pendientes(_ ids: some Sequence<(posicion: Int, id: Articulo.ID)>) {
    conCandado { $0.pendientes.append(contentsOf: ids) }
  }

  /// Whether a deletion failed for good, so no other should start.
  var interrumpido: Bool {
    conCandado { $0.interrumpidoPor != nil }
  }

  /// Records that the work was cancelled.
  func cancelar() {
    conCandado { $0.cancelado = true }
  }

  /// Ends the account: reports ``EventoDeBorradoMasivo/terminado(_:)`` and returns the result.
  func terminar(confirmado: Bool) -> ResultadoDeBorradoMasivo {
    conCandado { cuenta in
      let resultado = ResultadoDeBorradoMasivo(
        total: cuenta.total, confirmado: confirmado, borrados: cuenta.borrados,
        noEncontrados: cuenta.noEncontrados.sorted { $0.posicion < $1.posicion }.map(\.id),
        fallidos: cuenta.fallidos.sorted { $0.posicion < $1.posicion }.map(\.fallido),
        pendientes: cuenta.pendientes.sorted { $0.posicion < $1.posicion }.map(\.id),
        reintentos: cuenta.reintentos, cancelado: cuenta.cancelado,
        interrumpidoPor: cuenta.interrumpidoPor)
      progreso(.terminado(resultado))
      return resultado
    }
  }
}
