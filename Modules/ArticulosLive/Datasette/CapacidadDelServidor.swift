import Synchronization

/// Whether a server offers something a client may do without (ranked search, bulk delete):
/// assumed until the server refuses, then known, with why, so the client asks once and says
/// why once.
///
/// ```swift
/// let capacidad = CapacidadDelServidor()
/// capacidad.disponible              // true: try it
/// capacidad.negar("no SQL API")     // true: the first refusal, the one to tell the user about
/// capacidad.negar("no SQL API")     // false: already said
/// capacidad.motivo                  // "no SQL API"
/// ```
final class CapacidadDelServidor: Sendable {
  private let negada = Mutex<String?>(nil)

  /// Whether it is worth trying.
  var disponible: Bool { motivo == nil }

  /// Why the server does not offer it; `nil` while it is assumed to.
  var motivo: String? { negada.withLock { $0 } }

  /// Records a refusal and its reason; `true` the first time only.
  func negar(_ motivo: String) -> Bool {
    negada.withLock { negada in
      guard negada == nil else { return false }
      negada = motivo
      return true
    }
  }
}
