import ArticulosInterface

/// What an export wrote.
///
/// ```swift
/// let resumen = try await exportador.exportar(escribir: escribir)
/// print("\(resumen.exportados) articles in \(resumen.paginas) pages")
/// ```
public struct ResumenDeExportacion: Hashable, Sendable {
  /// Articles written.
  ///
  /// ```swift
  /// try await exportador.exportar { json.append($0) }.exportados  // 3 for Articulo.muestra
  /// ```
  public var exportados: Int
  /// Pages read.
  ///
  /// ```swift
  /// let resumen = try await ExportadorModel(tamanoPagina: 2).exportar { json.append($0) }
  /// resumen.paginas  // 2 for the 3 articles of Articulo.muestra
  /// ```
  public var paginas: Int
  /// Entries the server holds that could not be read as articles, so are not in the export.
  ///
  /// An export with any is incomplete: every readable article is written, and these say which
  /// are missing and why.
  ///
  /// ```swift
  /// for ilegible in resumen.ilegibles { print("not exported: \(ilegible.motivo)") }
  /// ```
  public var ilegibles: [ArticuloIlegible]

  /// Makes a summary.
  ///
  /// ```swift
  /// let resumen = ResumenDeExportacion(exportados: 3, paginas: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - exportados: Articles written.
  ///   - paginas: Pages read.
  ///   - ilegibles: Entries left out because they could not be read.
  public init(exportados: Int, paginas: Int, ilegibles: [ArticuloIlegible] = []) {
    self.exportados = exportados
    self.paginas = paginas
    self.ilegibles = ilegibles
  }
}
