import ArticulosInterface
import Dependencies
import Foundation

extension ClienteArticulos {
  /// A client that keeps the articles in a PostgreSQL table, through libpq.
  ///
  /// The same contract as the Datasette client and the in-memory one (one suite checks all
  /// three): listing by id with a cursor, ranked search with `ts_rank` over a weighted
  /// `tsvector` (title, then tags, then body) and `ts_headline` excerpts, the tag filter,
  /// batch saves as one upsert per batch inside one transaction, batch deletes as one
  /// statement. Every value travels as a bound parameter. The table comes from
  /// `Scripts/postgres/schema.sql`.
  ///
  /// This module registers nothing: the client's live value belongs to one module only, and
  /// the program that wants PostgreSQL installs this one where the person asked for it:
  ///
  /// ```swift
  /// prepareDependencies {
  ///   $0.clienteArticulos = .postgres(ConfiguracionPostgres(uri: uri))
  /// }
  /// ```
  public static func postgres(_ configuracion: ConfiguracionPostgres) -> ClienteArticulos {
    let sesion = SesionPostgres(configuracion)
    return ClienteArticulos(
      cargar: { try await ConsultasPostgres.cargar(sesion) },
      listar: { desde, tamano in try await ConsultasPostgres.listar(sesion, [], desde, tamano) },
      listarConEtiquetas: { etiquetas, desde, tamano in
        try await ConsultasPostgres.listar(sesion, etiquetas, desde, tamano)
      },
      buscar: { texto, pagina in
        try await ConsultasPostgres.filtrar(sesion, texto, [], pagina, nil)
      },
      filtrar: { texto, etiquetas, pagina, tamano in
        try await ConsultasPostgres.filtrar(sesion, texto, etiquetas, pagina, tamano)
      },
      obtener: { id in try await ConsultasPostgres.obtener(sesion, id) },
      guardar: { articulo in try await ConsultasPostgres.guardar(sesion, [articulo])[0] },
      guardarVarios: { articulos in try await ConsultasPostgres.guardar(sesion, articulos) },
      borrar: { id in try await ConsultasPostgres.borrar(sesion, id) },
      borrarVarios: { ids in try await ConsultasPostgres.borrar(sesion, ids) }
    )
  }
}

/// The statements of the client, each value a bound parameter.
enum ConsultasPostgres {
  /// How many articles a search page holds, as the other implementations.
  static let porPagina = 20
  /// How many articles one upsert statement carries.
  static let porLote = 500

  /// The columns of an article after its id, in the order ``leer(_:)`` reads them: dates as
  /// the workspace writes them (UTC, milliseconds), tags in PostgreSQL's text form of `text[]`.
  // NB: Columns, not one `json_build_object` per row: decoding that JSON was most of the time
  // an export spent in the tool (Benchmarks/bulk, --postgres).
  static let columnas = """
    a.titulo AS f_titulo, a.cuerpo AS f_cuerpo, a.etiquetas::text AS f_etiquetas, \
    to_char(a.creado AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS f_creado, \
    to_char(a.actualizado AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS f_actualizado
    """
  /// ``columnas`` as a subquery `p` gives them.
  static let columnasDeP = "p.f_titulo, p.f_cuerpo, p.f_etiquetas, p.f_creado, p.f_actualizado"

  static func cargar(_ sesion: SesionPostgres) async throws(ErrorArticulos) -> [Articulo] {
    let sql = "SELECT a.id, \(columnas) FROM articulos a ORDER BY a.id"
    let filas = try await sesion.consultar(sql)
    return leer(filas.filas.map { $0[...] }).articulos
  }

