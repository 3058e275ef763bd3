import Foundation

/// A fresh folder under the system's temporary folder, removed with everything in it by
/// ``borrar()`` or, at the latest, when the value goes away.
///
/// ```swift
/// let carpeta = try CarpetaTemporal()
/// defer { carpeta.borrar() }
/// let ruta = try carpeta.escribir("datos/a.json", "[]")
/// ```
public final class CarpetaTemporal: Sendable {
  /// The folder.
  public let url: URL

  /// The folder's path.
  public var ruta: String { url.path }

  /// Makes an empty folder with a unique name.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("articulos-tests-\(UUID().uuidString.lowercased())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { borrar() }

  /// Writes `texto` at `relativa` inside the folder (creating the folders its path names) and
  /// returns the file's path.
  @discardableResult
  public func escribir(_ relativa: String, _ texto: String) throws -> String {
    try escribir(relativa, Data(texto.utf8))
  }

  /// Writes `datos` at `relativa` inside the folder (creating the folders its path names) and
  /// returns the file's path.
  @discardableResult
  public func escribir(_ relativa: String, _ datos: Data) throws -> String {
    let archivo = url(de: relativa)
    try FileManager.default.createDirectory(
      at: archivo.deletingLastPathComponent(), withIntermediateDirectories: true)
    try datos.write(to: archivo)
    return archivo.path
  }

  /// The URL of `relativa` inside the folder.
  public func url(de relativa: String) -> URL {
    url.appendingPathComponent(relativa)
  }

  /// The path of `relativa` inside the folder.
  public func ruta(de relativa: String) -> String {
    (ruta as NSString).appendingPathComponent(relativa)
  }

  /// The names in the folder (or in `relativa` inside it), hidden ones included, sorted.
  public func contenido(_ relativa: String = "") -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: ruta(de: relativa))) ?? []).sorted()
  }

  /// Removes the folder and everything in it.
  public func borrar() {
    try? FileManager.default.removeItem(at: url)
  }
}
