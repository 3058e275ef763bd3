import AppCore
import Foundation
import Synchronization

/// The resume state of an import in progress, journaled as batches are confirmed.
///
/// It writes the state the import starts from, then appends the ids of every batch the server
/// confirms (see ``EstadoDeImportacion``), and at the end rewrites the file with the run's
/// final state. It keeps nothing that grows with the import: what is saved lives in the file.
/// Events arrive one at a time; the lock is there because the callback is `@Sendable`. When
/// the state cannot be written (a read-only folder), it says so once and the import goes on:
/// only resuming is lost.
///
/// ```swift
/// let guardian = GuardianDeProgreso(plan.estado, archivo: archivo, consola: consola)
/// guardian.guardar()
/// let resultado = await importador.importar(plan) { guardian.registrar($0) }
/// guardian.reemplazar(resultado.estado)
/// ```
final class GuardianDeProgreso: Sendable {
  private struct Interior {
    var inicial: EstadoDeReanudacion
    var avisado = false
  }

  private let interior: Mutex<Interior>
  private let archivo: EstadoDeImportacion
  private let consola: Consola

  /// Keeps `estado`, the state the import starts from, to be saved to `archivo`.
  init(_ estado: EstadoDeReanudacion, archivo: EstadoDeImportacion, consola: Consola) {
    self.interior = Mutex(Interior(inicial: estado))
    self.archivo = archivo
    self.consola = consola
  }

  /// Appends the ids of a batch the server saved.
  func registrar(_ evento: EventoDeEnvio) {
    guard case .loteGuardado(let ids, let entradas, _, _) = evento else { return }
    interior.withLock { interior in
      avisandoUnaVez(&interior) { () throws(ErrorDeArchivo) in
        try archivo.anotar(ids: ids, entradas: entradas)
      }
    }
  }

  /// Replaces the file with `estado`, the final one of the run.
  func reemplazar(_ estado: EstadoDeReanudacion) {
    interior.withLock { interior in
      avisandoUnaVez(&interior) { () throws(ErrorDeArchivo) in try archivo.guardar(estado) }
    }
  }

  /// Writes the state the import starts from, replacing any earlier file.
  func guardar() {
    interior.withLock { interior in
      let inicial = interior.inicial
      avisandoUnaVez(&interior) { () throws(ErrorDeArchivo) in try archivo.guardar(inicial) }
    }
  }

  private func avisandoUnaVez(
    _ interior: inout Interior, _ escritura: () throws(ErrorDeArchivo) -> Void
  ) {
    do {
      try escritura()
    } catch {
      guard !interior.avisado else { return }
      interior.avisado = true
      consola.avisar("Warning: \(error) The import goes on, but cannot be resumed.")
    }
  }
}