  /// One page, in id order, of the articles with every tag of `etiquetas` (all when there are
  /// none; through the index of folded tags), after the id `desde` names: the cursor is the id
  /// of a page's last article. Only the first page is counted.
  static func listar(
    _ sesion: SesionPostgres, _ etiquetas: [String], _ desde: CursorDePagina?, _ tamano: Int
  ) async throws(ErrorArticulos) -> Pagina {
    try PeticionDelContrato.comprobar(tamano: tamano)
    try PeticionDelContrato.comprobar(etiquetas: etiquetas)
    let tamano = min(tamano, ParametrosDelContrato.actuales.tamanoMaximoDePagina)
    // NB: Without tags the condition is left out, not made always true: a listing then reads
    // the primary key's order and calls no function per row.
    let conEtiquetas =
      etiquetas.isEmpty
      ? ""
      : " AND articulos_plegar_etiquetas(a.etiquetas) @> articulos_plegar_etiquetas($3::text[])"
    let sql = """
      SELECT t.total, p.id, \(columnasDeP)
      FROM (
        SELECT (SELECT count(*) FROM articulos a WHERE $1::text IS NULL\(conEtiquetas)) AS total
      ) AS t
      LEFT JOIN LATERAL (
        SELECT a.id, \(columnas) FROM articulos a
        WHERE ($1::text IS NULL OR a.id > $1::text)\(conEtiquetas) ORDER BY a.id LIMIT $2::int
      ) AS p ON true
      """
    var parametros = [desde?.rawValue, String(tamano + 1)]
    if !etiquetas.isEmpty { parametros.append(ArregloPostgres.literal(etiquetas)) }
    let filas = try await sesion.consultar(sql, parametros).filas
    let total = desde == nil ? filas.first?[0].flatMap { Int($0) } : nil
    let leidas = leer(filas.compactMap { $0[1] == nil ? nil : $0[1...] })
    let hayMas = leidas.cuantas > tamano
    let articulos = Array(leidas.articulos.prefix(tamano))
    let ultimo = filas.compactMap { $0[1] }.prefix(tamano).last
    return Pagina(
      articulos: articulos, ilegibles: leidas.ilegibles, total: total,
      siguiente: hayMas ? ultimo.map { CursorDePagina(rawValue: $0) } : nil)
  }

