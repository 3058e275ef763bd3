import ArticulosInterface
import Foundation

/// The ids `delete --from` reads: one per line, of a file or of standard input.
///
/// Blanks around an id are dropped, blank lines are skipped, and every other line must be an id
/// (1 to 200 characters); a bad line is a usage error naming it, before any request.
///
/// ```swift
/// try LecturaDeIds.ids(en: ["a1", "", "  a2\r"], origen: "'ids.txt'")  // ["a1", "a2"]
/// ```
enum LecturaDeIds {
  /// The lines of a file, split where Swift's `Character.isNewline` splits text (`\n`, `\r\n`,
  /// `\r`, and the other line breaks of Unicode), without the breaks.
  ///
  /// ```swift
  /// LecturaDeIds.lineas(de: Array("a1\r\na2\n".utf8))  // ["a1", "a2", ""]
  /// ```
  // NB: Speed: ASCII without a vertical tab or a form feed (any list of ids a program writes)
  // is split on its bytes, to the same lines. Splitting by Characters was half the time
  // `delete --from` took on 100,000 ids.
  static func lineas(de datos: [UInt8]) -> [String] {
    guard datos.allSatisfy({ $0 < 0x80 && $0 != 0x0B && $0 != 0x0C }) else {
      return String(decoding: datos, as: UTF8.self)
        .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }
    var lineas: [String] = []
    var inicio = 0
    var indice = 0
    while indice < datos.count {
      let byte = datos[indice]
      guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
        indice += 1
        continue
      }
      lineas.append(String(decoding: datos[inicio..<indice], as: UTF8.self))
      let crlf =
        byte == UInt8(ascii: "\r") && datos.dropFirst(indice + 1).first == UInt8(ascii: "\n")
      indice += crlf ? 2 : 1
      inicio = indice
    }
    lineas.append(String(decoding: datos[inicio...], as: UTF8.self))
    return lineas
  }

  /// The ids of `lineas`, in order.
  ///
  /// - Parameters:
  ///   - lineas: The lines, without their line feeds.
  ///   - origen: How to name where they come from in an error, such as `'ids.txt'`.
  /// - Throws: ``ErrorDeUso`` naming the first line that is not an id.
  static func ids(
    en lineas: some Sequence<some StringProtocol>, origen: String
  ) throws(ErrorDeUso) -> [Articulo.ID] {
    var ids: [Articulo.ID] = []
    for (indice, linea) in lineas.enumerated() {
      let texto = recortada(linea)
      guard !texto.isEmpty else { continue }
      ids.append(
        try LecturaDeSubcomando.id(
          String(texto), de: "Line \(indice + 1) of \(origen)", subcomando: .borrar))
    }
    return ids
  }

  /// `linea` without the blanks around it.
  // NB: Swift's own characters, not Foundation's trimmingCharacters: on Linux that one goes
  // through NSString, and it was most of the time `delete --from` took on 100,000 ids.
  private static func recortada(_ linea: some StringProtocol) -> Substring {
    let texto = Substring(linea)
    guard let inicio = texto.firstIndex(where: { !$0.isWhitespace }),
      let fin = texto.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return texto[inicio...fin]
  }
}
