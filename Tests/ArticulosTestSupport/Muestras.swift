import ArticulosInterface
import Foundation

/// Test data: articles with predictable ids, titles and dates, shared by every feature's tests.
///
/// ```swift
/// let cliente = ClienteArticulos.enMemoria(Muestras.articulos(3))  // a0001, a0002, a0003
/// ```
public enum Muestras {
  /// A fixed date for every test that needs "now".
  public static let fecha = Date(timeIntervalSince1970: 1_700_000_000)
  /// Another fixed date, later than ``fecha``.
  public static let fechaPosterior = Date(timeIntervalSince1970: 1_800_000_000)

  /// Article number `numero`: id `a0001`, title `Artículo 1`, one tag.
  public static func articulo(_ numero: Int) -> Articulo {
    Articulo(
      id: Articulo.ID(rawValue: String(format: "a%04d", numero)),
      titulo: "Artículo \(numero)",
      cuerpo: "Cuerpo del artículo \(numero).",
      etiquetas: ["serie-\(numero % 3)"],
      creado: fecha,
      actualizado: fecha)
  }

  /// Articles `1...cantidad`.
  public static func articulos(_ cantidad: Int) -> [Articulo] {
    (0..<cantidad).map { articulo($0 + 1) }
  }

  /// The ids of `articulos`.
  public static func ids(_ articulos: [Articulo]) -> [Articulo.ID] {
    articulos.map(\.id)
  }

  /// JSON text of `articulos`, as the export writes and the import reads.
  public static func json(_ articulos: [Articulo]) throws -> Data {
    try JSONEncoder().encode(articulos)
  }
}
