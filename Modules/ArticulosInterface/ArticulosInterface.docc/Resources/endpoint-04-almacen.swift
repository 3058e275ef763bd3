  /// Deletes every article of `ids` at once; returns the ids no article had, in order.
  func borrar(_ ids: [Articulo.ID]) -> [Articulo.ID] {
    ids.filter { articulos.removeValue(forKey: $0) == nil }
  }