  /// Page `pagina` of the search, `tamano` articles a page (``porPagina`` when `nil`, at most
  /// the contract's largest page).
  static func filtrar(
    _ sesion: SesionPostgres, _ texto: String, _ etiquetas: [String], _ pagina: Int,
    _ tamano: Int?
  ) async throws(ErrorArticulos) -> Pagina {
    try PeticionDelContrato.comprobar(pagina: pagina)
    let porPagina = min(tamano ?? porPagina, ParametrosDelContrato.actuales.tamanoMaximoDePagina)
    try PeticionDelContrato.comprobar(tamano: porPagina)
    try PeticionDelContrato.comprobar(etiquetas: etiquetas)
    let palabras = TextoNormalizado.palabras(texto)
    let pesos = ParametrosDelContrato.actuales.pesos
    // NB: ts_rank's weights go {D, C, B, A}: body C, tags B, title A, relative to the title.
    let relativos = [0, pesos.cuerpo / pesos.titulo, pesos.etiquetas / pesos.titulo, 1]
    let sql = """
      WITH consulta AS (
        SELECT CASE WHEN $1::text = '' THEN NULL ELSE plainto_tsquery('articulos', $1::text) END
          AS q
      ), coincidencias AS (
        SELECT a.*, coalesce(ts_rank($2::float4[], a.documento, c.q), 0) AS rango
        FROM articulos a CROSS JOIN consulta c
        WHERE (c.q IS NULL OR a.documento @@ c.q)
          AND articulos_plegar_etiquetas(a.etiquetas) @> articulos_plegar_etiquetas($3::text[])
      )
      SELECT (SELECT count(*) FROM coincidencias), p.id, \(columnasDeP),
        p.h_titulo, p.h_etiquetas, p.h_cuerpo
      FROM (SELECT 1) AS uno LEFT JOIN LATERAL (
        SELECT a.id, \(columnas),
          ts_headline('articulos', a.titulo, c.q, $6::text) AS h_titulo,
          ts_headline('articulos', articulos_texto_de_etiquetas(a.etiquetas), c.q, $6::text)
            AS h_etiquetas,
          ts_headline('articulos', a.cuerpo, c.q, $6::text) AS h_cuerpo
        FROM coincidencias a CROSS JOIN consulta c
        ORDER BY a.rango DESC, a.id LIMIT $4::int OFFSET $5::int
      ) AS p ON true
      """
    let parametros: [String?] = [
      palabras.joined(separator: " "), ArregloPostgres.literal(relativos.map { String($0) }),
      ArregloPostgres.literal(etiquetas), String(porPagina),
      String((pagina - 1) * porPagina), ExtractoPostgres.opciones,
    ]
    let filas = try await sesion.consultar(sql, parametros).filas
    let total = try conteo(filas.first?[0] ?? nil)
    let conArticulo = filas.filter { $0[1] != nil }
    guard conArticulo.count <= porPagina else {
      throw .respuestaInvalida(
        "a page holds \(conArticulo.count) rows where \(porPagina) were asked for")
    }
    let leidas = leer(conArticulo.map { $0[1...6] })
    var extractos: [Articulo.ID: Extracto] = [:]
    if !palabras.isEmpty {
      for articulo in leidas.articulos {
        guard let fila = conArticulo.first(where: { $0[1] == articulo.id.rawValue }) else {
          continue
        }
        extractos[articulo.id] = ExtractoPostgres.elegir(
          campos: [
            (articulo.titulo, fila[7]),
            (Extracto.textoDeEtiquetas(articulo.etiquetas), fila[8]),
            (articulo.cuerpo, fila[9]),
          ])
      }
    }
    let hayMas = total > (pagina - 1) * porPagina + conArticulo.count && !conArticulo.isEmpty
    return Pagina(
      articulos: leidas.articulos, ilegibles: leidas.ilegibles, total: total,
      siguiente: hayMas ? conArticulo.last?[1].map { CursorDePagina(rawValue: $0) } : nil,
      extractos: extractos)
  }

  /// The count of matches the server wrote, checked before the page's paging uses it: a
  /// whole number from 0, else ``ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)``.
  static func conteo(_ texto: String?) throws(ErrorArticulos) -> Int {
    guard let texto, let total = Int(texto), total >= 0 else {
      throw .respuestaInvalida(
        "the server counted '\(texto ?? "nothing")' matches, which is not a count")
    }
    return total
  }

  static func obtener(
    _ sesion: SesionPostgres, _ id: Articulo.ID
  ) async throws(ErrorArticulos) -> Articulo {
    let sql = "SELECT a.id, \(columnas) FROM articulos a WHERE a.id = $1::text"
    let filas = try await sesion.consultar(sql, [id.rawValue]).filas
    guard let primera = filas.first else { throw .noEncontrado(id) }
    let leidas = leer([primera[...]])
    guard let articulo = leidas.articulos.first else {
      throw .respuestaInvalida(leidas.ilegibles.first?.motivo ?? "an unreadable row")
    }
    return articulo
  }

