import AppCore
import ArticulosInterface
import Foundation

extension Subcomando {
  /// `import FILE|DIR`: many articles from a JSON or JSON Lines file, a Markdown file or a
  /// folder of Markdown files.
  static let importar = Subcomando(
    nombre: "import",
    resumen: "Import articles from JSON, JSON Lines, a Markdown file or a folder.",
    argumentos: [
      EspecificacionDeArgumento(
        nombre: "path",
        ayuda: "A JSON file (an array of articles), a JSON Lines file (.jsonl), a Markdown "
          + "file (.md) or a folder of Markdown files.", clase: .archivo)
    ],
    opciones: [
      EspecificacionDeOpcion(
        nombre: "--resume",
        ayuda: "Continue an interrupted import from its saved state.")
    ],
    soloLee: false,
    discusion:
      "Reads a JSON array of articles (what 'export' writes; id, etiquetas and dates may be "
      + "left out: an entry without id gets one derived from its title), JSON Lines (.jsonl, "
      + "an article a line, what 'export --format jsonl' writes), one Markdown file "
      + "or a folder of Markdown files, subfolders included (YAML front matter with title, "
      + "tags, id, created and updated, or a '# Title' line and an optional 'tags: a, b' "
      + "line, or else the file's name as title; then the body; the id comes from the "
      + "file's path). Articles are sent in batches of 100, "
      + "several at once; invalid ones "
      + "are reported and skipped. Progress is saved next to the input in "
      + "'\(EstadoDeImportacion.nombreDeArchivo)' (inside a folder, or beside a file) and "
      + "removed when the import completes; after Ctrl-C or a failure, run again with "
      + "--resume to skip what was saved (if the input changed meanwhile, every entry is sent "
      + "again). Importing again updates the same articles.",
    ejemplos: ["articulos import articulos.json", "articulos import notas/ --resume"],
    comando: Importar.self)
}

/// `import PATH`, and whether to resume an interrupted import.
struct Importar: ComandoDeArticulos {
  static var subcomando: Subcomando { .importar }

  /// The JSON, JSON Lines or Markdown file, or the folder of Markdown files.
  var ruta: String
  /// `--resume`: skip what an interrupted import saved.
  var reanudar: Bool

  /// Reads the one path, which may not be empty.
  static func leer(
    _ lectura: LecturaDeSubcomando, entorno: [String: String]
  ) throws(ErrorDeUso) -> Importar {
    let ruta = try lectura.posicionales(exactamente: 1)[0]
    guard !ruta.isEmpty else { throw lectura.error("The path to import is empty.") }
    return Importar(ruta: ruta, reanudar: lectura.banderas.contains("--resume"))
  }

  /// Runs ``Ejecutor/importar(_:reanudar:)``.
  func ejecutar(en ejecutor: Ejecutor) async throws(FalloDeEjecucion) {
    try await ejecutor.importar(ruta, reanudar: reanudar)
  }
}

extension Comando {
  /// `import`: see ``Importar``.
  static func importar(ruta: String, reanudar: Bool) -> Comando {
    Comando(Importar(ruta: ruta, reanudar: reanudar))
  }
}

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
    let quedanPorEnviar =
      !resultado.idsFallidos.isEmpty || !resultado.pendientes.isEmpty
      || resultado.fuenteInterrumpida != nil
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
