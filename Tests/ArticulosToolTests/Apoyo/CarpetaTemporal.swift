import Foundation

/// A fresh folder under the system's temporary folder, removed when the value goes away.
///
/// ```swift
/// let carpeta = try CarpetaTemporal()
/// let ruta = try carpeta.escribir("datos/a.json", "[]")
/// ```
final class CarpetaTemporal: Sendable {
  /// The folder's path.
  let ruta: String

  /// Creates the folder.
  init() throws {
    ruta =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("articulos-tool-tests-\(UUID().uuidString.lowercased())").path
    try FileManager.default.createDirectory(atPath: ruta, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: ruta) }

  /// Writes `texto` at `relativa` inside the folder (creating folders on the way); returns the
  /// file's path.
  @discardableResult
  func escribir(_ relativa: String, _ texto: String) throws -> String {
    let destino = (ruta as NSString).appendingPathComponent(relativa)
    try FileManager.default.createDirectory(
      atPath: (destino as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(texto.utf8).write(to: URL(fileURLWithPath: destino))
    return destino
  }

  /// The path of `relativa` inside the folder.
  func ruta(de relativa: String) -> String {
    (ruta as NSString).appendingPathComponent(relativa)
  }

  /// The names in the folder (or in `relativa` inside it), hidden ones included, sorted.
  func contenido(_ relativa: String = "") -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: ruta(de: relativa))) ?? []).sorted()
  }
}
