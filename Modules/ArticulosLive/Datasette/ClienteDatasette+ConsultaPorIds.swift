import ArticulosInterface
import Foundation

extension ClienteDatasette {
  /// The column a look-up by ids reads besides the id.
  enum ColumnaConsultada: String, Sendable {
    /// Only whether the row exists (bulk delete).
    case id
    /// When the stored row was last saved (checking a batch that was written).
    case actualizado
  }

  /// The most bytes of ids one look-up's address carries, percent-encoded: well below the
  /// 8 KiB that servers and proxies commonly allow a request line. A look-up through the
  /// table, and one through SQL once a server has refused a longer address.
  static let bytesDeIdsPorConsulta = 6_000

  /// The most bytes of ids one look-up through SQL carries while the server takes long
  /// addresses (Datasette's takes 64 KiB): about 700 UUIDs a request, against 130.
  // NB: 10,000 ids on 1,000,000 articles: 0.17 s in groups of 1,000 through SQL, 0.61 s in
  // groups of 130 (0.73 s through the table), one request at a time.
  static let bytesDeIdsPorConsultaLarga = 32_000

  /// The rows a look-up found: each id with the value of the column asked for.
  typealias FilasConsultadas = [(id: Articulo.ID, valor: String)]

  /// How many look-ups of one call are in flight at once: reads run side by side on the server,
  /// while a write is serialized.
  static let consultasSimultaneas = 4

  /// The ids among `ids` that have a row, each with the value of `columna` in it (the id itself
  /// for ``ColumnaConsultada/id``), ``consultasSimultaneas`` requests at a time.
  ///
  /// Through the SQL query API (`select id, <columna> from <table> where id in (select value
  /// from json_each(:ids))`), in groups of up to ``bytesDeIdsPorConsultaLarga`` and no more
  /// ids than the server returns rows. A server that refuses so long an address (414 or 431)
  /// is asked again in groups of ``bytesDeIdsPorConsulta``, and so is every later look-up; one
  /// that runs no SQL for this client, or cuts a group's rows short at a `max_returned_rows`
  /// below Datasette's default, is asked through the table instead
  /// (`GET <table>.json?_col=<columna>&id__in=[...]`), groups of ``bytesDeIdsPorConsulta``.
  ///
  /// ```swift
  /// try await datasette.consultarPorIds(["a1", "nadie"], columna: .actualizado)
  /// // ["a1": "2024-03-01T10:00:00Z"]
  /// ```
  func consultarPorIds(
    _ ids: [Articulo.ID], columna: ColumnaConsultada
  ) async throws(ErrorArticulos) -> [Articulo.ID: String] {
    guard !ids.isEmpty else { return [:] }
    if consultasSQL.disponible, let encontradas = try await consultarPorSQL(ids, columna: columna) {
      return encontradas
    }
    return try await porGrupos(Self.grupos(ids, bytes: Self.bytesDeIdsPorConsulta)) {
      grupo throws(ErrorArticulos) in try await consultarEnLaTabla(grupo, columna: columna)
    }
  }

  /// The look-up through the SQL query API; `nil` when the server runs no SQL for this client,
  /// or returns fewer rows a request than a group may find (a `max_returned_rows` below
  /// Datasette's default): the table's pages, which say when more follow, serve then.
  private func consultarPorSQL(
    _ ids: [Articulo.ID], columna: ColumnaConsultada
  ) async throws(ErrorArticulos) -> [Articulo.ID: String]? {
    let filas = limiteDePagina.conocido ?? Self.tamanoMaximo
    let largas = direccionesLargas.disponible
    let grupos = Self.grupos(
      ids, bytes: largas ? Self.bytesDeIdsPorConsultaLarga : Self.bytesDeIdsPorConsulta,
      maximo: filas)
    do {
      return try await porGrupos(grupos) { grupo throws(ErrorArticulos) in
        // NB: `noDisponible` carries "not through SQL" out of the group's tasks, which speak
        // only ErrorArticulos; nothing else a look-up does throws it.
        guard
          let encontradas = try await consultarPorSQL(grupo: grupo, columna: columna, filas: filas)
        else { throw .noDisponible("the server runs no SQL for this client") }
        return encontradas
      }
    } catch .noDisponible {
      return nil
    } catch .peticionRechazada(let estado, _) where largas && [414, 431].contains(estado) {
      direccionesLargas.negar(
        "HTTP \(estado) to a look-up of \(Self.bytesDeIdsPorConsultaLarga) bytes of ids")
      return try await consultarPorSQL(ids, columna: columna)
    }
  }

  /// The rows of one group through SQL, at most `filas`; `nil` when the server runs no SQL for
  /// this client or cut the rows at its `max_returned_rows`. A row without the column asked
  /// for is an invalid answer.
  private func consultarPorSQL(
    grupo: [Articulo.ID], columna: ColumnaConsultada, filas: Int
  ) async throws(ErrorArticulos) -> FilasConsultadas? {
    try comprobarCancelacion()
    let columnas = columna == .id ? "id" : "id, " + columna.rawValue
    guard
      let json = try await consultar(
        DatasetteIdLeido.self,
        "select \(columnas) from \(ConsultaDeBusqueda.identificador(configuracion.tabla))"
          + " where id in (select value from json_each(:ids))",
        [("ids", Self.json(grupo.map(\.rawValue)))])
    else { return nil }
    guard !json.truncated else { return nil }
    try json.comprobar(filas: filas, de: "a look-up of \(grupo.count) ids")
    return try json.rows.map { fila throws(ErrorArticulos) in try fila.valor(columna) }
  }

