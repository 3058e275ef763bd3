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
  /// 8 KiB that servers and proxies commonly allow a request line.
  static let bytesDeIdsPorConsulta = 6_000

  /// How many look-ups of one call are in flight at once: reads run side by side on the server,
  /// while a write is serialized.
  static let consultasSimultaneas = 4

  /// The ids among `ids` that have a row, each with the value of `columna` in it (the id itself
  /// for ``ColumnaConsultada/id``): `GET <table>.json?_col=<columna>&id__in=[...]`, in as few
  /// requests as the length of an address allows, ``consultasSimultaneas`` at a time.
  ///
  /// ```swift
  /// try await datasette.consultarPorIds(["a1", "nadie"], columna: .actualizado)
  /// // ["a1": "2024-03-01T10:00:00Z"]
  /// ```
  func consultarPorIds(
    _ ids: [Articulo.ID], columna: ColumnaConsultada
  ) async throws(ErrorArticulos) -> [Articulo.ID: String] {
    let resultado = await withTaskGroup(
      of: Result<[(Articulo.ID, String)], ErrorArticulos>.self,
      returning: Result<[Articulo.ID: String], ErrorArticulos>.self
    ) { grupo in
      var grupos = Self.grupos(ids).makeIterator()
      var enVuelo = 0
      var encontradas: [Articulo.ID: String] = [:]
      while true {
        while enVuelo < Self.consultasSimultaneas, let ids = grupos.next() {
          grupo.addTask {
            do throws(ErrorArticulos) {
              return .success(try await consultarPorIds(grupo: ids, columna: columna))
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

  /// The rows of one group, following `next` when the server's pages are smaller than the
  /// group. A row without the column asked for is an invalid answer.
  private func consultarPorIds(
    grupo: [Articulo.ID], columna: ColumnaConsultada
  ) async throws(ErrorArticulos) -> [(Articulo.ID, String)] {
    try comprobarCancelacion()
    var filas: [(Articulo.ID, String)] = []
    var parametros = [
      ("_col", columna.rawValue), ("id__in", Self.json(grupo.map(\.rawValue))),
      ("_size", "max"), ("_shape", "objects"),
    ]
    while true {
      let respuesta = try await enviar(peticion(.get, try urls.listado(parametros)), .lectura)
      let pagina = try decodificar(DatasetteIdsJSON.self, de: respuesta)
      for fila in pagina.rows {
        let valor: String
        switch columna {
        case .id: valor = fila.id
        case .actualizado:
          guard let actualizado = fila.actualizado else {
            throw .respuestaInvalida("the row '\(fila.id)' came back without 'actualizado'")
          }
          valor = actualizado
        }
        filas.append((Articulo.ID(rawValue: fila.id), valor))
      }
      guard let siguiente = pagina.next else { return filas }
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
  static func json(_ valor: some Encodable) -> String {
    let codificador = JSONEncoder()
    codificador.outputFormatting = .withoutEscapingSlashes
    // NB: Encoding strings, arrays and dictionaries of strings cannot fail.
    return String(decoding: (try? codificador.encode(valor)) ?? Data(), as: UTF8.self)
  }
}

/// The answer to a look-up by ids: `{"rows": [{"id": ..., "actualizado": ...}], "next": ...}`.
private struct DatasetteIdsJSON: Decodable {
  struct Fila: Decodable {
    var id: String
    var actualizado: String?
  }
  var rows: [Fila]
  var next: String?
}
