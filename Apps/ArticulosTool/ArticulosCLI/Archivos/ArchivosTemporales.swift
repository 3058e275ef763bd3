import Foundation
import Synchronization

/// The temporary files in progress, so a forced exit can remove them.
///
/// ``EscrituraAtomica`` registers its temporary file while it writes and unregisters it when
/// it renames or discards it. A second Ctrl-C exits at once, without waiting for the work to
/// unwind; it calls ``eliminarTodos()`` on ``delProceso`` first so nothing half-written stays
/// behind.
///
/// ```swift
/// ArchivosTemporales.delProceso.registrar("/tmp/.export.json.articulos-ab12")
/// ArchivosTemporales.delProceso.eliminarTodos()
/// ```
final class ArchivosTemporales: Sendable {
  /// The registry of this process, the one the Ctrl-C handler cleans.
  static let delProceso = ArchivosTemporales()

  private let rutas = Mutex<Set<String>>([])

  /// Makes an empty registry.
  init() {}

  /// Remembers a temporary file.
  func registrar(_ ruta: String) {
    rutas.withLock { _ = $0.insert(ruta) }
  }

  /// Forgets a temporary file that was renamed or removed.
  func olvidar(_ ruta: String) {
    rutas.withLock { _ = $0.remove(ruta) }
  }

  /// The temporary files in progress.
  var pendientes: Set<String> { rutas.withLock { $0 } }

  /// Removes every temporary file in progress.
  func eliminarTodos() {
    for ruta in rutas.withLock({ $0 }) { unlink(ruta) }
  }
}
