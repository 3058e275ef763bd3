import ArticulosInterface

/// What a deletion of several articles did: how many were deleted, and which were not, and why.
///
/// Every id given ends up in exactly one place: deleted (counted in ``borrados``), not found
/// (``noEncontrados``), failed (``fallidos``) or not attempted (``pendientes``), so a later run
/// can be given exactly what is left. A deletion whose answer was lost and whose retry found
/// nothing counts as deleted: the lost try deleted it.
///
/// ```swift
/// let resultado = await borrado.borrar(ids, confirmacion: .previa)
/// if !resultado.completo {
///   print(resultado.resumen)
///   for fallido in resultado.fallidos { print(fallido.id, fallido.error) }
/// }
/// ```
public struct ResultadoDeBorradoMasivo: Hashable, Sendable {
  /// The distinct ids given.
  ///
  /// ```swift
  /// await borrado.borrar(["a1", "a2", "a1"], confirmacion: .previa).total  // 2
  /// ```
  public var total: Int
  /// Whether the deletion was confirmed; when not, nothing was attempted.
  ///
  /// ```swift
  /// if !resultado.confirmado { print("Nothing deleted. Pass --yes to delete without asking.") }
  /// ```
  public var confirmado: Bool
  /// Articles the server deleted in this run.
  ///
  /// ```swift
  /// print("\(resultado.borrados) of \(resultado.total) deleted")
  /// ```
  public var borrados: Int
  /// Ids no article had when the first try reached the server, in the order given.
  ///
  /// ```swift
  /// for id in resultado.noEncontrados { print("no article \(id)") }
  /// ```
  public var noEncontrados: [Articulo.ID]
  /// Deletions that failed for good, in the order given.
  ///
  /// ```swift
  /// let quizaSigan = resultado.fallidos.map(\.id)  // still there, or perhaps deleted
  /// ```
  public var fallidos: [BorradoFallido]
  /// Ids not attempted (the work was cancelled, stopped or not confirmed), in the order given.
  ///
  /// ```swift
  /// let resto = await borrado.borrar(resultado.pendientes, confirmacion: .previa)
  /// ```
  public var pendientes: [Articulo.ID]
  /// How many tries were repeated after a passing failure.
  ///
  /// ```swift
  /// print("\(resultado.reintentos) retries")
  /// ```
  public var reintentos: Int
  /// Whether the work was cancelled before it finished.
  ///
  /// ```swift
  /// if resultado.cancelado { print("Cancelled: \(resultado.pendientes.count) not attempted.") }
  /// ```
  public var cancelado: Bool
  /// The error that stopped the work before the end: the first deletion that failed for good.
  ///
  /// ```swift
  /// if let error = resultado.interrumpidoPor { print("Stopped: \(error)") }
  /// ```
  public var interrumpidoPor: ErrorArticulos?

  /// Makes a result.
  ///
  /// ```swift
  /// let nada = ResultadoDeBorradoMasivo(total: 0, confirmado: true)
  /// ```
  ///
  /// - Parameters:
  ///   - total: The distinct ids given.
  ///   - confirmado: Whether the deletion was confirmed.
  ///   - borrados: Articles deleted.
  ///   - noEncontrados: Ids not found.
  ///   - fallidos: Deletions that failed.
  ///   - pendientes: Ids not attempted.
  ///   - reintentos: Tries repeated.
  ///   - cancelado: Whether the work was cancelled.
  ///   - interrumpidoPor: The error that stopped it, if any.
  public init(
    total: Int,
    confirmado: Bool,
    borrados: Int = 0,
    noEncontrados: [Articulo.ID] = [],
    fallidos: [BorradoFallido] = [],
    pendientes: [Articulo.ID] = [],
    reintentos: Int = 0,
    cancelado: Bool = false,
    interrumpidoPor: ErrorArticulos? = nil
  ) {
    self.total = total
    self.confirmado = confirmado
    self.borrados = borrados
    self.noEncontrados = noEncontrados
    self.fallidos = fallidos
    self.pendientes = pendientes
    self.reintentos = reintentos
    self.cancelado = cancelado
    self.interrumpidoPor = interrumpidoPor
  }

  /// Whether this run deleted every article given.
  ///
  /// ```swift
  /// exit(resultado.completo ? 0 : 1)
  /// ```
  public var completo: Bool {
    confirmado && borrados == total && !cancelado && interrumpidoPor == nil
  }

  /// One line for a person: what was deleted, not found, failed and left.
  ///
  /// ```swift
  /// print(resultado.resumen)
  /// // 97 deleted, 2 not found, 1 failed, 0 not attempted.
  /// ```
  public var resumen: String {
    var partes = [
      "\(borrados) deleted", "\(noEncontrados.count) not found", "\(fallidos.count) failed",
      "\(pendientes.count) not attempted",
    ]
    if !confirmado { partes.append("not confirmed") }
    if cancelado { partes.append("cancelled") }
    if let interrumpidoPor { partes.append("stopped: \(interrumpidoPor)") }
    return partes.joined(separator: ", ") + "."
  }
}
