import Foundation

/// A fresh folder under the system's temporary folder, removed by ``borrar()``.
struct CarpetaTemporal {
  /// The folder.
  let url: URL

  /// Makes an empty folder with a unique name.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("AppCoreTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `texto` to the file `nombre` in the folder and returns its URL.
  @discardableResult
  func escribir(_ nombre: String, _ texto: String) throws -> URL {
    try escribir(nombre, Data(texto.utf8))
  }

  /// Writes `datos` to the file `nombre` in the folder (creating the folders its path names)
  /// and returns its URL.
  @discardableResult
  func escribir(_ nombre: String, _ datos: Data) throws -> URL {
    let archivo = url.appendingPathComponent(nombre)
    try FileManager.default.createDirectory(
      at: archivo.deletingLastPathComponent(), withIntermediateDirectories: true)
    try datos.write(to: archivo)
    return archivo
  }

  /// Removes the folder and everything in it.
  func borrar() {
    try? FileManager.default.removeItem(at: url)
  }
}
