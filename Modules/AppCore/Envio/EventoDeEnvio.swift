import ArticulosInterface
import Compartido

/// What an import or a copy reports while it runs, in order, ending with ``terminado(_:)``.
///
/// Events arrive one at a time (never two at once), from whatever task did the work.
///
/// ```swift
/// for await evento in importador.eventos(plan) {
///   switch evento {
///   case .iniciado(let total): print("importing \(total ?? 0)")
///   case .loteGuardado(_, _, let guardados, let total): print("\(guardados)/\(total ?? 0)")
///   case .terminado(let resultado): print(resultado.resumen)
///   default: break
///   }
/// }
/// ```
public enum EventoDeEnvio: Hashable, Sendable {
  /// The work began; `total` articles are to be handled (when known; a copy learns it from the
  /// first page).
  case iniciado(total: Int?)
  /// An entry was not sent because it cannot be saved.
  case invalido(ArticuloInvalido)
  /// The server saved a batch with these ids; `entradas` are their positions in an import's
  /// source, in the same order (empty for a copy); `guardados` is the running count (resumed
  /// ones included) out of `total`.
  case loteGuardado(ids: [Articulo.ID], entradas: [Int], guardados: Int, total: Int?)
  /// A batch failed for good; its ids are in the report.
  case loteFallido(LoteFallido)
  /// A request failed for a passing reason and will be tried again after a wait.
  case reintentando(Reintento)
  /// The work ended (done, cancelled or stopped by an error); always the last event.
  case terminado(ResultadoDeEnvio)
}
