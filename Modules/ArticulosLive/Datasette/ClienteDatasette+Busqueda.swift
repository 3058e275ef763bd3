import ArticulosInterface

extension ClienteDatasette {
  /// Page `numero` (from 1) of the articles that contain every word of `texto`, ignoring case
  /// and accents; the whole table, paged, when `texto` has no word.
  ///
  /// Datasette pages by keyset tokens, not numbers, so the page is found through
  /// ``CacheDeCursores``: from the nearest page whose start is known, the pages in between are
  /// skipped with as few requests as possible (ids only, up to 1,000 rows a request), and the
  /// start of the following page is remembered. Paging forward one page at a time is thus one
  /// request per page. A page past the end is empty, with the total.
  ///
  /// ```swift
  /// let segunda = try await datasette.buscar("café", pagina: 2)
  /// ```
  func buscar(_ texto: String, pagina numero: Int) async throws(ErrorArticulos) -> Pagina {
    guard numero >= 1 else {
      throw .peticionRechazada(estado: 400, mensaje: "pages start at 1, not \(numero)")
    }
    let tamano = configuracion.tamanoPagina
    try Self.validarTamano(tamano)
    let busqueda = Self.busqueda(texto)
    let consulta = CacheDeCursores.Consulta(tabla: urls.tabla, busqueda: busqueda, tamano: tamano)
    var (conocida, cursor) = cursores.puntoDePartida(de: consulta, hasta: numero)
    let paginasPorSalto = max(1, Self.tamanoMaximo / tamano)
    while conocida < numero {
      try comprobarCancelacion()
      let salto = min(numero - conocida, paginasPorSalto)
      let json = try await pagina(
        DatasetteSoloId.self, busqueda: busqueda, tamano: salto * tamano, desde: cursor,
        contar: true)
      guard let next = json.next else {
        return Pagina(articulos: [], total: json.count, totalEsMinimo: json.countTruncated)
      }
      conocida += salto
      cursor = CursorDePagina(rawValue: next)
      cursores.recordar(CursorDePagina(rawValue: next), pagina: conocida, de: consulta)
    }
    let json = try await pagina(
      DatasetteFilaLeida.self, busqueda: busqueda, tamano: tamano, desde: cursor, contar: true)
    if let next = json.next {
      cursores.recordar(CursorDePagina(rawValue: next), pagina: numero + 1, de: consulta)
    }
    return Self.pagina(json)
  }

  /// What goes in `_search=` for `texto`: its words, folded, one space apart; `nil` when it
  /// has none.
  ///
  /// ```swift
  /// ClienteDatasette.busqueda("¡Café, con LECHE!")  // "cafe con leche"
  /// ClienteDatasette.busqueda("  ¿? ")              // nil: list instead
  /// ```
  static func busqueda(_ texto: String) -> String? {
    // NB: An empty or blank `_search=` is a 400 (`fts5: syntax error near ""`), so text
    // without words lists the table instead. Sending the words, split and folded the way the
    // in-memory client splits them, makes both clients agree on what a query means: every
    // word, anywhere, whole words; quotes, `-` or `:` are not FTS5 syntax here.
    let palabras = TextoNormalizado.palabras(texto)
    return palabras.isEmpty ? nil : palabras.joined(separator: " ")
  }
}
