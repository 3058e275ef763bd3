import Foundation

/// Splits rows into write requests Datasette accepts: at most 100 rows and about 1.5 MiB each.
///
/// Datasette refuses more than 100 rows in one request (`max_insert_rows`, a 400) and bodies
/// over 2 MiB (`max_post_body_bytes`, a 413); a hundred long articles pass the first limit and
/// break the second. Rows keep their order; a batch is closed as soon as the next row would
/// pass either limit. A single row larger than the byte limit still goes, alone: the server is
/// the judge of it (`Articulo.longitudMaximaCuerpo`, 1 MiB, keeps real articles
/// well below).
///
/// ```swift
/// let lotes = LotesDeEscritura.dividir(filasJSON)
/// for lote in lotes { let cuerpo = LotesDeEscritura.cuerpo(lote); ... }
/// ```
enum LotesDeEscritura {
  /// The most rows one request may carry.
  static let maximoFilas = 100
  /// The most bytes one request body may have: 1.5 MiB, leaving room below the server's 2 MiB.
  static let maximoBytes = 1_572_864

  /// The rows, each already JSON, grouped into batches within both limits.
  ///
  /// ```swift
  /// LotesDeEscritura.dividir(Array(repeating: Data("{}".utf8), count: 250)).map(\.count)
  /// // [100, 100, 50]
  /// ```
  static func dividir(
    _ filas: [Data], maximoFilas: Int = maximoFilas, maximoBytes: Int = maximoBytes
  ) -> [[Data]] {
    var lotes: [[Data]] = []
    var actual: [Data] = []
    var bytes = envoltorio
    for fila in filas {
      let conComa = fila.count + (actual.isEmpty ? 0 : 1)
      if !actual.isEmpty, actual.count == maximoFilas || bytes + conComa > maximoBytes {
        lotes.append(actual)
        actual = []
        bytes = envoltorio
      }
      bytes += fila.count + (actual.isEmpty ? 0 : 1)
      actual.append(fila)
    }
    if !actual.isEmpty { lotes.append(actual) }
    return lotes
  }

  /// The body of an upsert of `filas`: `{"rows":[...],"return":true}` when the stored rows
  /// should come back, `"return":false` otherwise.
  ///
  /// Asking for the rows makes Datasette 1.0a41 insert them one by one (about half the speed
  /// of a plain batch), so batches of several articles do not ask: every column is sent, so
  /// what is stored is what was sent.
  ///
  /// ```swift
  /// String(decoding: LotesDeEscritura.cuerpo([Data(#"{"id":"a"}"#.utf8)]), as: UTF8.self)
  /// // {"rows":[{"id":"a"}],"return":true}
  /// ```
  static func cuerpo(_ filas: [Data], devolviendo devolver: Bool = true) -> Data {
    var cuerpo = Data(prefijo.utf8)
    cuerpo.reserveCapacity(filas.reduce(envoltorio) { $0 + $1.count + 1 })
    for (indice, fila) in filas.enumerated() {
      if indice > 0 { cuerpo.append(UInt8(ascii: ",")) }
      cuerpo.append(fila)
    }
    cuerpo.append(contentsOf: Data((devolver ? sufijo : sufijoSinDevolver).utf8))
    return cuerpo
  }

  private static let prefijo = #"{"rows":["#
  private static let sufijo = #"],"return":true}"#
  private static let sufijoSinDevolver = #"],"return":false}"#
  // NB: sized with the longer ending, so a batch fits whichever is sent.
  private static let envoltorio = prefijo.utf8.count + sufijoSinDevolver.utf8.count
}
