/// What an export wrote.
///
/// ```swift
/// let resumen = try await exportador.exportar(escribir: escribir)
/// print("\(resumen.exportados) articles in \(resumen.paginas) pages")
/// ```
public struct ResumenDeExportacion: Hashable, Sendable {
  /// Articles written.
  public var exportados: Int
  /// Pages read.
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
