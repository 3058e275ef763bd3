import ArticulosInterface

/// What an import or a copy has already done: the value to save so an interrupted run resumes.
///
/// It records the ids the server confirmed saved and, for an import, the ids given to entries
/// that came without one (by their position in the source), so a resumed import gives them the
/// same ids again instead of duplicating them. It is `Codable`: the tool writes it next to its
/// work after every batch and passes it back with `reanudando:`.
///
/// ```swift
/// var estado = plan.estado
/// let resultado = await importador.importar(plan) { evento in
///   estado.registrar(evento)
///   try? JSONEncoder().encode(estado).write(to: archivoDeEstado)
/// }
/// // after an interruption:
/// let otroPlan = try importador.preparar(fuente, reanudando: estado)
/// ```
public struct EstadoDeReanudacion: Codable, Hashable, Sendable {
  /// What the work reads from, for example the imported file's path; a state from another
  /// source is refused.
  ///
  /// ```swift
  /// try importador.preparar(.json(otroArchivo), reanudando: estado)  // throws .estadoDeOtroOrigen
  /// ```
  public var origen: String
  /// The articles the server confirmed saved.
  ///
  /// ```swift
  /// estado.guardados.contains("a1")  // true: a resumed run does not send it again
  /// ```
  public var guardados: Set<Articulo.ID>
  /// The ids given to source entries without one, by their position (from 0) in the source.
  ///
  /// ```swift
  /// plan.estado.idsAsignados[0]  // the id given to entry #0, which came without one
  /// ```
  public var idsAsignados: [Int: Articulo.ID]

  /// Makes a state where nothing is done yet.
  ///
  /// ```swift
  /// let nuevo = EstadoDeReanudacion(origen: "/tmp/articulos.json")
  /// ```
  ///
  /// - Parameters:
  ///   - origen: What the work reads from.
  ///   - guardados: Articles already confirmed saved.
  ///   - idsAsignados: Ids given to entries without one, by position.
  public init(
    origen: String,
    guardados: Set<Articulo.ID> = [],
    idsAsignados: [Int: Articulo.ID] = [:]
  ) {
    self.origen = origen
    self.guardados = guardados
    self.idsAsignados = idsAsignados
  }

  /// Takes note of what `evento` says was saved.
  ///
  /// Only ``EventoDeEnvio/loteGuardado(ids:guardados:total:)`` changes the state; the other
  /// events leave it as it is.
  ///
  /// ```swift
  /// estado.registrar(.loteGuardado(ids: ["a1", "a2"], guardados: 2, total: 10))
  /// estado.guardados.contains("a1")  // true
  /// ```
  ///
  /// - Parameter evento: An event of the run this state belongs to.
  public mutating func registrar(_ evento: EventoDeEnvio) {
    if case .loteGuardado(let ids, _, _) = evento {
      guardados.formUnion(ids)
    }
  }
}