  static func guardar(
    _ sesion: SesionPostgres, _ articulos: [Articulo]
  ) async throws(ErrorArticulos) -> [Articulo] {
    let problemas = articulos.flatMap(\.problemas)
    guard problemas.isEmpty else { throw .articuloInvalido(problemas) }
    guard !articulos.isEmpty else { return [] }
    // NB: one statement cannot upsert one id twice; the last of an id wins, as it would one by
    // one.
    var ultimos: [Articulo.ID: Int] = [:]
    for (indice, articulo) in articulos.enumerated() { ultimos[articulo.id] = indice }
    let unicos = articulos.enumerated().filter { ultimos[$0.element.id] == $0.offset }
      .map(\.element)
    let codificador = JSONEncoder()
    var lotes: [String] = []
    for inicio in stride(from: 0, to: unicos.count, by: porLote) {
      let lote = Array(unicos[inicio..<min(inicio + porLote, unicos.count)])
      guard let datos = try? codificador.encode(lote) else {
        throw .respuestaInvalida("the articles could not be written as JSON")
      }
      lotes.append(String(decoding: datos, as: UTF8.self))
    }
    let sql = """
      INSERT INTO articulos (id, titulo, cuerpo, etiquetas, creado, actualizado)
      SELECT x.id, x.titulo, x.cuerpo,
        ARRAY(SELECT e.valor FROM jsonb_array_elements_text(x.etiquetas)
          WITH ORDINALITY AS e(valor, n) ORDER BY e.n),
        x.creado::timestamptz, x.actualizado::timestamptz
      FROM jsonb_to_recordset($1::jsonb) AS x(
        id text, titulo text, cuerpo text, etiquetas jsonb, creado text, actualizado text)
      ON CONFLICT (id) DO UPDATE SET titulo = excluded.titulo, cuerpo = excluded.cuerpo,
        etiquetas = excluded.etiquetas, creado = excluded.creado,
        actualizado = excluded.actualizado
      """
    let lotesFijos = lotes
    try await sesion.operar { ejecutor throws(ErrorArticulos) in
      // NB: several batches are one transaction, all or nothing as one batch is; a failure
      // drops the connection, which rolls it back.
      if lotesFijos.count > 1 { _ = try ejecutor.ejecutar("BEGIN") }
      for lote in lotesFijos { _ = try ejecutor.ejecutar(sql, [lote]) }
      if lotesFijos.count > 1 { _ = try ejecutor.ejecutar("COMMIT") }
    }
    return articulos
  }

  static func borrar(_ sesion: SesionPostgres, _ id: Articulo.ID) async throws(ErrorArticulos) {
    let sql = "DELETE FROM articulos WHERE id = $1::text RETURNING id"
    let filas = try await sesion.consultar(sql, [id.rawValue]).filas
    guard !filas.isEmpty else { throw .noEncontrado(id) }
  }

  static func borrar(
    _ sesion: SesionPostgres, _ ids: [Articulo.ID]
  ) async throws(ErrorArticulos) -> [Articulo.ID] {
    guard !ids.isEmpty else { return [] }
    let sql = "DELETE FROM articulos WHERE id = ANY($1::text[]) RETURNING id"
    let parametro = ArregloPostgres.literal(ids.map(\.rawValue))
    let filas = try await sesion.consultar(sql, [parametro]).filas
    var borrados = Set(filas.compactMap { $0[0] })
    return ids.filter { borrados.remove($0.rawValue) == nil }
  }

  /// The articles of rows (id, then ``columnas``), and the rows that are not articles.
  static func leer(
    _ filas: [ArraySlice<String?>]
  ) -> (
    articulos: [Articulo], ilegibles: [ArticuloIlegible], cuantas: Int
  ) {
    var articulos: [Articulo] = []
    articulos.reserveCapacity(filas.count)
    var ilegibles: [ArticuloIlegible] = []
    for fila in filas {
      do {
        articulos.append(try articulo(de: fila))
      } catch {
        ilegibles.append(
          ArticuloIlegible(
            id: fila.first.flatMap { $0 }.map { Articulo.ID(rawValue: $0) },
            motivo: "its row is not an article: \(error.motivo)"))
      }
    }
    return (articulos, ilegibles, filas.count)
  }

