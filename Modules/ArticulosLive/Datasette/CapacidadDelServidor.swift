import Synchronization

/// Whether a server offers something a client may do without (SQL, bulk delete, long
/// addresses): assumed until the server refuses, then known, with why, so the client asks once
/// and says why once.
///
/// ```swift
/// let capacidad = CapacidadDelServidor()
/// capacidad.disponible              // true: try it
/// capacidad.negar("no SQL API")     // true: the first refusal
/// capacidad.negar("no SQL API")     // false: already known
/// capacidad.motivo                  // "no SQL API"
/// capacidad.motivoPorAvisar()       // "no SQL API": tell the user
/// capacidad.motivoPorAvisar()       // nil: already told
/// ```
final class CapacidadDelServidor: Sendable {
  private let estado = Mutex<(motivo: String?, avisado: Bool)>((nil, false))

  /// Whether it is worth trying.
  var disponible: Bool { motivo == nil }

  /// Why the server does not offer it; `nil` while it is assumed to.
  var motivo: String? { estado.withLock { $0.motivo } }

  /// Records a refusal and its reason; `true` the first time only.
  @discardableResult
  func negar(_ motivo: String) -> Bool {
    estado.withLock { estado in
      guard estado.motivo == nil else { return false }
      estado.motivo = motivo
      return true
    }
  }

  /// Why the server does not offer it, the first time this is asked after a refusal; `nil`
  /// otherwise. A feature that does without it tells the user this, once, however many others
  /// did without it silently before.
  func motivoPorAvisar() -> String? {
    estado.withLock { estado in
      guard let motivo = estado.motivo, !estado.avisado else { return nil }
      estado.avisado = true
      return motivo
    }
  }
}
