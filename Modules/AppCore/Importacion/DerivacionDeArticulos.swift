import ArticulosInterface
import Envio
import Foundation

/// Turns an import's entries into articles, in source order: gives an id to an entry without
/// one and dates to an entry without them, and says why an entry cannot be an article.
///
/// An import reads its source twice, once to plan and once to send (see ``ImportadorModel``),
/// each time through a derivation of its own. Given the same entries in the same order and the
/// same ``fecha``, two derivations give the same articles: the n-th entry without an id titled
/// "Café" gets ``IdDerivado/paraTitulo(_:repeticion:)`` with repetition n - 1 both times.
/// Whether an id repeats an earlier entry's is the plan's to find, not the derivation's.
struct DerivacionDeArticulos {
  /// What an entry becomes.
  enum Derivado {
    case articulo(Articulo)
    case invalido(ArticuloInvalido)
  }

  /// The date given to entries without one: the first such entry reads it from `leerFecha`.
  private(set) var fecha: Date?
  private let leerFecha: () throws(ErrorDeImportacion) -> Date
  /// How many entries without an id have had each title so far.
  private var titulosSinId: [String: Int] = [:]

  /// A derivation at the start of a source.
  ///
  /// - Parameters:
  ///   - fecha: The date an earlier derivation of the same source gave undated entries.
  ///   - leerFecha: Reads the date to give undated entries, when `fecha` is `nil`; what it
  ///     throws, ``derivar(_:)`` throws.
  init(fecha: Date? = nil, leerFecha: @escaping () throws(ErrorDeImportacion) -> Date) {
    self.fecha = fecha
    self.leerFecha = leerFecha
  }

  /// The article `entrada` stands for, or why it cannot be one.
  mutating func derivar(
    _ entrada: EntradaDeImportacion
  ) throws(ErrorDeImportacion) -> Derivado {
    if let motivo = entrada.ilegible {
      return .invalido(
        ArticuloInvalido(
          ubicacion: entrada.ubicacion, id: entrada.id, titulo: entrada.titulo,
          motivo: .ilegible(motivo)))
    }
    let id: Articulo.ID
    if let propio = entrada.id {
      id = propio
    } else {
      let titulo = (entrada.titulo ?? "").precomposedStringWithCanonicalMapping
      id = IdDerivado.paraTitulo(titulo, repeticion: titulosSinId[titulo, default: 0])
      titulosSinId[titulo, default: 0] += 1
    }
    let creado: Date
    if let fecha = entrada.creado ?? entrada.actualizado {
      creado = fecha
    } else {
      creado = try ahora()
    }
    let articulo = Articulo(
      id: id, titulo: entrada.titulo ?? "", cuerpo: entrada.cuerpo ?? "",
      etiquetas: entrada.etiquetas ?? [], creado: creado,
      actualizado: entrada.actualizado ?? creado)
    let problemas = articulo.problemas
    guard problemas.isEmpty else {
      return .invalido(
        ArticuloInvalido(
          ubicacion: entrada.ubicacion, id: id, titulo: articulo.titulo,
          motivo: .problemas(problemas)))
    }
    return .articulo(articulo)
  }

  private mutating func ahora() throws(ErrorDeImportacion) -> Date {
    if let fecha { return fecha }
    let leida = try leerFecha()
    fecha = leida
    return leida
  }
}
