import ArticulosInterface
import Foundation

/// One row of a listing or a search page as it was read: an article, or why it is not one.
///
/// A page decodes even when some of its rows do not fit the article's shape (a `NULL` column, a
/// date the schema accepts but ISO-8601 does not, tags that are not a JSON list): those rows
/// become ``ArticulosInterface/ArticuloIlegible`` with the row's id when it has one, and the
/// rest of the page is read as usual.
///
/// ```swift
/// let json = try response.decodeJSON(DatasettePaginaJSON<DatasetteFilaLeida>.self)
/// let ilegibles = json.rows.compactMap(\.ilegible)
/// ```
enum DatasetteFilaLeida: Decodable, Sendable {
  /// A row read as an article.
  case articulo(Articulo)
  /// A row that could not be.
  case ilegible(ArticuloIlegible)

  private enum Clave: String, CodingKey { case id }

  init(from decoder: any Decoder) {
    let id = Self.id(en: decoder)
    let fila: DatasetteFila
    do {
      fila = try DatasetteFila(from: decoder)
    } catch {
      let motivo =
        (error as? DecodingError).map {
          Self.motivo($0, id: id, profundidad: decoder.codingPath.count)
        } ?? "\(error)"
      self = .ilegible(ArticuloIlegible(id: id, motivo: motivo))
      return
    }
    do throws(ErrorArticulos) {
      self = .articulo(try fila.articulo())
    } catch .respuestaInvalida(let motivo) {
      self = .ilegible(ArticuloIlegible(id: id, motivo: motivo))
    } catch {
      self = .ilegible(ArticuloIlegible(id: id, motivo: "\(error)"))
    }
  }

  /// The article, if the row is one.
  var articulo: Articulo? {
    guard case .articulo(let articulo) = self else { return nil }
    return articulo
  }

  /// Why the row is not an article, if it is not.
  var ilegible: ArticuloIlegible? {
    guard case .ilegible(let ilegible) = self else { return nil }
    return ilegible
  }

  /// The row's id: the article's, or the one an unreadable row still has.
  var id: Articulo.ID? {
    switch self {
    case .articulo(let articulo): articulo.id
    case .ilegible(let ilegible): ilegible.id
    }
  }

  /// The row's `id` column as text (a number is written in decimal), if it has a usable one.
  private static func id(en decoder: any Decoder) -> Articulo.ID? {
    guard let fila = try? decoder.container(keyedBy: Clave.self) else { return nil }
    if let texto = try? fila.decode(String.self, forKey: .id) {
      return Articulo.ID(rawValue: texto)
    }
    if let numero = try? fila.decode(Int.self, forKey: .id) {
      return Articulo.ID(rawValue: String(numero))
    }
    return nil
  }

  /// A decoding error in the words ``DatasetteFila/articulo()`` uses for the other faults.
  ///
  /// `profundidad` is how deep in the page the row is: what the error's path holds past it is
  /// the column.
  private static func motivo(_ error: DecodingError, id: Articulo.ID?, profundidad: Int) -> String {
    let fila = id.map { "the row '\($0)'" } ?? "a row"
    func columna(_ contexto: DecodingError.Context) -> String? {
      contexto.codingPath.dropFirst(profundidad).first?.stringValue
    }
    switch error {
    case .keyNotFound(let clave, _):
      return "\(fila) has no '\(clave.stringValue)' column"
    case .valueNotFound(_, let contexto):
      return "\(fila) has NULL in '\(columna(contexto) ?? "?")'"
    case .typeMismatch(_, let contexto):
      guard let columna = columna(contexto) else { return "\(fila) is not an object of columns" }
      return "\(fila) has '\(columna)' that is not text"
    case .dataCorrupted(let contexto):
      return "\(fila) cannot be read: \(contexto.debugDescription)"
    @unknown default:
      return "\(fila) cannot be read: \(error)"
    }
  }
}
