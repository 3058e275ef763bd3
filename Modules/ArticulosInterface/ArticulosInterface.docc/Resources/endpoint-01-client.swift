  /// Deletes the articles with these ids in one transaction, all or nothing, and returns the
  /// ids no article had (every other one is deleted).
  ///
  /// A client that cannot delete several at once throws ``ErrorArticulos/noDisponible(_:)``
  /// having deleted nothing; ``borrar`` then deletes them one by one.
  ///
  /// ```swift
  /// let sinArticulo = try await cliente.borrarVarios(ids: ["a1", "a2"])  // [] when both existed
  /// ```
  public var borrarVarios: @Sendable (_ ids: [Articulo.ID]) async throws -> [Articulo.ID]
