import ArticulosInterface

/// Finds the entries whose id an earlier entry of the same source already has, keeping 16
/// bytes an entry instead of the ids themselves.
///
/// The plan notes each valid entry's id as it reads the source. Only entries whose ids hash
/// alike can share an id, so ``sospechosas()`` are the few worth comparing; the plan reads those
/// ids again and compares them exactly, so two different ids with one hash are never taken for
/// a repetition.
///
/// ```swift
/// var repetidos = IdsRepetidos()
/// repetidos.anotar("a", entrada: 0)
/// repetidos.anotar("b", entrada: 1)
/// repetidos.anotar("a", entrada: 2)
/// repetidos.sospechosas()  // [0, 2]
/// ```
struct IdsRepetidos {
  private struct Marca {
    var hash: Int
    var entrada: Int
  }

  private var marcas: [Marca] = []
  private let hash: (Articulo.ID) -> Int

  /// An empty account.
  ///
  /// - Parameter hash: How an id is hashed; tests give one that makes ids collide.
  init(hash: @escaping (Articulo.ID) -> Int = { $0.rawValue.hashValue }) {
    self.hash = hash
  }

  /// Notes that the entry at position `entrada` has the id `id`.
  mutating func anotar(_ id: Articulo.ID, entrada: Int) {
    marcas.append(Marca(hash: hash(id), entrada: entrada))
  }

  /// The positions of the entries whose id's hash another entry shares, in order; sorts the
  /// notes in place, so the memory they take is not needed twice.
  mutating func sospechosas() -> [Int] {
    marcas.sort { ($0.hash, $0.entrada) < ($1.hash, $1.entrada) }
    let ordenadas = marcas
    var posiciones: [Int] = []
    for (indice, marca) in ordenadas.enumerated() {
      let igualAnterior = indice > 0 && ordenadas[indice - 1].hash == marca.hash
      let igualSiguiente = indice + 1 < ordenadas.count && ordenadas[indice + 1].hash == marca.hash
      if igualAnterior || igualSiguiente { posiciones.append(marca.entrada) }
    }
    return posiciones.sorted()
  }
}
