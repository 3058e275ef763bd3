import ArticulosInterface
import Compartido
import Dependencies
import Foundation

/// Writes every article as a JSON array, page by page: the `export` feature.
///
/// Pages come from ``/ArticulosInterface/ClienteArticulos/listar``, as large as the client
/// gives them (up to ``PaginasDeArticulos/tamanoMaximo``), and the next page is requested while
/// the current one is written, so the export goes at the server's pace and memory holds two
/// pages whatever the number of articles.
/// The output is a JSON array with one article per line, sorted keys, in id order: the format
/// ``ImportadorModel`` reads back. A read that fails for a passing reason is retried on the
/// `continuousClock` dependency, like an import's batches. With ``etiquetas``, only the
/// articles that have every one of those tags are written (compared ignoring case and
/// accents), read by cursor through
/// ``/ArticulosInterface/ClienteArticulos/listarConEtiquetas`` in pages of the same size, the
/// next one also requested while this one is written.
///
/// ```swift
/// let exportador = withDependencies {
///   $0.clienteArticulos = .enMemoria(Articulo.muestra)
/// } operation: {
///   ExportadorModel(tamanoPagina: 100)
/// }
/// var json = Data()
/// let resumen = try await exportador.exportar { json.append($0) }
/// resumen.exportados  // 3
/// ```
public struct ExportadorModel: Sendable {
  @Dependency(\.clienteArticulos) var cliente
  @Dependency(\.continuousClock) var reloj

  /// Articles per page asked for, from 1 to ``PaginasDeArticulos/tamanoMaximo`` (the default);
  /// the client may give fewer (its server's own maximum).
  ///
  /// ```swift
  /// ExportadorModel(tamanoPagina: 0).tamanoPagina  // 1
  /// ```
  public let tamanoPagina: Int
  /// How a read that fails for a passing reason is retried.
  ///
  /// ```swift
  /// exportador.reintentos = PoliticaDeReintentos(intentos: 10, esperaMaxima: .seconds(60))
  /// ```
  public var reintentos: PoliticaDeReintentos
  /// The tags every article exported must have; none (the default) exports every article.
  ///
  /// ```swift
  /// ExportadorModel(etiquetas: ["cultura"]).etiquetas  // ["cultura"]
  /// ```
  public let etiquetas: [String]
  /// A JSON array (the default) or JSON Lines.
  ///
  /// ```swift
  /// exportador.formato = .lineasJSON
  /// ```
  public var formato = FormatoDeExportacion.json

  /// Makes an exporter that captures the dependencies in effect here.
  ///
  /// ```swift
  /// let exportador = ExportadorModel(tamanoPagina: 500, reintentos: .ninguno)
  /// let cultura = ExportadorModel(etiquetas: ["cultura"])
  /// ```
  ///
  /// - Parameters:
  ///   - tamanoPagina: Articles per page asked for, clamped to
  ///     1...``PaginasDeArticulos/tamanoMaximo`` (without tags).
  ///   - reintentos: The retry policy for reads.
  ///   - etiquetas: The tags every article exported must have; none exports every article.
  public init(
    tamanoPagina: Int = PaginasDeArticulos.tamanoMaximo,
    reintentos: PoliticaDeReintentos = PoliticaDeReintentos(), etiquetas: [String] = []
  ) {
    self.tamanoPagina = min(max(1, tamanoPagina), PaginasDeArticulos.tamanoMaximo)
    self.reintentos = reintentos
    self.etiquetas = etiquetas
  }

  /// Every page of articles, with retries; each page's successor is requested as soon as the
  /// page is given out.
  ///
  /// ```swift
  /// for try await pagina in exportador.paginas() {
  ///   for articulo in pagina.articulos { print(articulo.id) }
  /// }
  /// ```
  ///
  /// - Returns: The pages in id order; iterating throws the client's error.
  public func paginas() -> PaginasDeArticulos {
    let reintentador = Reintentador(politica: reintentos, reloj: reloj)
    return .reintentando(con: reintentador, tamano: tamanoPagina, adelantando: true) {
      [self] cursor in
      guard etiquetas.isEmpty else {
        return try await cliente.listarConEtiquetas(
          etiquetas: etiquetas, desde: cursor, tamano: tamanoPagina)
      }
      return try await cliente.listar(desde: cursor, tamano: tamanoPagina)
    }
  }

  /// Writes every article as one JSON array (or JSON Lines, see ``formato``) through
  /// `escribir`, a page at a time.
  ///
  /// `escribir` gets consecutive pieces of the document (the opening bracket with the first
  /// page, one piece per page, the closing bracket); joined, they are a JSON array of
  /// ``/ArticulosInterface/Articulo``, or in JSON Lines one line per article and no brackets. An entry the server holds but the client cannot read
  /// does not stop the export: it is left out and named in ``ResumenDeExportacion/ilegibles``.
  /// Write them to a temporary file and move it into place at
  /// the end, so a failed or cancelled export leaves nothing half-written.
  ///
  /// ```swift
  /// let archivo = try FileHandle(forWritingTo: temporal)
  /// let resumen = try await exportador.exportar(escribir: { try archivo.write(contentsOf: $0) }) {
  ///   progreso in print("\(progreso.exportados) of \(progreso.total ?? 0)")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - escribir: Receives each piece of the JSON document, in order.
  ///   - progreso: Hears the progress after each page.
  /// - Returns: How many articles and pages were written.
  /// - Throws: ``/ArticulosInterface/ErrorArticulos`` from the server
  ///   (``/ArticulosInterface/ErrorArticulos/cancelado`` when the task is cancelled), or what
  ///   `escribir` throws.
  @discardableResult
  public func exportar(
    escribir: (Data) async throws -> Void,
    progreso: (ProgresoDeExportacion) -> Void = { _ in }
  ) async throws -> ResumenDeExportacion {
    var exportados = 0
    var paginas = 0
    var total: Int?
    var ilegibles: [ArticuloIlegible] = []
    for try await pagina in self.paginas() {
      ilegibles += pagina.ilegibles
      let lineas = formato == .lineasJSON
      var trozo = Array((paginas == 0 && !lineas ? "[" : "").utf8)
      for articulo in pagina.articulos {
        if !lineas { trozo.append(contentsOf: (exportados == 0 ? "\n  " : ",\n  ").utf8) }
        ArticuloEnJSON.escribir(articulo, en: &trozo)
        if lineas { trozo.append(UInt8(ascii: "\n")) }
        exportados += 1
      }
      paginas += 1
      // NB: A count that is only a lower bound ("more than 10,000") is no total to measure
      // progress against: a bar would pass 100%.
      if total == nil, !pagina.totalEsMinimo { total = pagina.total }
      if Task.isCancelled { throw ErrorArticulos.cancelado }
      try await escribir(Data(trozo))
      progreso(ProgresoDeExportacion(exportados: exportados, total: total, paginas: paginas))
    }
    if Task.isCancelled { throw ErrorArticulos.cancelado }
    if formato == .json {
      let cierre = paginas == 0 ? "[]\n" : exportados == 0 ? "]\n" : "\n]\n"
      try await escribir(Data(cierre.utf8))
    }
    return ResumenDeExportacion(exportados: exportados, paginas: paginas, ilegibles: ilegibles)
  }
}
