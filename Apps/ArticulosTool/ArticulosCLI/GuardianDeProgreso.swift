import AppCore
import Foundation
import Synchronization

/// The resume state of an import in progress, saved as batches are confirmed.
///
/// Every confirmed batch is recorded at once; the file is rewritten at most every
/// ``intervalo`` (the state of 10,000 articles is a few hundred kilobytes) and always at the
/// end, with the run's final state. A state a little behind is harmless: resuming from it
/// resends a few saved articles, which converges. Events arrive one at a time; the lock is
/// there because the callback is `@Sendable`. When the state cannot be written (a read-only
/// folder), it says so once and the import goes on: only resuming is lost.
///
/// ```swift
/// let guardian = GuardianDeProgreso(plan.estado, archivo: archivo, consola: consola)
/// let resultado = await importador.importar(plan) { guardian.registrar($0) }
/// guardian.reemplazar(resultado.estado)
/// ```
final class GuardianDeProgreso: Sendable {
  /// The shortest time between two writes of the file while the import runs.
  static let intervalo: Duration = .milliseconds(250)

  private struct Interior {
    var estado: EstadoDeReanudacion
    var avisado = false
    var ultimaEscritura: ContinuousClock.Instant?
  }

  private let interior: Mutex<Interior>
  private let archivo: EstadoDeImportacion
  private let consola: Consola

  /// Keeps `estado`, saved to `archivo`.
  init(_ estado: EstadoDeReanudacion, archivo: EstadoDeImportacion, consola: Consola) {
    self.interior = Mutex(Interior(estado: estado))
    self.archivo = archivo
    self.consola = consola
  }

  /// Takes note of a saved batch, and writes the state if the last write is old enough.
  func registrar(_ evento: EventoDeEnvio) {
    guard case .loteGuardado = evento else { return }
    interior.withLock { interior in
      interior.estado.registrar(evento)
      let ahora = ContinuousClock.now
      if let ultima = interior.ultimaEscritura, ahora - ultima < Self.intervalo { return }
      escribir(&interior)
    }
  }

  /// Replaces the state with the final one of the run and writes it.
  func reemplazar(_ estado: EstadoDeReanudacion) {
    interior.withLock { interior in
      interior.estado = estado
      escribir(&interior)
    }
  }

  /// Writes the state as it is.
  func guardar() {
    interior.withLock { escribir(&$0) }
  }

  private func escribir(_ interior: inout Interior) {
    interior.ultimaEscritura = .now
    do {
      try archivo.guardar(interior.estado)
    } catch {
      guard !interior.avisado else { return }
      interior.avisado = true
      consola.avisar("Warning: \(error) The import goes on, but cannot be resumed.")
    }
  }
}
