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
