import Synchronization

/// Whether a server runs the SQL of a ranked search for a client: assumed until it refuses,
/// then known, so the client asks once and says why once.
///
/// ```swift
/// let permiso = PermisoDeClasificacion()
/// permiso.permitida  // true: try the query API
/// permiso.denegar()  // true: the first refusal, the one to tell the user about
/// permiso.denegar()  // false: already said
/// ```
final class PermisoDeClasificacion: Sendable {
  private let denegada = Mutex(false)

  /// Whether a ranked search is worth trying.
  var permitida: Bool { !denegada.withLock { $0 } }

  /// Records a refusal; `true` the first time only.
  func denegar() -> Bool {
    denegada.withLock { denegada in
      defer { denegada = true }
      return !denegada
    }
  }
}
