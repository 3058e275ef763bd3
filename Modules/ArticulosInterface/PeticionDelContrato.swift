/// What every implementation refuses as a 400 before it asks its store anything: the
/// contract's rules for page numbers, page sizes and tags, written once.
///
/// ```swift
/// try PeticionDelContrato.comprobar(tamano: tamano)
/// try PeticionDelContrato.comprobar(etiquetas: etiquetas)
/// ```
package enum PeticionDelContrato {
  /// Pages are numbered from 1.
  ///
  /// - Throws: ``ErrorArticulos/peticionRechazada(estado:mensaje:)`` (400) below 1.
  package static func comprobar(pagina: Int) throws(ErrorArticulos) {
    guard pagina >= 1 else {
      throw .peticionRechazada(estado: 400, mensaje: "pages start at 1, not \(pagina)")
    }
  }

  /// A page holds at least one article.
  ///
  /// - Throws: ``ErrorArticulos/peticionRechazada(estado:mensaje:)`` (400) below 1.
  package static func comprobar(tamano: Int) throws(ErrorArticulos) {
    guard tamano >= 1 else {
      throw .peticionRechazada(
        estado: 400, mensaje: "the page size must be 1 or more, not \(tamano)")
    }
  }

  /// A tag to filter by has some text.
  ///
  /// - Throws: ``ErrorArticulos/peticionRechazada(estado:mensaje:)`` (400) for an empty or
  ///   blank tag.
  package static func comprobar(etiquetas: [String]) throws(ErrorArticulos) {
    guard !etiquetas.contains(where: { $0.allSatisfy(\.isWhitespace) }) else {
      throw .peticionRechazada(estado: 400, mensaje: "a tag to filter by cannot be empty")
    }
  }
}