  /// The article of one row (id, then ``columnas``), every value checked.
  static func articulo(de fila: ArraySlice<String?>) throws(FilaIlegible) -> Articulo {
    let nombres = ["id", "titulo", "cuerpo", "etiquetas", "creado", "actualizado"]
    guard fila.count == nombres.count else {
      throw FilaIlegible(motivo: "it has \(fila.count) columns, not \(nombres.count)")
    }
    let valores = Array(fila)
    if let vacio = valores.firstIndex(where: { $0 == nil }) {
      throw FilaIlegible(motivo: "its \(nombres[vacio]) is NULL")
    }
    let textos = valores.map { $0 ?? "" }
    guard let etiquetas = ArregloPostgres.elementos(textos[3]) else {
      throw FilaIlegible(motivo: "its etiquetas '\(textos[3])' are not a list of tags")
    }
    guard let creado = FechaISO8601.fecha(de: textos[4]) else {
      throw FilaIlegible(motivo: "its creado '\(textos[4])' is not an ISO-8601 date")
    }
    guard let actualizado = FechaISO8601.fecha(de: textos[5]) else {
      throw FilaIlegible(motivo: "its actualizado '\(textos[5])' is not an ISO-8601 date")
    }
    return Articulo(
      id: Articulo.ID(rawValue: textos[0]), titulo: textos[1], cuerpo: textos[2],
      etiquetas: etiquetas, creado: creado, actualizado: actualizado)
  }

  /// Why a row is not an article.
  struct FilaIlegible: Error {
    var motivo: String
  }
}

/// PostgreSQL's text form of a `text[]` value, sent as one bound parameter.
enum ArregloPostgres {
  /// `{"a","b \"c\""}`: every element quoted, `"` and `\` escaped.
  // NB: Not Foundation's replacingOccurrences, which goes through NSString on Linux, and not
  // one scalar at a time either: an element with nothing to escape (every id of a delete of
  // 100,000) is appended whole. Both were most of the time such a delete spent in the tool.
  static func literal(_ elementos: [String]) -> String {
    var literal = "{"
    literal.reserveCapacity(elementos.reduce(2) { $0 + $1.utf8.count + 3 })
    for (indice, elemento) in elementos.enumerated() {
      if indice > 0 { literal.append(",") }
      literal.append("\"")
      if elemento.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) {
        for caracter in elemento.unicodeScalars {
          if caracter == "\\" || caracter == "\"" { literal.unicodeScalars.append("\\") }
          literal.unicodeScalars.append(caracter)
        }
      } else {
        literal.append(elemento)
      }
      literal.append("\"")
    }
    literal.append("}")
    return literal
  }

  /// The elements of `texto`, PostgreSQL's text form of a one-dimensional `text[]`
  /// (`{a,"b c","d \"e\""}`), or `nil` when it is not one or holds a NULL.
  static func elementos(_ texto: String) -> [String]? {
    let bytes = Array(texto.utf8)
    guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}"), bytes.count >= 2
    else { return nil }
    var elementos: [String] = []
    var indice = 1
    let fin = bytes.count - 1
    guard indice < fin else { return [] }
    while true {
      var elemento: [UInt8] = []
      if bytes[indice] == UInt8(ascii: "\"") {
        // Quoted: up to the closing quote, a backslash taking the byte after it as it is.
        indice += 1
        while indice < fin, bytes[indice] != UInt8(ascii: "\"") {
          if bytes[indice] == UInt8(ascii: "\\") { indice += 1 }
          guard indice < fin else { return nil }
          elemento.append(bytes[indice])
          indice += 1
        }
        guard indice < fin else { return nil }
        indice += 1
      } else {
        // Bare: up to the next comma; PostgreSQL quotes anything with a special character.
        while indice < fin, bytes[indice] != UInt8(ascii: ",") {
          switch bytes[indice] {
          case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "\\"):
            return nil
          default: elemento.append(bytes[indice])
          }
          indice += 1
        }
        guard !elemento.isEmpty, !esNulo(elemento) else { return nil }
      }
      elementos.append(String(decoding: elemento, as: UTF8.self))
      if indice == fin { return elementos }
      guard bytes[indice] == UInt8(ascii: ",") else { return nil }
      indice += 1
    }
  }

  /// Whether a bare element is `NULL`, in any case: what PostgreSQL writes for a NULL element.
  private static func esNulo(_ elemento: [UInt8]) -> Bool {
    elemento.count == 4 && elemento.map { $0 & 0xDF } == Array("NULL".utf8)
  }
}
