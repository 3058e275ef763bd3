import ArticulosInterface
import Foundation

/// One Markdown file read as `import` reads it, for a command that saves a single file
/// (`articulos save --file nota.md`).
///
/// The title, tags, body and id come from the same rules as an import's (front matter, the
/// `# Title` line, the tags line; see `Docs/CLI.md`), so saving a file and importing it give
/// the same article, under the same id.
///
/// ```swift
/// let nota = try NotaMarkdown("# Café\ntags: recetas\n\nMoler justo antes.", archivo: "cafe.md")
/// nota.titulo     // "Café"
/// nota.etiquetas  // ["recetas"]
/// nota.id         // the id `articulos import cafe.md` gives it
/// ```
public struct NotaMarkdown: Hashable, Sendable {
  /// Why a note cannot be read: its front matter is malformed.
  public struct Ilegible: Error, Hashable, Sendable {
    /// What is wrong, naming the line: "line 3, in the front matter, is not 'key: value'".
    public var motivo: String
  }

  /// The front matter's `id`; else, for a file, the id an import of that file gives it; `nil`
  /// for text without a name and without an id.
  public var id: Articulo.ID?
  /// The front matter's title, the `# ` line's, or else the file's name without `.md`; `nil`
  /// for text without a name and without a title.
  public var titulo: String?
  /// Every other line, trimmed of blank lines around it.
  public var cuerpo: String
  /// The front matter's tags or the tags line's; empty when there are none.
  public var etiquetas: [String]

  /// Reads `texto`, the contents of the file at `archivo` (a path; only its last component
  /// counts, as when `import` is given that one file), or of standard input when `nil`.
  ///
  /// - Throws: ``Ilegible`` when the front matter is malformed.
  public init(_ texto: String, archivo: String?) throws(Ilegible) {
    let nombre = archivo.map { URL(fileURLWithPath: $0).lastPathComponent }
    let entrada = ArticuloMarkdown.entrada(
      de: texto, nombre: nombre ?? "", idDelNombre: nombre != nil)
    if let motivo = entrada.ilegible { throw Ilegible(motivo: motivo) }
    id = entrada.id
    titulo = entrada.titulo.flatMap { $0.isEmpty ? nil : $0 }
    cuerpo = entrada.cuerpo ?? ""
    etiquetas = entrada.etiquetas ?? []
  }
}
