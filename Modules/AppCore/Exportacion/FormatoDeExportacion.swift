/// How an export writes its articles.
///
/// ```swift
/// var exportador = ExportadorModel()
/// exportador.formato = .lineasJSON  // one article a line, what `import` reads from `.jsonl`
/// ```
public enum FormatoDeExportacion: String, Hashable, Sendable, CaseIterable {
  /// One JSON array, an article a line inside it: what `import` reads from any file.
  ///
  /// ```swift
  /// ExportadorModel().formato  // .json
  /// ```
  case json
  /// JSON Lines: one article, as one line of JSON, a line; no array around them. `import`
  /// reads it from a file whose name ends in `.jsonl`.
  ///
  /// ```swift
  /// FormatoDeExportacion(rawValue: "jsonl")  // .lineasJSON
  /// ```
  case lineasJSON = "jsonl"
}
