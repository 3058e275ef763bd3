import AppCore
import Foundation

/// Where and how `articulos import` keeps its progress, so an interrupted import resumes.
///
/// The state (AppCore's ``EstadoDeReanudacion``: the ids saved, and the ids given to entries
/// that had none) is written as JSON next to the input, atomically, before the first batch
/// and after every batch the server confirms. It is removed when the import completes.
///
/// - A folder keeps it inside: `notas/.articulos-import.json`.
/// - A file keeps it beside: `datos/.articulos.json.articulos-import.json`.
///
/// ```swift
/// let estado = EstadoDeImportacion(entrada: "notas", esCarpeta: true)
/// estado.ruta  // "notas/.articulos-import.json"
/// ```
struct EstadoDeImportacion: Sendable {
  /// The name of the state file inside an imported folder.
  static let nombreDeArchivo = ".articulos-import.json"

  /// The state file.
  let ruta: String

  /// The state file of the input at `entrada`.
  init(entrada: String, esCarpeta: Bool) {
    if esCarpeta {
      ruta = (entrada as NSString).appendingPathComponent(Self.nombreDeArchivo)
    } else {
      let carpeta = (entrada as NSString).deletingLastPathComponent
      let nombre = "." + (entrada as NSString).lastPathComponent + ".articulos-import.json"
      ruta = carpeta.isEmpty ? nombre : (carpeta as NSString).appendingPathComponent(nombre)
    }
  }

  /// Whether a state file exists.
  var existe: Bool { FileManager.default.fileExists(atPath: ruta) }

  /// The saved state, or `nil` when there is none.
  ///
  /// - Throws: ``ErrorDeArchivo`` when the file exists but cannot be read or is not a state.
  func leer() throws(ErrorDeArchivo) -> EstadoDeReanudacion? {
    guard existe else { return nil }
    do {
      let datos = try Data(contentsOf: URL(fileURLWithPath: ruta))
      return try JSONDecoder().decode(EstadoDeReanudacion.self, from: datos)
    } catch {
      throw ErrorDeArchivo(
        ruta: ruta, accion: "resume from",
        motivo: "it is not the progress of an import; remove it to start over")
    }
  }

  /// Saves `estado`, replacing the file atomically.
  ///
  /// Not flushed to disk: the rename keeps the file whole through a Ctrl-C or a crash of the
  /// tool, and after a power cut an older state only means resending some articles, which
  /// converges (saving is an upsert by id).
  func guardar(_ estado: EstadoDeReanudacion) throws(ErrorDeArchivo) {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys]
    let datos: Data
    do {
      datos = try codificador.encode(estado)
    } catch {
      throw ErrorDeArchivo(ruta: ruta, accion: "write", motivo: "\(error)")
    }
    try EscrituraAtomica.escribirTodo(datos, en: ruta, sincronizar: false)
  }

  /// Removes the state file, if there is one.
  func eliminar() {
    try? FileManager.default.removeItem(atPath: ruta)
  }
}
