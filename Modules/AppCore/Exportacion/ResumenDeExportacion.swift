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

  /// Makes a summary.
  ///
  /// ```swift
  /// let resumen = ResumenDeExportacion(exportados: 3, paginas: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - exportados: Articles written.
  ///   - paginas: Pages read.
  public init(exportados: Int, paginas: Int) {
    self.exportados = exportados
    self.paginas = paginas
  }
}
