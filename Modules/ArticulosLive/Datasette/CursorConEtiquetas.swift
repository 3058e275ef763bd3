import ArticulosInterface
import Foundation

/// The cursor of ``ClienteDatasette/listar(etiquetas:desde:tamano:)``, as JSON: the folded tags
/// it belongs to and, for a walk through SQL, the last id, the spellings the first page found
/// and which index the later pages go through, or, for a walk through the table, the server's
/// `_next` token.
///
/// ```swift
/// CursorConEtiquetas(claves: ["cafe"], despues: "a0999", variantes: [["Café", "café"]]).cursor
/// // {"claves":["cafe"],"despues":"a0999","variantes":[["Café","café"]]}
/// ```
struct CursorConEtiquetas: Codable, Equatable {
  /// The walk's tags, folded (`TextoNormalizado.clave`).
  var claves: [String]
  /// Through SQL: the id of the last row given; the next page starts after it.
  var despues: String?
  /// Through SQL: for each tag, its spellings in the table, as the first page found them.
  var variantes: [[String]]?
  /// Through SQL: `true` when the later pages go through the table's id index
  /// (``ConsultaDeBusqueda/listadoPorId(tabla:variantes:despues:tamano:)``), as the first page
  /// found the tags common; absent for the full-text index.
  var porId: Bool?
  /// Through the table: the server's `_next` token.
  var next: String?

  init(
    claves: [String], despues: String? = nil, variantes: [[String]]? = nil, porId: Bool = false,
    next: String? = nil
  ) {
    self.claves = claves
    self.despues = despues
    self.variantes = variantes
    self.porId = porId ? true : nil
    self.next = next
  }

  /// The cursor `cursor` holds, if it is one of a walk of the tags whose folded forms are
  /// `claves`.
  ///
  /// - Throws: ``ArticulosInterface/ErrorArticulos/peticionRechazada(estado:mensaje:)`` (400)
  ///   for any other token: one of another walk, or none of this client's.
  init(_ cursor: CursorDePagina, claves: [String]) throws(ErrorArticulos) {
    guard let leido = try? JSONDecoder().decode(Self.self, from: Data(cursor.rawValue.utf8)),
      leido.claves == claves, (leido.next == nil) != (leido.despues == nil),
      leido.next != nil || leido.variantes?.count == claves.count,
      leido.porId != true || leido.despues != nil
    else {
      throw .peticionRechazada(
        estado: 400,
        mensaje: "'\(cursor.rawValue)' is not a cursor of a walk of the tags \(claves)")
    }
    self = leido
  }

  /// The cursor as the page gives it.
  var cursor: CursorDePagina {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // NB: Strings and arrays of strings always encode.
    let datos = (try? codificador.encode(self)) ?? Data()
    return CursorDePagina(rawValue: String(decoding: datos, as: UTF8.self))
  }
}
