import Foundation

/// Where an import reads its articles from.
///
/// A JSON file holds an array of articles in the format of ``/ArticulosInterface/Articulo``'s
/// `Codable` (what `articulos export` writes); `id`, `creado`, `actualizado` and `etiquetas` may
/// be left out. An entry without `id` gets a name-based UUID (version 5) of its title, so
/// importing the same file again updates the same articles; a second id-less entry with the
/// same title gets another one, numbered by its order among them. A folder holds Markdown
/// files (`.md`), one article each: see ``markdown(_:)``.
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
  /// A JSON Lines file (`.jsonl`): one article a line, each a JSON object; blank lines are
  /// skipped. Entries are named by their line (`line 3`), and a line that is not JSON stops the
  /// import naming its line and column, as in a JSON array.
  ///
  /// ```swift
  /// let plan = try importador.preparar(.lineasJSON(URL(fileURLWithPath: "articulos.jsonl")))
  /// ```
  case lineasJSON(URL)
  /// JSON text already in memory, with a name for messages and for the resume state.
  ///
  /// ```swift
  /// let plan = try importador.preparar(.datosJSON(Data(texto.utf8), origen: "memoria"))
  /// ```
  case datosJSON(Data, origen: String)
  /// A folder of Markdown files, its subfolders included, read in path order, one article each.
  ///
  /// A file may start with YAML front matter between `---` lines, with `title`, `tags`, `id`,
  /// `created` and `updated` (see the tool's documentation for the exact subset; other keys are
  /// ignored, and front matter that cannot be read makes the file an invalid entry). Without a
  /// title there, the first line that starts with `# ` is the title and the next non-blank
  /// line may be `tags: a, b` (or `etiquetas: a, b`). Everything else is the body, trimmed.
  /// Without an `id` there, the id is a name-based UUID (version 5) of the file's path inside
  /// the folder (`viajes/roma.md`), so importing the same folder again updates the same
  /// articles instead of adding new ones. Symbolic links to folders are not followed.
  ///
  /// ```markdown
  /// ---
  /// title: Café de especialidad
  /// tags: [café, recetas]
  /// ---
  /// Moler justo antes de preparar...
  /// ```
  case markdown(URL)

  /// The source at `ruta`: ``markdown(_:)`` for a folder or a Markdown file, ``lineasJSON(_:)``
  /// for a JSON Lines file, ``json(_:)`` for a JSON file.
  ///
  /// A file ending in `.md` or `.markdown` is Markdown, one ending in `.jsonl` is JSON Lines and
  /// one ending in `.json` is JSON; any other file is judged by its first character that is not
  /// a space: `[` is a JSON array, `{` is JSON Lines (an object a line), `#` or `---` is
  /// Markdown.
  ///
  /// ```swift
  /// let fuente = try FuenteDeImportacion(ruta: URL(fileURLWithPath: CommandLine.arguments[1]))
  /// ```
  ///
  /// - Parameter ruta: A JSON file, a Markdown file or a folder of Markdown files.
  /// - Throws: ``ErrorDeImportacion/noExiste(_:)`` when nothing is there, and
  ///   ``ErrorDeImportacion/niJSONNiMarkdown(_:)`` for a file that is neither.
  public init(ruta: URL) throws(ErrorDeImportacion) {
    var esCarpeta: ObjCBool = false
    guard FileManager.default.fileExists(atPath: ruta.path, isDirectory: &esCarpeta) else {
      throw .noExiste(ruta.path)
    }
    if esCarpeta.boolValue {
      self = .markdown(ruta)
      return
    }
    switch ruta.pathExtension.lowercased() {
    case "md", "markdown": self = .markdown(ruta)
    case "json": self = .json(ruta)
    case "jsonl": self = .lineasJSON(ruta)
    default:
      // NB: Only a regular file's start is read: opening a FIFO would wait for a writer. What
      // is not a regular file, or cannot be read, is left to the JSON reader to report.
      let tipo = try? FileManager.default.attributesOfItem(atPath: ruta.path)[.type]
      guard tipo as? FileAttributeType == .typeRegular,
        let manejador = try? FileHandle(forReadingFrom: ruta),
        let inicio = try? manejador.read(upToCount: 4096)
      else {
        self = .json(ruta)
        return
      }
      try? manejador.close()
      let texto = String(decoding: inicio, as: UTF8.self)
        .drop(while: { $0.isWhitespace })
      if texto.isEmpty || texto.hasPrefix("[") {
        self = .json(ruta)
      } else if texto.hasPrefix("{") {
        self = .lineasJSON(ruta)
      } else if texto.hasPrefix("#") || texto.hasPrefix("---") {
        self = .markdown(ruta)
      } else {
        throw .niJSONNiMarkdown(ruta.path)
      }
    }
  }

  /// The name of the source in messages and in ``EstadoDeReanudacion/origen``.
  ///
  /// ```swift
  /// FuenteDeImportacion.json(URL(fileURLWithPath: "/tmp/a.json")).origen  // "/tmp/a.json"
  /// ```
  public var origen: String {
    switch self {
    case .json(let url), .lineasJSON(let url), .markdown(let url): url.standardizedFileURL.path
    case .datosJSON(_, let origen): origen
    }
  }
}
