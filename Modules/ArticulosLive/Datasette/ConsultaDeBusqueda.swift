import ArticulosInterface

/// The SQL a ranked or filtered search sends to Datasette's query API, with its named
/// parameters: no text the user typed is ever part of the SQL itself.
///
/// With words, the rows of the full-text index that match them, ranked by FTS5's `bm25()` with
/// the title weighing 10, the body 1 and the tags 4 (the index's columns are `titulo, cuerpo,
/// etiquetas`), ties by id, and a `snippet()` for each row of the page; without words, the
/// articles by id. Tags keep the articles that have, for each tag, one of the spellings found
/// for it.
///
/// ```swift
/// let consulta = ConsultaDeBusqueda(
///   tabla: "articulos", palabras: ["cafe"], variantes: [["Café", "café"]], tamano: 20, pagina: 2)
/// consulta.sql         // "with coincidencias as (select rowid, bm25(...) ... order by p.puntos, p.id"
/// consulta.parametros  // [("q", "\"cafe\""), ("e0_0", "Café"), ..., ("limite", "20"), ...]
/// ```
struct ConsultaDeBusqueda: Sendable {
  /// The marks `snippet()` puts around a matched word: two control characters no article text
  /// is expected to hold.
  static let inicioDeCoincidencia: Character = "\u{2}"
  static let finDeCoincidencia: Character = "\u{3}"
  /// How many words an excerpt shows at most: the contract's.
  static let palabrasPorExtracto = ParametrosDelContrato.actuales.palabrasPorExtracto
  /// The weights of `bm25()`, in the order of the index's columns (title, body, tags): the
  /// contract's.
  static let pesos = [
    ParametrosDelContrato.actuales.pesos.titulo, ParametrosDelContrato.actuales.pesos.cuerpo,
    ParametrosDelContrato.actuales.pesos.etiquetas,
  ].map { String($0) }.joined(separator: ", ")

  let sql: String
  let parametros: [(nombre: String, valor: String)]

  /// - Parameters:
  ///   - tabla: The articles table; its full-text index is `<tabla>_fts`.
  ///   - palabras: The folded words every result must contain; none for a listing.
  ///   - variantes: For each tag, its spellings in the table; every tag must be present.
  ///   - palabrasDeEtiquetas: For each tag, in the same order, its folded words: without words
  ///     to search, the full-text index finds the articles whose tags hold them, and only
  ///     those are checked against the spellings.
  ///   - tamano: Articles per page.
  ///   - pagina: The page, from 1.
  init(
    tabla: String, palabras: [String], variantes: [[String]],
    palabrasDeEtiquetas: [[String]] = [], tamano: Int, pagina: Int
  ) {
    let articulos = Self.identificador(tabla)
    let indice = Self.identificador(tabla + "_fts")
    var (filtros, parametros) = Self.filtrosExactos(variantes)
    let donde = filtros.isEmpty ? "" : " where " + filtros.joined(separator: " and ")
    let sql: String
    if palabras.isEmpty {
      // NB: Without the index, every page read every article's tags as JSON to count and to
      // skip: 0.8 to 1.3 s a page on 1,000,000 articles, past Datasette's default time limit
      // of 1 s. Through the index, and with the matches gathered once per query, 0.14 to
      // 0.21 s (62,294 matches of one tag).
      let porIndice = Self.filtrosPorIndice(palabrasDeEtiquetas, indice: indice)
      parametros += porIndice.parametros
      let condiciones = filtros + porIndice.condiciones
      let dondeFiltradas =
        condiciones.isEmpty ? "" : " where " + condiciones.joined(separator: " and ")
      sql =
        "with filtradas as (select a.rowid as fila, a.id from \(articulos) a\(dondeFiltradas)),"
        + " pagina as (select fila, id from filtradas order by id limit :limite offset :desde)"
        + " select a.*, (select count(*) from filtradas) as total from pagina p"
        + " join \(articulos) a on a.rowid = p.fila order by p.id"
    } else {
      // NB: bm25() and snippet() only work in a query of the index itself, not beside a
      // window function or a join, hence the common table expressions. Only the page's rows
      // meet the articles table: the scores of the page (which do not depend on how ties are
      // broken) bound the rows that need their id for the tie-break, and the rows scoring
      // better than the page are only counted. Joining every match for its id, and counting
      // beside it, cost twice as much on a common word (27 ms against 14 ms, 9,000 matches in
      // 20,000 articles); snippet() for every match, another 10-20 ms.
      let candidatas =
        filtros.isEmpty
        ? "candidatas as (select rowid, puntos from coincidencias),"
        : "candidatas as (select c.rowid, c.puntos from coincidencias c"
          + " join \(articulos) a on a.rowid = c.rowid\(donde)),"
      sql =
        "with coincidencias as (select rowid, bm25(\(indice), \(Self.pesos)) as puntos"
        + " from \(indice) where \(indice) match :q), "
        + candidatas
        + " limites as (select min(puntos) as mejor, max(puntos) as peor from (select puntos"
        + " from candidatas order by puntos limit :limite offset :desde)),"
        + " pagina as (select a.rowid as fila, c.puntos, a.id from candidatas c"
        + " join limites l on c.puntos between l.mejor and l.peor"
        + " join \(articulos) a on a.rowid = c.rowid order by c.puntos, a.id limit :limite"
        + " offset :desde - (select count(*) from candidatas, limites where puntos < mejor)),"
        + " extractos as (select rowid,"
        + " snippet(\(indice), -1, char(2), char(3), '…', \(Self.palabrasPorExtracto))"
        + " as extracto,"
        + " snippet(\(indice), 2, char(2), char(3), '…', \(Self.palabrasPorExtracto))"
        + " as extracto_etiquetas from \(indice)"
        + " where \(indice) match :q and rowid in (select fila from pagina))"
        + " select a.*, e.extracto, e.extracto_etiquetas,"
        + " (select count(*) from candidatas) as total from pagina p"
        + " join \(articulos) a on a.rowid = p.fila left join extractos e on e.rowid = p.fila"
        + " order by p.puntos, p.id"
      parametros.append(("q", Self.frases(palabras)))
    }
    parametros.append(("limite", String(tamano)))
    parametros.append(("desde", String((pagina - 1) * tamano)))
    self.sql = sql
    self.parametros = parametros
  }

