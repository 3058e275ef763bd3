import ArticulosInterface

/// A batch to send: its articles and, for an import, each one's position in the source, so
/// the resume state can record positions instead of ids (see ``EstadoDeReanudacion``).
package struct LoteDeEnvio: Sendable {
  /// The articles, in order.
  package var articulos: [Articulo]
  /// Each article's position in the import's source, in the same order; empty for a copy.
  package var entradas: [Int]

  /// A batch of `articulos`, at `entradas` in the source when it has positions.
  package init(_ articulos: [Articulo], entradas: [Int] = []) {
    precondition(entradas.isEmpty || entradas.count == articulos.count)
    self.articulos = articulos
    self.entradas = entradas
  }

  /// The part of this batch whose ids are in `ids`, positions kept.
  func solo(_ ids: Set<Articulo.ID>) -> LoteDeEnvio {
    let indices = articulos.indices.filter { ids.contains(articulos[$0].id) }
    return LoteDeEnvio(
      indices.map { articulos[$0] }, entradas: entradas.isEmpty ? [] : indices.map { entradas[$0] })
  }
}
