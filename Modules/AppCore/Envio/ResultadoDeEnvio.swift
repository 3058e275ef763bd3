import ArticulosInterface

/// What an import or a copy did: how many articles were saved, and what was not, and why.
///
/// Every article of the source ends up in exactly one place: saved now, saved by an earlier run
/// (``omitidos``), ``invalidos``, in a failed batch (``fallidos``) or not attempted because the
/// work was cancelled or stopped (``pendientes``).
///
/// ```swift
/// let resultado = await importador.importar(plan)
/// if !resultado.completo {
///   print(resultado.resumen)
///   for lote in resultado.fallidos { print(lote.ids, lote.error) }
/// }
/// ```
public struct ResultadoDeEnvio: Hashable, Sendable {
  /// Articles in the source, when known.
  ///
  /// ```swift
  /// print("\(resultado.guardados) saved of \(resultado.total ?? 0)")
  /// ```
  public var total: Int?
  /// Articles the server saved in this run.
  ///
  /// ```swift
  /// await copia.copiar().guardados  // 3 when the source holds Articulo.muestra
  /// ```
  public var guardados: Int
  /// Articles skipped because an earlier run saved them (see ``EstadoDeReanudacion``).
  ///
  /// ```swift
  /// let reanudada = await copia.copiar(reanudando: interrumpida.estado)
  /// reanudada.omitidos  // what the interrupted run saved, not written again
  /// ```
  public var omitidos: Int
  /// Entries not sent because they cannot be saved.
  ///
  /// ```swift
  /// for invalido in resultado.invalidos { print(invalido) }  // #3 (a3): the title is empty
  /// ```
  public var invalidos: [ArticuloInvalido]
  /// Batches the server did not save.
  ///
  /// ```swift
  /// for lote in resultado.fallidos { print(lote.ids.count, "not saved:", lote.error) }
  /// ```
  public var fallidos: [LoteFallido]
  /// Articles read but not attempted, because the work was cancelled or stopped.
  ///
  /// ```swift
  /// print("\(resultado.pendientes.count) not attempted; resume to send them")
  /// ```
  public var pendientes: [Articulo.ID]
  /// Whether the work was cancelled before it finished.
  ///
  /// ```swift
  /// if resultado.cancelado { print("Cancelled. Resume with the saved state.") }
  /// ```
  public var cancelado: Bool
  /// The error that stopped the work before the end (a copy that cannot read its source).
  ///
  /// ```swift
  /// if let error = resultado.interrumpidoPor { print("Stopped: \(error)") }
  /// ```
  public var interrumpidoPor: ErrorArticulos?
  /// Why reading the source stopped before its end, when the server is not to blame: an
  /// import's file that changed, or could no longer be read, while its articles were sent. The
  /// articles after that point were neither read nor sent, so ``pendientes`` cannot list them.
  ///
  /// ```swift
  /// if let motivo = resultado.fuenteInterrumpida { print("Stopped: \(motivo)") }
  /// ```
  public var fuenteInterrumpida: String?
  /// The state to resume from: pass it back with `reanudando:`.
  ///
  /// ```swift
  /// try JSONEncoder().encode(resultado.estado).write(to: archivoDeEstado)
  /// ```
  public var estado: EstadoDeReanudacion

  /// Makes a result.
  ///
  /// ```swift
  /// let vacio = ResultadoDeEnvio(estado: EstadoDeReanudacion(origen: "nada"))
  /// ```
  ///
  /// - Parameters:
  ///   - total: Articles in the source, if known.
  ///   - guardados: Articles saved in this run.
  ///   - omitidos: Articles saved by an earlier run.
  ///   - invalidos: Entries not sent.
  ///   - fallidos: Batches not saved.
  ///   - pendientes: Articles not attempted.
  ///   - cancelado: Whether the work was cancelled.
  ///   - interrumpidoPor: The error that stopped it, if any.
  ///   - fuenteInterrumpida: Why reading the source stopped, if it did.
  ///   - estado: The state to resume from.
  public init(
    total: Int? = nil,
    guardados: Int = 0,
    omitidos: Int = 0,
    invalidos: [ArticuloInvalido] = [],
    fallidos: [LoteFallido] = [],
    pendientes: [Articulo.ID] = [],
    cancelado: Bool = false,
    interrumpidoPor: ErrorArticulos? = nil,
    fuenteInterrumpida: String? = nil,
    estado: EstadoDeReanudacion
  ) {
    self.total = total
    self.guardados = guardados
    self.omitidos = omitidos
    self.invalidos = invalidos
    self.fallidos = fallidos
    self.pendientes = pendientes
    self.cancelado = cancelado
    self.interrumpidoPor = interrumpidoPor
    self.fuenteInterrumpida = fuenteInterrumpida
    self.estado = estado
  }

  /// Whether every article of the source is on the server now.
  ///
  /// ```swift
  /// exit(resultado.completo ? 0 : 1)
  /// ```
  public var completo: Bool {
    invalidos.isEmpty && fallidos.isEmpty && pendientes.isEmpty && !cancelado
      && interrumpidoPor == nil && fuenteInterrumpida == nil
  }

  /// The ids of every article in a failed batch.
  ///
  /// ```swift
  /// print(resultado.idsFallidos.map(\.rawValue).joined(separator: "\n"))
  /// ```
  public var idsFallidos: [Articulo.ID] { fallidos.flatMap(\.ids) }

  /// The ids of the articles the server may have saved after all (see
  /// ``LoteFallido/incierto``): part of ``idsFallidos``.
  ///
  /// ```swift
  /// if !resultado.idsInciertos.isEmpty { exit(7) }  // neither saved nor not saved
  /// ```
  public var idsInciertos: [Articulo.ID] { fallidos.filter(\.incierto).flatMap(\.ids) }

  /// One line for a person: what was saved, skipped, refused, failed and left.
  ///
  /// ```swift
  /// print(resultado.resumen)
  /// // 180 saved, 20 already saved, 1 invalid, 100 in failed batches, 0 not attempted.
  /// ```
  public var resumen: String {
    var partes = [
      "\(guardados) saved", "\(omitidos) already saved", "\(invalidos.count) invalid",
      "\(idsFallidos.count) in failed batches", "\(pendientes.count) not attempted",
    ]
    if !idsInciertos.isEmpty { partes.append("\(idsInciertos.count) of them may have been saved") }
    if cancelado { partes.append("cancelled") }
    if let interrumpidoPor { partes.append("stopped: \(interrumpidoPor)") }
    if let fuenteInterrumpida { partes.append("stopped: \(fuenteInterrumpida)") }
    return partes.joined(separator: ", ") + "."
  }
}