  /// The SQL of one page of the walk of some tags through the full-text index: the articles
  /// that have, for each tag, one of its spellings (`variantes`), in id order, after the id
  /// `despues` (from the first when `nil`), at most `tamano`. Only the first page is counted
  /// (a `total` column, and the table's largest rowid as `ultima_fila`, for
  /// ``recorrerPorId(coincidencias:ultimaFila:tamano:)``), so a walk neither counts its
  /// matches again nor skips the pages before each one.
  ///
  /// ```swift
  /// let consulta = ConsultaDeBusqueda.listado(
  ///   tabla: "articulos", variantes: [["Café", "café"]], palabrasDeEtiquetas: [["cafe"]],
  ///   despues: "a0999", tamano: 1_000)
  /// consulta.sql  // "with filtradas as (...), pagina as (... where id > :despues ...) ..."
  /// ```
  // NB: The matches are gathered through the full-text index on every page: 0.12 s a page
  // of 1,000 when 62,294 of 1,000,000 articles match, whatever the page. Hence the other
  // form, ``listadoPorId(tabla:variantes:despues:tamano:)``, for common tags.
  static func listado(
    tabla: String, variantes: [[String]], palabrasDeEtiquetas: [[String]], despues: String?,
    tamano: Int
  ) -> ConsultaDeBusqueda {
    let articulos = identificador(tabla)
    let indice = identificador(tabla + "_fts")
    var (condiciones, parametros) = filtrosExactos(variantes)
    let porIndice = filtrosPorIndice(palabrasDeEtiquetas, indice: indice)
    condiciones += porIndice.condiciones
    parametros += porIndice.parametros
    let donde = condiciones.isEmpty ? "" : " where " + condiciones.joined(separator: " and ")
    var despuesDe = ""
    if let despues {
      despuesDe = " where id > :despues"
      parametros.append(("despues", despues))
    }
    parametros.append(("limite", String(tamano)))
    let total =
      despues == nil
      ? ", (select count(*) from filtradas) as total,"
        + " (select max(rowid) from \(articulos)) as ultima_fila" : ""
    return ConsultaDeBusqueda(
      sql: "with filtradas as (select a.rowid as fila, a.id from \(articulos) a\(donde)),"
        + " pagina as (select fila, id from filtradas\(despuesDe) order by id limit :limite)"
        + " select a.*\(total) from pagina p join \(articulos) a on a.rowid = p.fila"
        + " order by p.id",
      parametros: parametros)
  }

  /// The SQL of one later page of the walk of some tags through the table's id index: the
  /// articles after the id `despues`, in id order, each read until `tamano` have, for each
  /// tag, one of its spellings. The same rows as ``listado(tabla:variantes:palabrasDeEtiquetas:despues:tamano:)``
  /// gives, at a cost that grows with the articles read, not with the matches.
  ///
  /// ```swift
  /// let consulta = ConsultaDeBusqueda.listadoPorId(
  ///   tabla: "articulos", variantes: [["Café", "café"]], despues: "a0999", tamano: 1_000)
  /// consulta.sql  // "select a.* from \"articulos\" a where a.id > :despues and exists (...) ..."
  /// ```
  static func listadoPorId(
    tabla: String, variantes: [[String]], despues: String, tamano: Int
  ) -> ConsultaDeBusqueda {
    var (condiciones, parametros) = filtrosExactos(variantes)
    parametros += [("despues", despues), ("limite", String(tamano))]
    return ConsultaDeBusqueda(
      sql: "select a.* from \(identificador(tabla)) a where a.id > :despues"
        + condiciones.map { " and " + $0 }.joined() + " order by a.id limit :limite",
      parametros: parametros)
  }

