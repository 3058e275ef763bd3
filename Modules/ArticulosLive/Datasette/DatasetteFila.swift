import ArticulosInterface
import Foundation

/// One row of the articulos table as Datasette sends and receives it: six text columns.
///
/// Two columns need a translation. `etiquetas` is a JSON array stored as text
/// (`"[\"café\"]"`), so it is encoded and decoded a second time; the dates are ISO-8601 text
/// in UTC with a `Z`. A row always carries every column: Datasette writes a batch with the
/// union of its rows' keys, so a key missing from one row would become `NULL` there.
///
/// ```swift
/// let fila = try DatasetteFila(Articulo.muestra[0])
/// fila.etiquetas            // "[\"café\",\"recetas\"]"
/// try fila.articulo() == Articulo.muestra[0]  // true
/// ```
struct DatasetteFila: Codable, Hashable, Sendable {
  /// The primary key.
  var id: String
  /// The title.
  var titulo: String
  /// The body.
  var cuerpo: String
  /// The tags as JSON text, such as `["a","b"]`.
  var etiquetas: String
  /// When the article was created, ISO-8601.
  var creado: String
  /// When the article was last saved, ISO-8601.
  var actualizado: String

  /// The row that stores `articulo`.
  ///
  /// ```swift
  /// let fila = try DatasetteFila(articulo)
  /// ```
  init(_ articulo: Articulo) throws(ErrorArticulos) {
    id = articulo.id.rawValue
    titulo = articulo.titulo
    cuerpo = articulo.cuerpo
    do {
      etiquetas = String(decoding: try Self.codificador.encode(articulo.etiquetas), as: UTF8.self)
    } catch {
      throw .articuloInvalido([.rechazadoPorElServidor("the tags cannot be written as JSON")])
    }
    creado = FechaISO8601.texto(de: articulo.creado)
    actualizado = FechaISO8601.texto(de: articulo.actualizado)
  }

  /// The article this row stores, or ``ErrorArticulos/respuestaInvalida(_:)`` naming the column
  /// that does not fit.
  ///
  /// ```swift
  /// let articulo = try fila.articulo()
  /// ```
  func articulo() throws(ErrorArticulos) -> Articulo {
    guard let creado = FechaISO8601.fecha(de: creado) else {
      throw .respuestaInvalida("the row '\(id)' has 'creado' = '\(creado)', not an ISO-8601 date")
    }
    guard let actualizado = FechaISO8601.fecha(de: actualizado) else {
      throw .respuestaInvalida(
        "the row '\(id)' has 'actualizado' = '\(actualizado)', not an ISO-8601 date")
    }
    let etiquetas: [String]
    do {
      etiquetas = try Self.decodificador.decode([String].self, from: Data(self.etiquetas.utf8))
    } catch {
      throw .respuestaInvalida(
        "the row '\(id)' has 'etiquetas' = '\(self.etiquetas.prefix(80))', not a JSON list of text")
    }
    return Articulo(
      id: Articulo.ID(rawValue: id), titulo: titulo, cuerpo: cuerpo, etiquetas: etiquetas,
      creado: creado, actualizado: actualizado)
  }

  /// The row as the JSON object a write request carries.
  ///
  /// ```swift
  /// let json = try fila.json()  // {"actualizado":"...","creado":"...","cuerpo":"...",...}
  /// ```
  func json() throws(ErrorArticulos) -> Data {
    do {
      return try Self.codificador.encode(self)
    } catch {
      throw .articuloInvalido([.rechazadoPorElServidor("the article cannot be written as JSON")])
    }
  }

  // NB: Slashes stay as they are: "a/b" is stored as "a/b", not "a\/b", so the text the
  // server keeps (and indexes) is the text a person wrote.
  private static var codificador: JSONEncoder {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return codificador
  }

  // NB: One decoder for every row: making one per row was a tenth of reading a page.
  private static let decodificador = JSONDecoder()
}
