/// Positions of entries in an import's source (0 for the first), kept as sorted runs, so a
/// million entries saved in order take one run instead of a million ids.
///
/// An import's ``EstadoDeReanudacion`` records what the server saved this way: the source's
/// fingerprint (``EstadoDeReanudacion/huella``) pins what each position holds. In JSON it is a
/// list of runs, each `[first, last]`.
///
/// ```swift
/// var entradas = EntradasGuardadas()
/// entradas.insertar([0, 1, 2, 5])
/// entradas.contiene(1)  // true
/// entradas.contiene(3)  // false
/// entradas.cuenta  // 4
/// try JSONEncoder().encode(entradas)  // [[0,2],[5,5]]
/// ```
public struct EntradasGuardadas: Hashable, Sendable {
  /// Sorted, apart from each other (neither overlapping nor touching), never empty.
  private var tramos: [Range<Int>] = []

  /// No position.
  public init() {}

  /// How many positions there are.
  public var cuenta: Int { tramos.reduce(0) { $0 + $1.count } }

  /// Whether there is no position.
  public var isEmpty: Bool { tramos.isEmpty }

  /// Whether `posicion` is one of them.
  public func contiene(_ posicion: Int) -> Bool {
    let indice = primerTramo { $0.upperBound > posicion }
    return indice < tramos.count && tramos[indice].lowerBound <= posicion
  }

  /// Adds `posiciones`.
  public mutating func insertar(_ posiciones: some Sequence<Int>) {
    for posicion in posiciones { insertar(tramo: posicion..<posicion + 1) }
  }

  /// Adds every position of `otras`.
  ///
  /// ```swift
  /// estado.entradasGuardadas.insertar(entradasDeOtroLote)
  /// ```
  public mutating func insertar(_ otras: EntradasGuardadas) {
    for tramo in otras.tramos { insertar(tramo: tramo) }
  }

  /// Adds every position of `tramo`, joining the runs it overlaps or touches.
  mutating func insertar(tramo: Range<Int>) {
    guard !tramo.isEmpty else { return }
    let desde = primerTramo { $0.upperBound >= tramo.lowerBound }
    let hasta = primerTramo { $0.lowerBound > tramo.upperBound }
    guard desde < hasta else {
      tramos.insert(tramo, at: desde)
      return
    }
    let unido =
      min(
        tramos[desde].lowerBound, tramo.lowerBound)..<max(
        tramos[hasta - 1].upperBound, tramo.upperBound)
    tramos.replaceSubrange(desde..<hasta, with: CollectionOfOne(unido))
  }

  /// The index of the first run that `cumple` holds for, or the number of runs; `cumple` must
  /// be false for a prefix of the runs and true for the rest.
  private func primerTramo(donde cumple: (Range<Int>) -> Bool) -> Int {
    var bajo = 0
    var alto = tramos.count
    while bajo < alto {
      let medio = (bajo + alto) / 2
      if cumple(tramos[medio]) { alto = medio } else { bajo = medio + 1 }
    }
    return bajo
  }
}

extension EntradasGuardadas: Codable {
  /// Reads the runs, in any order; a run that is not two positions, first ≤ last, both ≥ 0,
  /// is an error.
  public init(from decoder: any Decoder) throws {
    var lista = try decoder.unkeyedContainer()
    while !lista.isAtEnd {
      let tramo = try lista.decode([Int].self)
      guard tramo.count == 2, tramo[0] >= 0, tramo[0] <= tramo[1], tramo[1] < Int.max else {
        throw DecodingError.dataCorruptedError(
          in: lista, debugDescription: "a run of positions is [first, last], 0 ≤ first ≤ last")
      }
      insertar(tramo: tramo[0]..<tramo[1] + 1)
    }
  }

  /// Writes the runs, each `[first, last]`.
  public func encode(to encoder: any Encoder) throws {
    var lista = encoder.unkeyedContainer()
    for tramo in tramos { try lista.encode([tramo.lowerBound, tramo.upperBound - 1]) }
  }
}
