import ArticulosInterface
import Foundation

extension ClienteDatasette {
  /// Page `numero` (from 1) of the articles with every tag of `etiquetas` that contain every
  /// word of `texto`, ignoring case and accents: by relevance, each with its excerpt, through
  /// Datasette's SQL query API (``ConsultaDeBusqueda``); by id when the text has no words.
  ///
  /// A server that does not let this client run SQL (no `execute-sql` permission) still
  /// searches, through the table's `_search=`, in id order and without excerpts, and its tags
  /// then compare exactly as written; ``avisos`` hears why, once.
  ///
  /// Pages of `tamano` rows, or of the configuration's ``ConfiguracionDatasette/tamanoPagina``
  /// when `nil`; beyond 1,000 no more than the server's `max_returned_rows`
  /// (``filasPorPagina(_:)``), the same on every page, so page numbers stay in step.
  ///
  /// ```swift
  /// let segunda = try await datasette.filtrar("café", etiquetas: ["recetas"], pagina: 2)
  /// let grande = try await datasette.filtrar("", etiquetas: ["recetas"], tamano: 5_000)
  /// ```
  func filtrar(
    _ texto: String, etiquetas: [String], pagina numero: Int = 1, tamano pedido: Int? = nil
  ) async throws(ErrorArticulos) -> Pagina {
    try PeticionDelContrato.comprobar(pagina: numero)
    try PeticionDelContrato.comprobar(etiquetas: etiquetas)
    let tamano: Int
    if let pedido {
      try PeticionDelContrato.comprobar(tamano: pedido)
      tamano = try await filasPorPagina(pedido)
    } else {
      tamano = configuracion.tamanoPagina
      try Self.validarTamano(tamano)
    }
    let palabras = TextoNormalizado.palabras(texto)
    if palabras.isEmpty, etiquetas.isEmpty {
      return try await buscarEnLaTabla(nil, etiquetas: [], pagina: numero, tamano: tamano)
    }
    if consultasSQL.disponible,
      let pagina = try await buscarConSQL(
        palabras, etiquetas: etiquetas, pagina: numero, tamano: tamano)
    {
      return pagina
    }
    avisarSinClasificacion()
    return try await buscarEnLaTabla(
      Self.busqueda(texto), etiquetas: etiquetas, pagina: numero, tamano: tamano)
  }

  /// The ranked search, through the SQL query API; `nil` when the server runs no SQL for this
  /// client.
  ///
  /// The server's numbers are checked before use: a page cut short (`truncated`), longer than
  /// `tamano`, or shorter than `tamano` while the count says more follow would make the pages
  /// by number skip or repeat rows, so each is
  /// ``ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)``.
  private func buscarConSQL(
    _ palabras: [String], etiquetas: [String], pagina numero: Int, tamano: Int
  ) async throws(ErrorArticulos) -> Pagina? {
    guard let variantes = try await variantes(de: etiquetas) else { return nil }
    guard !variantes.contains(where: \.isEmpty) else { return Pagina(articulos: [], total: 0) }
    let consulta = ConsultaDeBusqueda(
      tabla: configuracion.tabla, palabras: palabras, variantes: variantes,
      palabrasDeEtiquetas: etiquetas.map(TextoNormalizado.palabras), tamano: tamano,
      pagina: numero)
    guard
      let json = try await consultar(
        DatasetteFilaEncontrada.self, consulta.sql, consulta.parametros)
    else { return nil }
    try json.comprobar(filas: tamano, de: "page \(numero) of the search")
    var extractos: [Articulo.ID: Extracto] = [:]
    for fila in json.rows {
      guard let articulo = fila.fila.articulo, let extracto = fila.extracto else { continue }
      extractos[articulo.id] =
        fila.extractoDeEtiquetas
        ? Extracto.enEtiquetas(articulo.etiquetas, palabras: Set(palabras)) : extracto
    }
    var total = json.rows.isEmpty ? 0 : json.rows.first?.total
    if json.rows.isEmpty, numero > 1 {
      // Past the last page no row carries the total: count on the first page instead.
      guard
        let primera = try await buscarConSQL(
          palabras, etiquetas: etiquetas, pagina: 1, tamano: tamano)
      else { return nil }
      total = primera.total
    }
    // NB: Without a count to trust, a full page says there may be more.
    let hayMas = total.map { numero * tamano < $0 } ?? (json.rows.count >= tamano)
    guard !hayMas || json.rows.count == tamano else {
      throw .respuestaInvalida(
        "page \(numero) of the search holds \(json.rows.count) rows of \(tamano), yet the "
          + "server counts \(total ?? 0) matches, so more would follow")
    }
    return Pagina(
      articulos: json.rows.compactMap(\.fila.articulo),
      ilegibles: json.rows.compactMap(\.fila.ilegible),
      total: total,
      siguiente: hayMas ? CursorDePagina(rawValue: "pagina-\(numero + 1)") : nil,
      extractos: extractos)
  }

