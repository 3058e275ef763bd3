import AppCore
import ArticulosInterface
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where and how `articulos import` keeps its progress, so an interrupted import resumes.
///
/// The file is a journal next to the input. Its first line is AppCore's
/// ``EstadoDeReanudacion`` as the import starts (the source's fingerprint, and what an earlier
/// run saved), written atomically; then every batch the server confirms appends one line: the
/// positions of its entries in the source, as runs (`[[0,99]]`), or, for a batch without
/// positions, the JSON array of its ids (what older versions wrote). Appending costs the size
/// of a batch, not of everything saved so far, and reading it back gives a few runs, so a
/// million articles are journaled in flat time and memory. A line cut short by a crash is the
/// last one and is ignored: resuming then resends that batch, which converges (saving is an
/// upsert by id). An import that ends incomplete rewrites the file as one line; one that
/// completes removes it.
///
/// - A folder keeps it inside: `notas/.articulos-import.json`.
/// - A file keeps it beside: `datos/.articulos.json.articulos-import.json`.
///
/// ```swift
/// let estado = EstadoDeImportacion(entrada: "notas", esCarpeta: true)
/// estado.ruta  // "notas/.articulos-import.json"
/// try estado.guardar(plan.estado)
/// try estado.anotar(ids: ["a1", "a2"], entradas: [0, 1])
/// try estado.leer()?.entradasGuardadas.contiene(1)  // true
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

  /// The saved state (the first line, with the positions or ids of every batch line after
  /// it), or `nil` when there is none.
  ///
  /// - Throws: ``ErrorDeArchivo`` when the file exists but cannot be read or is not a state.
  func leer() throws(ErrorDeArchivo) -> EstadoDeReanudacion? {
    guard existe else { return nil }
    let noEsUnEstado = ErrorDeArchivo(
      ruta: ruta, accion: "resume from",
      motivo: "it is not the progress of an import; remove it to start over")
    guard let datos = FileManager.default.contents(atPath: ruta) else { throw noEsUnEstado }
    let lineas = datos.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let decodificador = JSONDecoder()
    guard let primera = lineas.first,
      var estado = try? decodificador.decode(EstadoDeReanudacion.self, from: Data(primera))
    else { throw noEsUnEstado }
    for (indice, linea) in lineas.enumerated().dropFirst() where !linea.isEmpty {
      if let entradas = try? decodificador.decode(EntradasGuardadas.self, from: Data(linea)) {
        estado.entradasGuardadas.insertar(entradas)
      } else if let ids = try? decodificador.decode([Articulo.ID].self, from: Data(linea)) {
        estado.guardados.formUnion(ids)
      } else {
        // NB: only the last line may be cut short (a crash in the middle of an append).
        guard indice == lineas.count - 1 else { throw noEsUnEstado }
        break
      }
    }
    return estado
  }

  /// Saves `estado` as the whole journal, one line, replacing the file atomically.
  ///
  /// Not flushed to disk: the rename keeps the file whole through a Ctrl-C or a crash of the
  /// tool, and after a power cut an older state only means resending some articles, which
  /// converges (saving is an upsert by id).
  func guardar(_ estado: EstadoDeReanudacion) throws(ErrorDeArchivo) {
    var datos = try Self.json(estado, ruta: ruta)
    datos.append(UInt8(ascii: "\n"))
    try EscrituraAtomica.escribirTodo(datos, en: ruta, sincronizar: false)
  }

  /// Appends a batch the server confirmed, as one line, in one write: its entries' positions
  /// when it has them, else its ids.
  ///
  /// - Throws: ``ErrorDeArchivo`` when the file is gone or cannot be written.
  func anotar(ids: [Articulo.ID], entradas: [Int]) throws(ErrorDeArchivo) {
    var datos: Data
    if entradas.isEmpty {
      datos = try Self.json(ids, ruta: ruta)
    } else {
      var tramos = EntradasGuardadas()
      tramos.insertar(entradas)
      datos = try Self.json(tramos, ruta: ruta)
    }
    datos.append(UInt8(ascii: "\n"))
    let descriptor = open(ruta, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard descriptor >= 0 else { throw ErrorDeArchivo(ruta: ruta, accion: "write", errno: errno) }
    defer { close(descriptor) }
    if let fallo = EscrituraCompleta.escribir(datos, en: descriptor) {
      throw ErrorDeArchivo(ruta: ruta, accion: "write", errno: fallo)
    }
  }

  /// Removes the state file, if there is one.
  func eliminar() {
    try? FileManager.default.removeItem(atPath: ruta)
  }

  /// `valor` as one line of JSON, keys sorted.
  private static func json(_ valor: some Encodable, ruta: String) throws(ErrorDeArchivo) -> Data {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys]
    do {
      return try codificador.encode(valor)
    } catch {
      throw ErrorDeArchivo(ruta: ruta, accion: "write", motivo: "\(error)")
    }
  }
}
