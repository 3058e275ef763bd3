import Foundation
import Synchronization

/// Progress on standard error while import, export or copy run.
///
/// On a terminal, one line redrawn in place with a bar (``BarraDeProgreso/barra``), at most
/// ten times a second; elsewhere (a pipe, a log, a test), plain lines, at most one a second
/// plus the first and the last. With `--json` it stays the same: progress never goes to
/// standard output.
///
/// ```swift
/// let progreso = InformeDeProgreso(accion: "Importing", consola: consola)
/// progreso.avanzar(hechos: 100, total: 1_000)
/// progreso.terminar()
/// ```
final class InformeDeProgreso: Sendable {
  private struct Estado {
    var hechos = 0
    var total: Int?
    var ultimoDibujo: ContinuousClock.Instant?
    var hechosDibujados: Int?
    var terminado = false
  }

  private let accion: String
  private let consola: Consola
  private let estado = Mutex(Estado())

  /// Makes a report for `accion` (`Importing`, `Exporting`, `Copying`).
  init(accion: String, consola: Consola) {
    self.accion = accion
    self.consola = consola
  }

  /// Records that `hechos` of `total` articles are done, and shows it if it is time.
  func avanzar(hechos: Int, total: Int?) {
    estado.withLock { estado in
      guard !estado.terminado else { return }
      estado.hechos = hechos
      if let total { estado.total = total }
      // NB: Past the count it measures nothing: the bar never passes 100%, it counts on.
      if let total = estado.total, hechos > total { estado.total = nil }
      let ahora = ContinuousClock.now
      let pausa: Duration = consola.terminal.errorEsTerminal ? .milliseconds(100) : .seconds(1)
      if let ultimo = estado.ultimoDibujo, ahora - ultimo < pausa,
        estado.total.map({ hechos < $0 }) ?? true
      {
        return
      }
      estado.ultimoDibujo = ahora
      dibujar(&estado)
    }
  }

  /// Shows the last count and ends the line; later calls do nothing.
  func terminar() {
    estado.withLock { estado in
      guard !estado.terminado else { return }
      estado.terminado = true
      if estado.hechosDibujados != estado.hechos { dibujar(&estado) }
      if consola.terminal.errorEsTerminal { consola.escribirError("\n") }
    }
  }

  private func dibujar(_ estado: inout Estado) {
    if consola.terminal.errorEsTerminal {
      let linea = BarraDeProgreso.barra(
        accion: accion, hechos: estado.hechos, total: estado.total,
        ancho: consola.terminal.ancho - 1)
      consola.escribirError("\r" + linea + "\u{1B}[K")
    } else {
      consola.avisar(
        BarraDeProgreso.linea(accion: accion, hechos: estado.hechos, total: estado.total))
    }
    estado.hechosDibujados = estado.hechos
  }
}
