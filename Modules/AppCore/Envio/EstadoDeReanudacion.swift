import ArticulosInterface

/// What an import or a copy has already done: the value to save so an interrupted run resumes.
///
/// It records what the server confirmed saved and, for an import, a fingerprint of the
/// source's content, so a resumed import of a source that has changed since is refused instead
/// of skipping entries that are no longer what was sent. An import records the positions of
/// the saved entries in its source (``entradasGuardadas``: a few runs, however many articles);
/// a copy, whose source is a server with no fixed positions, records their ids
/// (``guardados``). It is `Codable`: the tool writes it next to its work after every batch and
/// passes it back with `reanudando:`.
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
  /// The articles the server confirmed saved, by id: what a copy records (an import records
  /// ``entradasGuardadas``; a state an older version of the tool saved may list an import's ids
  /// here, and they are skipped too).
  ///
  /// ```swift
  /// estado.guardados.contains("a1")  // true: a resumed copy does not send it again
  /// ```
  public var guardados: Set<Articulo.ID>
  /// The positions in the source of the entries the server confirmed saved: what an import
  /// records.
  ///
  /// ```swift
  /// estado.entradasGuardadas.contiene(0)  // true: a resumed import does not send #0 again
  /// ```
  public var entradasGuardadas: EntradasGuardadas
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
  ///   - guardados: Articles already confirmed saved, by id.
  ///   - entradasGuardadas: Entries of the source already confirmed saved, by position.
  ///   - huella: The fingerprint of the source's content.
  public init(
    origen: String, guardados: Set<Articulo.ID> = [],
    entradasGuardadas: EntradasGuardadas = EntradasGuardadas(), huella: String? = nil
  ) {
    self.origen = origen
    self.guardados = guardados
    self.entradasGuardadas = entradasGuardadas
    self.huella = huella
  }

  /// Whether an earlier run saved the article `id`, at `posicion` in the source.
  ///
  /// ```swift
  /// estado.yaGuardado("a1", en: 0)  // true when either record says so
  /// ```
  public func yaGuardado(_ id: Articulo.ID, en posicion: Int) -> Bool {
    entradasGuardadas.contiene(posicion) || guardados.contains(id)
  }

  /// Takes note of a batch the server saved: its positions in the source when it has them (an
  /// import), else its ids (a copy).
  ///
  /// ```swift
  /// estado.anotar(ids: ["a1", "a2"], entradas: [0, 1])
  /// estado.entradasGuardadas.cuenta  // 2
  /// ```
  public mutating func anotar(ids: [Articulo.ID], entradas: [Int]) {
    if entradas.isEmpty {
      guardados.formUnion(ids)
    } else {
      entradasGuardadas.insertar(entradas)
    }
  }

  /// Takes note of what `evento` says was saved.
  ///
  /// Only ``EventoDeEnvio/loteGuardado(ids:entradas:guardados:total:)`` changes the state (see
  /// ``anotar(ids:entradas:)``); the other events leave it as it is.
  ///
  /// ```swift
  /// estado.registrar(.loteGuardado(ids: ["a1", "a2"], entradas: [], guardados: 2, total: 10))
  /// estado.guardados.contains("a1")  // true
  /// ```
  ///
  /// - Parameter evento: An event of the run this state belongs to.
  public mutating func registrar(_ evento: EventoDeEnvio) {
    if case .loteGuardado(let ids, let entradas, _, _) = evento {
      anotar(ids: ids, entradas: entradas)
    }
  }
}

extension EstadoDeReanudacion {
  private enum CodingKeys: String, CodingKey {
    case origen, guardados, entradasGuardadas, huella
  }

  /// Reads a saved state back, to resume an interrupted import or copy; a state saved before
  /// ``entradasGuardadas`` existed has none.
  ///
  /// ```swift
  /// let estado = try JSONDecoder().decode(
  ///   EstadoDeReanudacion.self, from: Data(contentsOf: archivoDeEstado))
  /// let plan = try importador.preparar(fuente, reanudando: estado)
  /// ```
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let contenedor = try decoder.container(keyedBy: CodingKeys.self)
    origen = try contenedor.decode(String.self, forKey: .origen)
    guardados = try contenedor.decode(Set<Articulo.ID>.self, forKey: .guardados)
    entradasGuardadas =
      try contenedor.decodeIfPresent(EntradasGuardadas.self, forKey: .entradasGuardadas)
      ?? EntradasGuardadas()
    huella = try contenedor.decodeIfPresent(String.self, forKey: .huella)
  }
}
