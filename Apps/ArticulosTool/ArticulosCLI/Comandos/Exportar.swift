import AppCore
import ArticulosInterface
import Foundation

extension Subcomando {
  /// `export [FILE]`: every article as JSON.
  static let exportar = Subcomando(
    nombre: "export", resumen: "Export every article as JSON, to FILE or to standard output.",
    argumentos: [
      EspecificacionDeArgumento(
        nombre: "file", ayuda: "Where to write; standard output when left out.",
        opcional: true, clase: .archivo)
    ],
    opciones: [
      Self.etiqueta(de: "export"),
      EspecificacionDeOpcion(
        nombre: "--format", valor: "format",
        ayuda: "json (the default): one JSON array; jsonl: JSON Lines, an article a line.",
        clase: .eleccion(FormatoDeExportacion.allCases.map(\.rawValue))),
    ],
    soloLee: true,
    discusion:
      "Writes every article as a JSON array (JSON Lines with --format jsonl, which import "
      + "reads from a .jsonl file), page by page. A file is written under a "
      + "temporary name and renamed at the end, so it is never left half-written. A row the "
      + "server holds but that is not a valid article is left out and named on standard "
      + "error with the reason, and the exit code is 1; every other article is written. "
      + "\(Ayuda.filtro("articles"))",
    ejemplos: [
      "articulos export articulos.json", "articulos export > articulos.json",
      "articulos export cultura.json --tag CULTURA",
    ],
    comando: Exportar.self)
}

/// `export FILE`, or to standard output when there is none; with `--tag`, only the articles with
/// every tag given; `--format jsonl` writes JSON Lines instead of a JSON array.
struct Exportar: ComandoDeArticulos {
  static var subcomando: Subcomando { .exportar }

  /// Where to write, or `nil` for standard output.
  var archivo: String?
  /// `--tag`'s tags: only the articles that have every one.
  var etiquetas: [String] = []
  /// `--format`.
  var formato: FormatoDeExportacion = .json

  /// Reads the file, if any (not an empty one), and the options.
  static func leer(
    _ lectura: LecturaDeSubcomando, entorno: [String: String]
  ) throws(ErrorDeUso) -> Exportar {
    let posicionales = lectura.posicionales
    guard posicionales.count <= 1 else {
      throw lectura.error("Unexpected argument '\(posicionales[1])'.")
    }
    if let archivo = posicionales.first, archivo.isEmpty {
      throw lectura.error(
        "The file to export to is empty; leave it out to write to standard output.")
    }
    var formato = FormatoDeExportacion.json
    if let texto = lectura.valores["--format"] {
      guard let elegido = FormatoDeExportacion(rawValue: texto) else {
        throw lectura.error(lectura.invalido(texto, de: "--format"))
      }
      formato = elegido
    }
    return Exportar(
      archivo: posicionales.first, etiquetas: try lectura.etiquetas(), formato: formato)
  }

  /// Runs ``Ejecutor/exportar(a:etiquetas:formato:)``.
  func ejecutar(en ejecutor: Ejecutor) async throws(FalloDeEjecucion) {
    try await ejecutor.exportar(a: archivo, etiquetas: etiquetas, formato: formato)
  }
}

extension Comando {
  /// `export`: see ``Exportar``.
  static func exportar(
    archivo: String?, etiquetas: [String] = [], formato: FormatoDeExportacion = .json
  ) -> Comando {
    Comando(Exportar(archivo: archivo, etiquetas: etiquetas, formato: formato))
  }
}

extension Ejecutor {
  /// `export [FILE]`: every article as a JSON array, page by page.
  ///
  /// To a file, the bytes go to a temporary file renamed at the end, so an interrupted export
  /// leaves the old file (or none) and no temporary one. To standard output, pages are written
  /// as they come; an interrupted export ends with status 130 and says the output is partial.
  /// Either way no copy of the token is written (see ``Consola/tachando(_:)``). With
  /// `etiquetas` (`--tag`), only the articles that have every one of them; `formato`
  /// (`--format`) chooses a JSON array or JSON Lines.
  func exportar(
    a archivo: String?, etiquetas: [String] = [], formato: FormatoDeExportacion = .json
  ) async throws(FalloDeEjecucion) {
    let informe = InformeDeProgreso(accion: "Exporting", consola: consola)
    var exportador = ExportadorModel(reintentos: reintentos, etiquetas: etiquetas)
    exportador.formato = formato
    var escritura: EscrituraAtomica?
    if let archivo {
      do {
        escritura = try EscrituraAtomica(destino: archivo)
      } catch {
        throw FalloDeEjecucion(error)
      }
    }
    let consola = self.consola
    let ajustes = self.ajustes
    let resumen: ResumenDeExportacion
    do {
      resumen = try await exportador.exportar(
        escribir: { datos in
          if let escritura {
            try escritura.escribir(
              ajustes.token == nil
                ? datos : Data(ajustes.sinToken(String(decoding: datos, as: UTF8.self)).utf8))
          } else {
            consola.escribirSalida(String(decoding: datos, as: UTF8.self))
            try consola.comprobarSalida()
          }
        },
        progreso: { informe.avanzar(hechos: $0.exportados, total: $0.total) })
      try escritura?.confirmar()
    } catch {
      escritura?.descartar()
      informe.terminar()
      throw fallo(deExportacion: error, aArchivo: archivo)
    }
    informe.terminar()
    if let archivo {
      if globales.json {
        imprimirJSON(
          FormatoJSON.Exportacion(
            exportados: resumen.exportados, archivo: archivo,
            ilegibles: resumen.ilegibles.map(FormatoJSON.Ilegible.init)))
      } else {
        consola.imprimir(
          Presentacion.exportacion(resumen.exportados, a: archivo, etiquetas: etiquetas))
      }
    } else {
      consola.avisar(Presentacion.exportacion(resumen.exportados, a: nil, etiquetas: etiquetas))
    }
    try Self.comprobarLectura(resumen.ilegibles, faltanDe: "the export")
  }

  private func fallo(deExportacion error: any Error, aArchivo archivo: String?) -> FalloDeEjecucion
  {
    switch error {
    case let error as ErrorDeArchivo:
      return FalloDeEjecucion(error)
    case ErrorArticulos.cancelado, is CancellationError:
      let destino =
        archivo.map { "\($0) was left as it was." }
        ?? "The output on standard output is incomplete."
      return FalloDeEjecucion(.cancelado, "Cancelled. \(destino)")
    case let error as ErrorArticulos:
      return FalloDeEjecucion(error, en: .exportar)
    default:
      return FalloDeEjecucion(.fallo, "\(error)")
    }
  }
}
