import ArticulosInterface
import Compartido

/// What a deletion of several articles reports while it runs, ending with ``terminado(_:)``.
///
/// Events arrive one at a time (never two at once), from whatever task did the work. `hechos`
/// counts the articles whose deletion ended, whichever way, out of `total`.
///
/// ```swift
/// let resultado = await borrado.borrar(ids, confirmacion: .previa) { evento in
///   switch evento {
///   case .borrado(_, let hechos, let total): print("\(hechos)/\(total)")
///   case .fallido(let fallido, _, _): print("not deleted: \(fallido.id)")
///   default: break
///   }
/// }
/// ```
public enum EventoDeBorradoMasivo: Hashable, Sendable {
  /// The deletion was confirmed and begins with `total` articles.
  case iniciado(total: Int)
  /// The server deleted this article.
  case borrado(Articulo.ID, hechos: Int, total: Int)
  /// No article had this id when the first try reached the server.
  case noEncontrado(Articulo.ID, hechos: Int, total: Int)
  /// The deletion of this article failed for good.
  case fallido(BorradoFallido, hechos: Int, total: Int)
  /// The client cannot delete in batches, for this reason: the rest is deleted one article
  /// per request. Comes at most once, before any article of the batch it stopped.
  case unoPorUno(motivo: String)
  /// A deletion failed for a passing reason and will be tried again after a wait.
  case reintentando(Reintento)
  /// The work ended (done, cancelled, stopped by an error or not confirmed); always the last.
  case terminado(ResultadoDeBorradoMasivo)
}
