/// The numbers every implementation of ``ClienteArticulos`` agrees on, stated once: the live
/// client's queries and the in-memory client read them here, so neither copies the other.
///
/// Part of the contract: a search weighs a word by the field it is in (``pesos``), an excerpt
/// shows at most ``palabrasPorExtracto`` words, one page holds at most
/// ``tamanoMaximoDePagina`` articles, and no caller needs to ask for more than
/// ``tamanoMaximoPedido`` at once.
///
/// ```swift
/// let contrato = ParametrosDelContrato.actuales
/// contrato.pesos.titulo           // 10: a word in the title weighs ten in the body
/// contrato.palabrasPorExtracto    // 12
/// ```
public struct ParametrosDelContrato: Sendable {
  /// How much one appearance of a word weighs in each field when a search ranks by relevance.
  public let pesos: (titulo: Double, etiquetas: Double, cuerpo: Double)
  /// How many words an excerpt shows at most.
  public let palabrasPorExtracto: Int
  /// The most articles one page holds, as a server in its default settings returns.
  public let tamanoMaximoDePagina: Int
  /// The largest page a caller asks for (a walk over every article); a client answers with at
  /// most ``tamanoMaximoDePagina`` unless its server allows more.
  public let tamanoMaximoPedido: Int

  /// The contract as it stands: weights 10 (title), 4 (tags) and 1 (body), excerpts of 12
  /// words, pages of at most 1,000 articles, requests of at most 5,000.
  public static let actuales = ParametrosDelContrato(
    pesos: (titulo: 10, etiquetas: 4, cuerpo: 1), palabrasPorExtracto: 12,
    tamanoMaximoDePagina: 1_000, tamanoMaximoPedido: 5_000)
}
