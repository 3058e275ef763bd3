import ArticulosInterface
import Foundation

extension ClienteDatasette {
  /// The write query a server declares for bulk deletes of `tabla`, such as
  /// `borrar_articulos`: `delete from <tabla> where id in (select value from json_each(:ids))`.
  ///
  /// Datasette's row API deletes one row per request; a canned write query is its way to run
  /// one statement, in one transaction, over many. `Scripts/datasette/config.sh` declares it.
  static func consultaDeBorrado(tabla: String) -> String { "borrar_" + tabla }

  /// The most bytes of ids one look-up's address carries, percent-encoded: well below the
  /// 8 KiB that servers and proxies commonly allow a request line.
  static let bytesDeIdsPorConsulta = 6_000

  /// How many look-ups of one bulk delete are in flight at once: reads run side by side on the
  /// server, while the delete itself is one write.
  static let consultasSimultaneas = 4

  /// Deletes the rows of `ids` in one request, one transaction, and returns the ids that had
  /// no row, in the order given.
  ///
  /// Datasette's write query answers only how many rows it deleted, so the ids that have a row
  /// are read first (`id__in`, a few hundred ids a request) and only those are sent to the
  /// query. A row created with one of the other ids between the two requests is left alone,
  /// and one deleted meanwhile by someone else counts as deleted: either way the report says
  /// what the server holds afterwards.
  ///
  /// A server that declares no such query (404), or does not let this token run it (403),
  /// deletes nothing and is remembered: this call and every later one throw
  /// ``ArticulosInterface/ErrorArticulos/noDisponible(_:)`` with why, and the caller deletes
  /// row by row.
  ///
  /// ```swift
  /// let sinFila = try await datasette.borrar(["a1", "a2", "nadie"])  // ["nadie"]
  /// ```
  func borrar(_ ids: [Articulo.ID]) async throws(ErrorArticulos) -> [Articulo.ID] {
    if let motivo = borradoPorLotes.motivo { throw .noDisponible(motivo) }
    guard !ids.isEmpty else { return [] }
    let existentes = try await conFila(ids)
    guard !existentes.isEmpty else { return ids }
    try comprobarCancelacion()
    defer { cursores.olvidar(tabla: urls.tabla) }
    let consulta = Self.consultaDeBorrado(tabla: configuracion.tabla)
    let cuerpo = Data(
      Self.json(["ids": Self.json(ids.filter(existentes.contains).map(\.rawValue))]).utf8)
    let respuesta: HTTPResponse
    do {
      respuesta = try await enviar(
        peticion(.post, try urls.consultaDeEscritura(consulta), cuerpo: cuerpo), .borradoPorLotes,
        aceptando: 404)
    } catch ErrorArticulos.sinPermiso {
      throw sinBorradoPorLotes("this token may not run its bulk delete query '\(consulta)'")
    }
    guard respuesta.status.code != 404 else {
      throw sinBorradoPorLotes("the database declares no bulk delete query '\(consulta)'")
    }
    // NB: "0 rows affected" for ids that had a row proves the delete did not happen as asked:
    // the caller looks them up instead of believing it.
    let enviados = Set(ids).intersection(existentes).count
    let afectadas = try confirmarEscritura(respuesta).filasAfectadas
    guard afectadas == enviados else {
      throw .respuestaInvalida(
        "the bulk delete of \(enviados) articles answered "
          + (afectadas.map { "\($0) rows affected" } ?? "no count of rows affected")
          + "; what it deleted is unknown")
    }
    return ids.filter { !existentes.contains($0) }
  }

  /// Which of `ids` have a row: `GET <table>.json?_col=id&id__in=[...]`, in as few requests as
  /// the length of an address allows, ``consultasSimultaneas`` at a time.
  private func conFila(_ ids: [Articulo.ID]) async throws(ErrorArticulos) -> Set<Articulo.ID> {
    let resultado = await withTaskGroup(
      of: Result<[Articulo.ID], ErrorArticulos>.self,
      returning: Result<Set<Articulo.ID>, ErrorArticulos>.self
    ) { grupo in
      var grupos = Self.grupos(ids).makeIterator()
      var enVuelo = 0
      var existentes = Set<Articulo.ID>()
      while true {
        while enVuelo < Self.consultasSimultaneas, let ids = grupos.next() {
          grupo.addTask {
            do throws(ErrorArticulos) {
              return .success(try await conFila(en: ids))
            } catch {
              return .failure(error)
            }
          }
          enVuelo += 1
        }
        guard let terminado = await grupo.next() else { return .success(existentes) }
        enVuelo -= 1
        switch terminado {
        case .success(let ids): existentes.formUnion(ids)
        case .failure(let error):
          grupo.cancelAll()
          return .failure(error)
        }
      }
    }
    return try resultado.get()
  }

  /// The ids of one group that have a row, following `next` when the server's pages are
  /// smaller than the group.
  private func conFila(en grupo: [Articulo.ID]) async throws(ErrorArticulos) -> [Articulo.ID] {
    try comprobarCancelacion()
    var existentes: [Articulo.ID] = []
    var parametros = [
      ("_col", "id"), ("id__in", Self.json(grupo.map(\.rawValue))), ("_size", "max"),
      ("_shape", "objects"),
    ]
    while true {
      let respuesta = try await enviar(peticion(.get, try urls.listado(parametros)), .lectura)
      let pagina = try decodificar(DatasetteIdsJSON.self, de: respuesta)
      existentes += pagina.rows.map { Articulo.ID(rawValue: $0.id) }
      guard let siguiente = pagina.next else { return existentes }
      parametros = parametros.filter { $0.0 != "_next" } + [("_next", siguiente)]
    }
  }

  /// `ids` cut so that each group's JSON array, percent-encoded, stays within
  /// ``bytesDeIdsPorConsulta`` (a single longer id goes alone).
  static func grupos(_ ids: [Articulo.ID]) -> [[Articulo.ID]] {
    var grupos: [[Articulo.ID]] = []
    var actual: [Articulo.ID] = []
    var bytes = 6  // `%5B` and `%5D`
    for id in ids {
      let longitud = longitudCodificada(id)
      if !actual.isEmpty, bytes + longitud > bytesDeIdsPorConsulta {
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
  private static func json(_ valor: some Encodable) -> String {
    let codificador = JSONEncoder()
    codificador.outputFormatting = .withoutEscapingSlashes
    // NB: Encoding strings, arrays and dictionaries of strings cannot fail.
    return String(decoding: (try? codificador.encode(valor)) ?? Data(), as: UTF8.self)
  }

  /// Records that this server has no bulk delete for this client and returns the error to
  /// throw; says why the first time.
  private func sinBorradoPorLotes(_ motivo: String) -> ErrorArticulos {
    _ = borradoPorLotes.negar(motivo)
    return .noDisponible(borradoPorLotes.motivo ?? motivo)
  }
}

/// The answer to a look-up of ids: `{"rows": [{"id": ...}], "next": ...}`.
private struct DatasetteIdsJSON: Decodable {
  struct Fila: Decodable { var id: String }
  var rows: [Fila]
  var next: String?
}
