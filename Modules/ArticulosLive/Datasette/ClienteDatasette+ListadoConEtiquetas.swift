import ArticulosInterface
import Foundation

extension ClienteDatasette {
  /// One page, in id order, of the articles with every tag of `etiquetas` (compared ignoring
  /// case and accents), after where `cursor` says: the walk of `list --tag` and `export --tag`.
  ///
  /// Through the SQL query API (``ConsultaDeBusqueda/listado(tabla:variantes:palabrasDeEtiquetas:despues:tamano:)``):
  /// the first page finds each tag's spellings in the table and counts the matches; its cursor
  /// carries the spellings and the last id, so each later page is one query that starts after
  /// that id, counts nothing and skips nothing. When the count shows the tags common, the
  /// later pages read the table in id order instead of gathering the matches through the
  /// full-text index (``ConsultaDeBusqueda/recorrerPorId(coincidencias:ultimaFila:tamano:)``);
  /// a page the server stops at its time limit that way is asked again the other way, and so
  /// is the rest of the walk. A server that runs no SQL for this client is
  /// walked through the table's own filter and `_next` tokens, where tags compare exactly as
  /// written (``avisos`` hears why, once).
  ///
  /// Pages of `tamano` rows, no more than the server allows (``filasPorPagina(_:)``); a full
  /// page says more may follow, so a walk whose matches fill its last page ends on an empty
  /// one. Without tags, this is ``listar(desde:tamano:)``.
  ///
  /// ```swift
  /// let primera = try await datasette.listar(etiquetas: ["recetas"], desde: nil, tamano: 5_000)
  /// let segunda = try await datasette.listar(
  ///   etiquetas: ["recetas"], desde: primera.siguiente, tamano: 5_000)
  /// ```
  func listar(
    etiquetas: [String], desde cursor: CursorDePagina?, tamano: Int
  ) async throws(ErrorArticulos) -> Pagina {
    guard !etiquetas.isEmpty else { return try await listar(desde: cursor, tamano: tamano) }
    try PeticionDelContrato.comprobar(tamano: tamano)
    try PeticionDelContrato.comprobar(etiquetas: etiquetas)
    let filas = try await filasPorPagina(tamano)
    let claves = etiquetas.map(TextoNormalizado.clave)
    guard let cursor else {
      if consultasSQL.disponible, let variantes = try await variantes(de: etiquetas) {
        guard !variantes.contains(where: \.isEmpty) else {
          return Pagina(articulos: [], total: 0)
        }
        if let pagina = try await paginaConSQL(
          etiquetas, claves: claves, variantes: variantes, despues: nil, porId: false,
          filas: filas)
        {
          return pagina
        }
      }
      avisarSinClasificacion()
      return try await paginaDeLaTabla(etiquetas, claves: claves, next: nil, filas: filas)
    }
    let anterior = try CursorConEtiquetas(cursor, claves: claves)
    if let next = anterior.next {
      return try await paginaDeLaTabla(etiquetas, claves: claves, next: next, filas: filas)
    }
    let variantes = anterior.variantes ?? []
    let pagina: Pagina?
    do {
      pagina = try await paginaConSQL(
        etiquetas, claves: claves, variantes: variantes, despues: anterior.despues,
        porId: anterior.porId == true, filas: filas)
    } catch .peticionRechazada(estado: 400, let mensaje)
      where anterior.porId == true && Self.pasoDelLimiteDeTiempo(mensaje)
    {
      pagina = try await paginaConSQL(
        etiquetas, claves: claves, variantes: variantes, despues: anterior.despues,
        porId: false, filas: filas)
    }
    guard let pagina else {
      throw .respuestaInvalida(
        "the server stopped running SQL for this client in the middle of a walk; walk again")
    }
    return pagina
  }

  /// Whether `mensaje` is Datasette's refusal of a query that ran past its time limit
  /// (`sql_time_limit_ms`), a 400 whose text is all that tells it from any other.
  private static func pasoDelLimiteDeTiempo(_ mensaje: String) -> Bool {
    mensaje.hasPrefix("SQL query took too long")
  }

  /// One page through the SQL query API, through the id index when `porId` and through the
  /// full-text index otherwise; `nil` when the server runs no SQL for this client.
  ///
  /// The server's rows are checked before use: a page cut short or longer than `filas` would
  /// make the walk skip rows (``DatasetteConsultaJSON/comprobar(filas:de:)``), and ids that do
  /// not rise past `despues` would make it repeat them, so each is
  /// ``ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)``.
  private func paginaConSQL(
    _ etiquetas: [String], claves: [String], variantes: [[String]], despues: String?,
    porId: Bool, filas: Int
  ) async throws(ErrorArticulos) -> Pagina? {
    let consulta =
      if porId, let despues {
        ConsultaDeBusqueda.listadoPorId(
          tabla: configuracion.tabla, variantes: variantes, despues: despues, tamano: filas)
      } else {
        ConsultaDeBusqueda.listado(
          tabla: configuracion.tabla, variantes: variantes,
          palabrasDeEtiquetas: etiquetas.map(TextoNormalizado.palabras), despues: despues,
          tamano: filas)
      }
    guard
      let json = try await consultar(
        DatasetteFilaEncontrada.self, consulta.sql, consulta.parametros)
    else { return nil }
    try json.comprobar(filas: filas, de: "a page of the articles with the tags \(etiquetas)")
    let ids = json.rows.map(\.fila.id)
    var anterior = despues
    for id in ids {
      // NB: Bytes, as SQLite compares text, not Swift's order of characters.
      guard let id, anterior.map({ $0.utf8.lexicographicallyPrecedes(id.rawValue.utf8) }) ?? true
      else {
        throw .respuestaInvalida(
          "a page of the articles with the tags \(etiquetas) has a row without an id or out "
            + "of id order (after '\(anterior ?? "")'), so the walk could not go on from it")
      }
      anterior = id.rawValue
    }
    let total = despues == nil ? (json.rows.first?.total ?? (json.rows.isEmpty ? 0 : nil)) : nil
    let siguientesPorId =
      despues == nil
      ? ConsultaDeBusqueda.recorrerPorId(
        coincidencias: total ?? 0, ultimaFila: json.rows.first?.ultimaFila ?? 0, tamano: filas)
      : porId
    let siguiente =
      json.rows.count == filas
      ? CursorConEtiquetas(
        claves: claves, despues: anterior, variantes: variantes, porId: siguientesPorId
      ).cursor
      : nil
    return Pagina(
      articulos: json.rows.compactMap(\.fila.articulo),
      ilegibles: json.rows.compactMap(\.fila.ilegible), total: total, siguiente: siguiente)
  }

  /// One page through the table's filter (`etiquetas__arraycontains`, exact) and `_next`
  /// token; only the first is counted.
  private func paginaDeLaTabla(
    _ etiquetas: [String], claves: [String], next: String?, filas: Int
  ) async throws(ErrorArticulos) -> Pagina {
    let json = try await pagina(
      DatasetteFilaLeida.self, busqueda: nil,
      filtros: etiquetas.map { (nombre: "etiquetas__arraycontains", valor: $0) },
      tamano: filas, desde: next.map(CursorDePagina.init(rawValue:)), contar: next == nil)
    var pagina = Self.pagina(json)
    pagina.siguiente = json.next.map { CursorConEtiquetas(claves: claves, next: $0).cursor }
    return pagina
  }
}
