import ArticulosInterface

/// What an import or a copy has already done: the value to save so an interrupted run resumes.
///
/// It records the ids the server confirmed saved and, for an import, a fingerprint of the
/// source's content, so a resumed import of a source that has changed since is refused instead
/// of skipping entries that are no longer what was sent. It is `Codable`: the tool writes it next to its
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
  /// A fingerprint of the source's content when the work started, or `nil` when it has none
  /// (a copy, whose source is a server).
  ///
  /// ```swift
  /// plan.estado.huella  // "fnv1a64:9c1e5b0d2f6a7e31"; another after the file is edited
  /// ```
  public var huella: String?

  /// Makes a state where nothing is done yet.
  ///
  /// ```swift
  /// let nuevo = EstadoDeReanudacion(origen: "/tmp/articulos.json")
  /// ```
  ///
  /// - Parameters:
  ///   - origen: What the work reads from.
  ///   - guardados: Articles already confirmed saved.
  ///   - huella: The fingerprint of the source's content.
  public init(origen: String, guardados: Set<Articulo.ID> = [], huella: String? = nil) {
    self.origen = origen
    self.guardados = guardados
    self.huella = huella
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
