import Foundation

/// Where an import reads its articles from.
///
/// A JSON file holds an array of articles in the format of ``/ArticulosInterface/Articulo``'s
/// `Codable` (what `articulos export` writes); `id`, `creado`, `actualizado` and `etiquetas` may
/// be left out. A folder holds Markdown files (`.md`), one article each: see
/// ``markdown(_:)``.
///
/// ```swift
/// let fuente = try FuenteDeImportacion(ruta: URL(fileURLWithPath: "articulos.json"))
/// let plan = try importador.preparar(fuente)
/// ```
public enum FuenteDeImportacion: Hashable, Sendable {
  /// A JSON file with an array of articles.
  ///
  /// ```swift
  /// let plan = try importador.preparar(.json(URL(fileURLWithPath: "articulos.json")))
  /// ```
  case json(URL)
  /// JSON text already in memory, with a name for messages and for the resume state.
  ///
  /// ```swift
  /// let plan = try importador.preparar(.datosJSON(Data(texto.utf8), origen: "memoria"))
  /// ```
  case datosJSON(Data, origen: String)
  /// A folder of Markdown files, read in name order, one article each.
  ///
  /// The first line that starts with `# ` is the title. The next non-blank line may be
  /// `tags: a, b` (or `etiquetas: a, b`). Everything after is the body, trimmed. The id is a
  /// name-based UUID (version 5) of the file name, so importing the same folder again updates
  /// the same articles instead of adding new ones.
  ///
  /// ```markdown
  /// # Café de especialidad
  /// tags: café, recetas
  ///
  /// Moler justo antes de preparar...
  /// ```
  case markdown(URL)

  /// The source at `ruta`: ``markdown(_:)`` for a folder, ``json(_:)`` for a file.
  ///
  /// ```swift
  /// let fuente = try FuenteDeImportacion(ruta: URL(fileURLWithPath: CommandLine.arguments[1]))
  /// ```
  ///
  /// - Parameter ruta: A JSON file or a folder of Markdown files.
  /// - Throws: ``ErrorDeImportacion/noExiste(_:)`` when nothing is there.
  public init(ruta: URL) throws(ErrorDeImportacion) {
    var esCarpeta: ObjCBool = false
    guard FileManager.default.fileExists(atPath: ruta.path, isDirectory: &esCarpeta) else {
      throw .noExiste(ruta.path)
    }
    self = esCarpeta.boolValue ? .markdown(ruta) : .json(ruta)
  }

  /// The name of the source in messages and in ``EstadoDeReanudacion/origen``.
  ///
  /// ```swift
  /// FuenteDeImportacion.json(URL(fileURLWithPath: "/tmp/a.json")).origen  // "/tmp/a.json"
  /// ```
  public var origen: String {
    switch self {
    case .json(let url), .markdown(let url): url.standardizedFileURL.path
    case .datosJSON(_, let origen): origen
    }
  }
}