  /// Whether the later pages of a walk whose first page counted `coincidencias` matches, in a
  /// table whose largest rowid is `ultimaFila`, should go through the id index
  /// (``listadoPorId(tabla:variantes:despues:tamano:)``): when a page of `tamano` is expected
  /// to read fewer articles that way (`tamano × ultimaFila / coincidencias`, matches spread
  /// evenly) than the full-text form gathers matches on every page, and at most
  /// ``articulosLeidosPorPagina``, well inside the server's time limit.
  ///
  /// ```swift
  /// ConsultaDeBusqueda.recorrerPorId(coincidencias: 62_294, ultimaFila: 1_000_000, tamano: 1_000)
  /// // true: about 16,000 articles read a page, against 62,294 matches gathered
  /// ConsultaDeBusqueda.recorrerPorId(coincidencias: 1_187, ultimaFila: 20_000, tamano: 1_000)
  /// // false
  /// ```
  // NB: Measured on 1,000,000 articles (SQLite alone, 1,000 a page, 62,294 matches): the
  // id index walks them in 2.9 s, the full-text index in 7.9 s; for a tag of a few articles
  // a page through the id index reads the whole table, past Datasette's default limit of 1 s.
  static func recorrerPorId(coincidencias: Int, ultimaFila: Int, tamano: Int) -> Bool {
    guard coincidencias > 0, ultimaFila > 0, tamano > 0 else { return false }
    let leidos = Double(tamano) * Double(ultimaFila) / Double(coincidencias)
    return leidos <= Double(coincidencias) && leidos <= Double(articulosLeidosPorPagina)
  }

  /// The most articles a page through the id index is expected to read: about 0.3 s of
  /// SQLite's time on this project's machines, a third of Datasette's default limit.
  static let articulosLeidosPorPagina = 100_000

  private init(sql: String, parametros: [(nombre: String, valor: String)]) {
    self.sql = sql
    self.parametros = parametros
  }

  /// For each tag, the condition that an article (`a`) has one of its spellings, with the
  /// parameters that hold them (`:e0_0`, `:e0_1`, ...).
  private static func filtrosExactos(
    _ variantes: [[String]]
  ) -> (condiciones: [String], parametros: [(nombre: String, valor: String)]) {
    var condiciones: [String] = []
    var parametros: [(nombre: String, valor: String)] = []
    for (numero, grafias) in variantes.enumerated() {
      let nombres = grafias.indices.map { ":e\(numero)_\($0)" }
      for (nombre, grafia) in zip(nombres, grafias) {
        parametros.append((String(nombre.dropFirst()), grafia))
      }
      condiciones.append(
        "exists (select 1 from json_each(a.etiquetas) where value in (\(nombres.joined(separator: ", "))))"
      )
    }
    return (condiciones, parametros)
  }

  /// For each tag with words, the condition that the full-text index finds them in an
  /// article's tags: it narrows the articles to read before ``filtrosExactos(_:)`` checks
  /// them.
  private static func filtrosPorIndice(
    _ palabrasDeEtiquetas: [[String]], indice: String
  ) -> (condiciones: [String], parametros: [(nombre: String, valor: String)]) {
    var condiciones: [String] = []
    var parametros: [(nombre: String, valor: String)] = []
    for (numero, palabrasDeEtiqueta) in palabrasDeEtiquetas.enumerated()
    where !palabrasDeEtiqueta.isEmpty {
      condiciones.append(
        "a.rowid in (select rowid from \(indice) where \(indice) match :m\(numero))")
      parametros.append(("m\(numero)", "etiquetas : (" + frases(palabrasDeEtiqueta) + ")"))
    }
    return (condiciones, parametros)
  }

  /// The SQL that lists the spellings of the tags in the articles whose tags contain every
  /// word of `palabras`; the caller keeps those that fold to the tag it looks for.
  static func grafiasDeEtiqueta(
    tabla: String, palabras: [String]
  ) -> (sql: String, parametros: [(nombre: String, valor: String)]) {
    let articulos = identificador(tabla)
    let indice = identificador(tabla + "_fts")
    guard !palabras.isEmpty else {
      return (
        "select distinct j.value as etiqueta from \(articulos) a, json_each(a.etiquetas) j", []
      )
    }
    return (
      "select distinct j.value as etiqueta from \(articulos) a, json_each(a.etiquetas) j"
        + " where a.rowid in (select rowid from \(indice) where \(indice) match :m)",
      [("m", "etiquetas : (" + frases(palabras) + ")")]
    )
  }

  /// Each word as an FTS5 phrase in double quotes, so no word is read as FTS5 syntax.
  private static func frases(_ palabras: [String]) -> String {
    palabras.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
      .joined(separator: " ")
  }

  /// `nombre` as an SQL identifier, quoted.
  static func identificador(_ nombre: String) -> String {
    "\"" + nombre.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
