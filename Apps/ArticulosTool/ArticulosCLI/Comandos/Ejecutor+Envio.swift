import AppCore
import ArticulosInterface
import Foundation

/// What `import` (`Importar.swift`) and `copy` (`Copiar.swift`) share: both
/// send articles in batches (`ImportadorModel`, `CopiaModel`), with the same events
/// (`EventoDeEnvio`) and the same result (`ResultadoDeEnvio`), shown and judged alike here.
extension Ejecutor {
  /// Shows one event of an import or a copy: progress always, retries with `--verbose`.
  func atender(_ evento: EventoDeEnvio, informe: InformeDeProgreso) {
    switch evento {
    case .iniciado(let total):
      informe.avanzar(hechos: 0, total: total)
    case .loteGuardado(_, _, let guardados, let total):
      informe.avanzar(hechos: guardados, total: total)
    case .reintentando(let reintento) where globales.verbose:
      consola.avisar(
        "Retrying \(Plural.contar(reintento.ids.count, "article")) in "
          + "\(Self.milisegundos(reintento.espera)) (try \(reintento.intento)): "
          + "\(reintento.error)")
    default:
      break
    }
  }

  /// Prints the result of an import or a copy, and throws when it is not complete: 130 when
  /// cancelled, 4 when the server refused the token, 6 when TLS failed, 1 otherwise.
  func informar(
    _ resultado: ResultadoDeEnvio, verbo: String, comoSeguir: String?
  ) throws(FalloDeEjecucion) {
    if globales.json {
      imprimirJSON(FormatoJSON.Envio(resultado))
    } else {
      consola.imprimir(Presentacion.envio(resultado, verbo: verbo))
    }
    guard !resultado.completo else { return }
    // NB: A command to paste comes on lines of its own (it starts with a newline).
    let seguir = comoSeguir.map { ($0.hasPrefix("\n") ? "" : " ") + $0 } ?? ""
    let motivo = Self.motivoIncompleto(
      resultado, verbo: verbo, orden: globales.palabrasDeConsejo, ancho: consola.terminal.ancho)
    // NB: What follows a command to paste goes on a line of its own.
    let despues =
      motivo.contains("\n") && seguir.hasPrefix(" ") ? "\n" + seguir.dropFirst() : seguir
    if resultado.cancelado {
      throw FalloDeEjecucion(
        .cancelado,
        "Cancelled: \(resultado.guardados + resultado.omitidos) saved, "
          + "\(resultado.pendientes.count + resultado.idsFallidos.count) left.\(seguir)")
    }
    let errores = resultado.fallidos.map(\.error) + [resultado.interrumpidoPor].compactMap(\.self)
    if let autenticacion = errores.first(where: \.esDeAcceso) {
      throw FalloDeEjecucion(.autenticacion, autenticacion.mensajeDeLaHerramienta)
    }
    if let tls = errores.first(where: \.esDeTLS) { throw FalloDeEjecucion.tls(tls) }
    // NB: Neither saved nor not saved: a script must not take these for either.
    let codigo: CodigoDeSalida = resultado.idsInciertos.isEmpty ? .fallo : .incierto
    throw FalloDeEjecucion(codigo, motivo + despues)
  }

  /// Why an import or a copy is incomplete, for standard error: how many articles were not
  /// saved, of which kind, and the cause in the server's or the network's words.
  ///
  /// ```swift
  /// Ejecutor.motivoIncompleto(resultado, verbo: "Imported")
  /// // "Imported only part of the articles: 3 were not saved (3 failed). The server did not
  /// // store them: Cannot connect ..."
  /// ```
  ///
  /// The command that checks an article of unknown outcome starts with `orden`
  /// (``OpcionesGlobales/palabrasDeConsejo``) and comes on lines of its own, within `ancho`.
  static func motivoIncompleto(
    _ resultado: ResultadoDeEnvio, verbo: String, orden: [String] = ["articulos"],
    ancho: Int = Terminal.anchoPorDefecto
  ) -> String {
    let inciertos = resultado.idsInciertos
    let fallidos = resultado.idsFallidos.count - inciertos.count
    let pendientes = resultado.pendientes.count
    let invalidos = resultado.invalidos.count
    let partes = [
      fallidos > 0 ? "\(fallidos) failed" : nil,
      inciertos.isEmpty ? nil : "\(inciertos.count) of unknown outcome",
      pendientes > 0 ? "\(pendientes) not sent" : nil,
      invalidos > 0 ? Presentacion.contar(invalidos, "invalid entry", "invalid entries") : nil,
    ].compactMap(\.self)
    let noGuardados = fallidos + inciertos.count + pendientes + invalidos
    if let motivo = resultado.fuenteInterrumpida {
      // NB: The rest of the source was not read, so no count of it is true: say what was done.
      let hechos = resultado.guardados + resultado.omitidos
      return "\(verbo) \(Presentacion.contar(hechos, "article")), then stopped: \(motivo)"
    }
    if noGuardados == 0, let lectura = resultado.interrumpidoPor {
      // NB: Not "0 were not saved": what failed is reading, and nothing was left unsaved.
      let hechos = resultado.guardados + resultado.omitidos
      return "Reading the articles failed "
        + (hechos == 0 ? "before any was saved" : "after \(hechos) were saved")
        + ": \(lectura.mensajeDeLaHerramienta)"
    }
    var texto =
      "\(verbo) only part of the articles: "
      + (inciertos.isEmpty
        ? Presentacion.contar(noGuardados, "was not saved", "were not saved")
        : Presentacion.contar(noGuardados, "is not known to be saved", "are not known to be saved"))
      + (partes.isEmpty ? "" : " (\(partes.joined(separator: ", ")))") + "."
    if let lectura = resultado.interrumpidoPor {
      texto += " Reading the articles failed: \(lectura.mensajeDeLaHerramienta)"
    } else if let fallo = resultado.fallidos.first(where: { !$0.incierto }) {
      texto += " The server did not store them: \(fallo.error.mensajeDeLaHerramienta)"
    }
    var conOrden = false
    if let primero = inciertos.first, let fallo = resultado.fallidos.first(where: \.incierto) {
      conOrden = true
      texto +=
        " " + Presentacion.contar(inciertos.count, "may", "may") + " have been saved all the "
        + "same: \(fallo.error.mensajeDeLaHerramienta) Reading them back failed too; check "
        + "them with this, the first (the ids are listed above):\n"
        + OrdenDeShell.lineas(orden + ["show", primero.rawValue], ancho: ancho)
    }
    if invalidos > 0 {
      // NB: After a command to paste, on a line of its own.
      texto +=
        (conOrden ? "\n" : " ")
        + "Fix the invalid entries listed above in the input, then run the command again."
    }
    return texto
  }

  /// A duration in whole milliseconds, or seconds when longer than one.
  static func milisegundos(_ duracion: Duration) -> String {
    duracion < .seconds(1)
      ? ClienteArticulos.milisegundos(duracion)
      : "\(duracion.components.seconds) s"
  }
}