  /// For each tag, its spellings in the table, up to the first that has none (nothing can
  /// have every tag then, so the later ones are not looked up); `nil` when the server runs no
  /// SQL for this client.
  func variantes(de etiquetas: [String]) async throws(ErrorArticulos) -> [[String]]? {
    var variantes: [[String]] = []
    for etiqueta in etiquetas {
      guard let grafias = try await grafias(de: etiqueta) else { return nil }
      variantes.append(grafias)
      if grafias.isEmpty { break }
    }
    return variantes
  }

  /// How `etiqueta` is spelled in the table: every tag that folds to the same text; `nil`
  /// when the server runs no SQL for this client.
  func grafias(de etiqueta: String) async throws(ErrorArticulos) -> [String]? {
    let clave = TextoNormalizado.clave(etiqueta)
    let consulta = ConsultaDeBusqueda.grafiasDeEtiqueta(
      tabla: configuracion.tabla, palabras: TextoNormalizado.palabras(etiqueta))
    guard let json = try await consultar(DatasetteGrafia.self, consulta.sql, consulta.parametros)
    else { return nil }
    guard !json.truncated else {
      throw .respuestaInvalida(
        "the server cut the list of the spellings of the tag '\(etiqueta)' short")
    }
    return json.rows.map(\.etiqueta).filter { TextoNormalizado.clave($0) == clave }.sorted()
  }

  /// Runs `sql` through the query API; `nil` when the server runs no SQL for this client: it
  /// refuses this actor the `execute-sql` permission (403), or has no query API (404). The
  /// refusal is remembered (``consultasSQL``), so no later call asks again.
  func consultar<Fila: Decodable & Sendable>(
    _ fila: Fila.Type, _ sql: String, _ parametros: [(nombre: String, valor: String)]
  ) async throws(ErrorArticulos) -> DatasetteConsultaJSON<Fila>? {
    let url = try urls.consulta([("sql", sql), ("_shape", "objects")] + parametros)
    let response: HTTPResponse
    do {
      response = try await enviar(peticion(.get, url), .lectura, aceptando: 403)
    } catch .peticionRechazada(estado: 404, _) {
      consultasSQL.negar("it has no SQL query API (\(urls.baseDeDatos)/-/query.json is not found)")
      return nil
    }
    guard response.status.code != 403 else {
      guard String(decoding: response.body, as: UTF8.self).contains("execute-sql") else {
        throw ErrorArticulos(
          estado: 403, cuerpo: response.body, operacion: .lectura,
          conToken: configuracion.token != nil)
      }
      consultasSQL.negar("it does not let this client run SQL (the 'execute-sql' permission)")
      return nil
    }
    return try decodificar(DatasetteConsultaJSON<Fila>.self, de: response)
  }

  /// Tells ``avisos``, once, why searches on this server are not ranked, when it runs no SQL
  /// for this client: said by the searches and tag walks that do without it, not by the
  /// look-ups that quietly went through the table before them.
  func avisarSinClasificacion() {
    guard let motivo = consultasSQL.motivoPorAvisar() else { return }
    avisos(
      "Search results come in id order, without excerpts, and tags compare exactly as "
        + "written: this server cannot rank them, as \(motivo).")
  }

  /// A search through the table's `_search=` (or a listing), paged by number: by id.
  ///
  /// Datasette pages by keyset tokens, not numbers, so the page is found through
  /// ``CacheDeCursores``: from the nearest page whose start is known, the pages in between are
  /// skipped with as few requests as possible (ids only, up to 1,000 rows a request), and the
  /// start of the following page is remembered. Paging forward one page at a time is thus one
  /// request per page. A page past the end is empty, with the total. Pages of `tamano` rows,
  /// which the server allows (``filtrar(_:etiquetas:pagina:tamano:)`` decides it).
  func buscarEnLaTabla(
    _ busqueda: String?, etiquetas: [String], pagina numero: Int, tamano: Int
  ) async throws(ErrorArticulos) -> Pagina {
    let filtros = etiquetas.map { (nombre: "etiquetas__arraycontains", valor: $0) }
    let consulta = CacheDeCursores.Consulta(
      tabla: urls.tabla, busqueda: busqueda, filtros: etiquetas, tamano: tamano)
    var (conocida, cursor) = cursores.puntoDePartida(de: consulta, hasta: numero)
    let paginasPorSalto = max(1, Self.tamanoMaximo / tamano)
    while conocida < numero {
      try comprobarCancelacion()
      let salto = min(numero - conocida, paginasPorSalto)
      let json = try await pagina(
        DatasetteSoloId.self, busqueda: busqueda, filtros: filtros, tamano: salto * tamano,
        desde: cursor, contar: true)
      guard let next = json.next else {
        return Pagina(articulos: [], total: json.count, totalEsMinimo: json.countTruncated)
      }
      conocida += salto
      cursor = CursorDePagina(rawValue: next)
      cursores.recordar(CursorDePagina(rawValue: next), pagina: conocida, de: consulta)
    }
    let json = try await pagina(
      DatasetteFilaLeida.self, busqueda: busqueda, filtros: filtros, tamano: tamano,
      desde: cursor, contar: true)
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
