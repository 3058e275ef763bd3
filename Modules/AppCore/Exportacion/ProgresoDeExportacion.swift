/// How far an export is: what the tool's progress bar shows after each page.
///
/// ```swift
/// try await exportador.exportar(escribir: escribir) { progreso in
///   print("\(progreso.exportados)/\(progreso.total ?? 0)")
/// }
/// ```
public struct ProgresoDeExportacion: Hashable, Sendable {
  /// Articles written so far.
  ///
  /// ```swift
  /// print("\(progreso.exportados) articles written")
  /// ```
  public var exportados: Int
  /// Articles on the server, when it counted them (from the first page).
  ///
  /// ```swift
  /// let fraccion = progreso.total.map { Double(progreso.exportados) / Double(max($0, 1)) }
  /// ```
  public var total: Int?
  /// Pages read so far.
  ///
  /// ```swift
  /// print("page \(progreso.paginas)")
  /// ```
  public var paginas: Int

  /// Makes a progress report.
  ///
  /// ```swift
  /// let progreso = ProgresoDeExportacion(exportados: 200, total: 1_000, paginas: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - exportados: Articles written so far.
  ///   - total: Articles on the server, if known.
  ///   - paginas: Pages read so far.
  public init(exportados: Int, total: Int?, paginas: Int) {
    self.exportados = exportados
    self.total = total
    self.paginas = paginas
  }
}