  /// The rows of one group through the table, following `next` when the server's pages are
  /// smaller than the group. A row without the column asked for is an invalid answer.
  private func consultarEnLaTabla(
    _ grupo: [Articulo.ID], columna: ColumnaConsultada
  ) async throws(ErrorArticulos) -> FilasConsultadas {
    try comprobarCancelacion()
    var filas: FilasConsultadas = []
    var parametros = [
      ("_col", columna.rawValue), ("id__in", Self.json(grupo.map(\.rawValue))),
      ("_size", "max"), ("_shape", "objects"),
    ]
    while true {
      let respuesta = try await enviar(peticion(.get, try urls.listado(parametros)), .lectura)
      let pagina = try decodificar(DatasetteIdsJSON.self, de: respuesta)
      for fila in pagina.rows { filas.append(try fila.valor(columna)) }
      guard let siguiente = pagina.next else { return filas }
      parametros = parametros.filter { $0.0 != "_next" } + [("_next", siguiente)]
    }
  }

  /// The rows `consulta` finds for each of `grupos`, ``consultasSimultaneas`` at a time; the
  /// first error cancels the rest and is thrown.
  private func porGrupos(
    _ grupos: [[Articulo.ID]],
    _ consulta: @escaping @Sendable ([Articulo.ID]) async throws(ErrorArticulos) -> FilasConsultadas
  ) async throws(ErrorArticulos) -> [Articulo.ID: String] {
    let resultado = await withTaskGroup(
      of: Result<FilasConsultadas, ErrorArticulos>.self,
      returning: Result<[Articulo.ID: String], ErrorArticulos>.self
    ) { grupo in
      var pendientes = grupos.makeIterator()
      var enVuelo = 0
      var encontradas: [Articulo.ID: String] = [:]
      while true {
        while enVuelo < Self.consultasSimultaneas, let ids = pendientes.next() {
          grupo.addTask {
            do throws(ErrorArticulos) {
              return .success(try await consulta(ids))
            } catch {
              return .failure(error)
            }
          }
          enVuelo += 1
        }
        guard let terminada = await grupo.next() else { return .success(encontradas) }
        enVuelo -= 1
        switch terminada {
        case .success(let filas):
          for (id, valor) in filas { encontradas[id] = valor }
        case .failure(let error):
          grupo.cancelAll()
          return .failure(error)
        }
      }
    }
    return try resultado.get()
  }

  /// `ids` cut so that each group's JSON array, percent-encoded, stays within `bytes` (a
  /// single longer id goes alone) and holds at most `maximo` ids.
  static func grupos(
    _ ids: [Articulo.ID], bytes limite: Int = bytesDeIdsPorConsulta, maximo: Int = .max
  ) -> [[Articulo.ID]] {
    var grupos: [[Articulo.ID]] = []
    var actual: [Articulo.ID] = []
    var bytes = 6  // `%5B` and `%5D`
    for id in ids {
      let longitud = longitudCodificada(id)
      if !actual.isEmpty, bytes + longitud > limite || actual.count >= maximo {
        grupos.append(actual)
        actual = []
        bytes = 6
      }
      actual.append(id)
      bytes += longitud
    }
    if !actual.isEmpty { grupos.append(actual) }
    return grupos
  }

  /// How long `id` is in the look-up's address, at most: its quotes (`%22`) and comma (`%2C`),
  /// each unreserved character as is, a character JSON escapes (`"`, `\`, controls) as
  /// its escape encoded, and any other byte encoded (`%XX`).
  private static func longitudCodificada(_ id: Articulo.ID) -> Int {
    id.rawValue.utf8.reduce(9) { total, byte in
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        total + 1
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): total + 6
      case 0..<0x20: total + 18
      default: total + 3
      }
    }
  }

  /// `valor` as JSON text, slashes as written (as ``DatasetteFila`` writes rows).
  static func json(_ valor: some Encodable) -> String {
    let codificador = JSONEncoder()
    codificador.outputFormatting = .withoutEscapingSlashes
    // NB: Encoding strings, arrays and dictionaries of strings cannot fail.
    return String(decoding: (try? codificador.encode(valor)) ?? Data(), as: UTF8.self)
  }
}

/// The answer to a look-up by ids through the table:
/// `{"rows": [{"id": ..., "actualizado": ...}], "next": ...}`.
private struct DatasetteIdsJSON: Decodable {
  var rows: [DatasetteIdLeido]
  var next: String?
}

/// One row of a look-up by ids: its id, and its `actualizado` when asked for.
private struct DatasetteIdLeido: Decodable, Sendable {
  var id: String
  var actualizado: String?

  /// The id and the value of `columna` (the id itself for
  /// ``ClienteDatasette/ColumnaConsultada/id``).
  ///
  /// - Throws: ``ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)`` when the row lacks
  ///   the column asked for.
  func valor(
    _ columna: ClienteDatasette.ColumnaConsultada
  ) throws(ErrorArticulos) -> (id: Articulo.ID, valor: String) {
    switch columna {
    case .id: return (Articulo.ID(rawValue: id), id)
    case .actualizado:
      guard let actualizado else {
        throw .respuestaInvalida("the row '\(id)' came back without 'actualizado'")
      }
      return (Articulo.ID(rawValue: id), actualizado)
    }
  }
}
