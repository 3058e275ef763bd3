import AppCore
import ArticulosInterface
import Foundation

extension Ejecutor {
  /// `import PATH [--resume]`: sends a JSON file or a Markdown folder in batches, saving its
  /// progress next to the input after every batch.
  func importar(_ ruta: String, reanudar: Bool) async throws(FalloDeEjecucion) {
    try exigirToken(ajustes.token, para: .importar)
    let url = URL(fileURLWithPath: ruta)
    let fuente: FuenteDeImportacion
    do {
      fuente = try FuenteDeImportacion(ruta: url)
    } catch {
      throw FalloDeEjecucion(error)
    }
    var esDirectorio: ObjCBool = false
    let esCarpeta =
      FileManager.default.fileExists(atPath: ruta, isDirectory: &esDirectorio)
      && esDirectorio.boolValue
    let progresoGuardado = EstadoDeImportacion(entrada: ruta, esCarpeta: esCarpeta)
    var anterior: EstadoDeReanudacion?
    if reanudar {
      do {
        anterior = try progresoGuardado.leer()
      } catch {
        throw FalloDeEjecucion(error)
      }
      if anterior == nil { notar("Nothing to resume: importing '\(ruta)' from the start.") }
    } else if progresoGuardado.existe {
      notar(
        "An earlier import of '\(ruta)' was interrupted; starting over (pass --resume to "
          + "skip what it saved).")
    }

    let importador = ImportadorModel(opciones: OpcionesDeEnvio(reintentos: reintentos))
    let plan: PlanDeImportacion
    do {
      do {
        plan = try importador.preparar(fuente, reanudando: anterior)
      } catch .fuenteCambiada {
        // NB: Starting over loses nothing: ids do not depend on the saved state, so what the
        // interrupted run saved is updated, not duplicated.
        notar(
          "'\(ruta)' has changed since the interrupted import, so its saved progress no longer "
            + "applies: sending every entry again (articles already saved are updated, not "
            + "duplicated).")
        plan = try importador.preparar(fuente)
      }
    } catch {
      throw FalloDeEjecucion(error)
    }
    let guardian = GuardianDeProgreso(plan.estado, archivo: progresoGuardado, consola: consola)
    guardian.guardar()
    let informe = InformeDeProgreso(accion: "Importing", consola: consola)
    let resultado = await importador.importar(plan) { evento in
      guardian.registrar(evento)
      atender(evento, informe: informe)
    }
    informe.terminar()
    // NB: Only entries left to send make a resume worth keeping: invalid ones would be skipped
    // again, and need fixing in the input instead.
    let quedanPorEnviar = !resultado.idsFallidos.isEmpty || !resultado.pendientes.isEmpty
    if quedanPorEnviar {
      guardian.reemplazar(resultado.estado)
    } else {
      progresoGuardado.eliminar()
    }
    let reanudacion =
      quedanPorEnviar
      ? "\nRun this to send the rest:\n"
        + OrdenDeShell.lineas(
          globales.palabrasDeConsejo + ["import", ruta, "--resume"], ancho: consola.terminal.ancho)
      : nil
    try informar(resultado, verbo: "Imported", comoSeguir: reanudacion)
  }
}
