import ArticulosInterface
import Foundation

// THE IN-MEMORY CLIENT'S RANKING: what `enMemoria` does to order a search like a real server.
// The contract is that the best match comes first, weighing a word by its field
// (`ParametrosDelContrato.pesos`); this file scores the way SQLite's FTS5 `bm25()` does with
// those weights, so that both clients agree on clear cases.

/// Scores articles for the words of a search, the way FTS5's `bm25()` scores rows.
///
/// For each word *w* of the search and an article *A*:
///
/// - *f(w, A)*: how often *w* appears in *A*, each appearance weighed by its field
///   (``ArticulosInterface/ParametrosDelContrato/pesos``: 10 in the title, 4 in the tags, 1 in
///   the body);
/// - *IDF(w)* = ln((N − n + 0.5) / (n + 0.5)), where *N* is the number of articles and *n* how
///   many contain *w* (1e-6 when that is not positive);
/// - *D*: the words in all of *A*'s fields; *avgdl*: the same, averaged over every article.
///
/// The score is the sum over the words of
/// *IDF(w) · f(w, A) · (k1 + 1) / (f(w, A) + k1 · (1 − b + b · D / avgdl))*, with
/// *k1* = 1.2 and *b* = 0.75; higher is better.
struct RelevanciaEnMemoria {
  /// How much one appearance weighs in each field: the contract's weights.
  static let pesos = ParametrosDelContrato.actuales.pesos
  private static let k1 = 1.2
  private static let b = 0.75

  /// The words of each field of one article, folded.
  private struct Campos {
    var titulo: [String]
    var cuerpo: [String]
    var etiquetas: [String]

    var total: Int { titulo.count + cuerpo.count + etiquetas.count }
  }

  private let campos: [Articulo.ID: Campos]
  private let longitudMedia: Double

  /// Indexes `articulos`, the whole collection the scores are relative to.
  init(_ articulos: [Articulo]) {
    var campos: [Articulo.ID: Campos] = [:]
    for articulo in articulos {
      campos[articulo.id] = Campos(
        titulo: TextoNormalizado.palabras(articulo.titulo),
        cuerpo: TextoNormalizado.palabras(articulo.cuerpo),
        etiquetas: articulo.etiquetas.flatMap(TextoNormalizado.palabras))
    }
    self.campos = campos
    let palabras = campos.values.reduce(0) { $0 + $1.total }
    self.longitudMedia = campos.isEmpty ? 1 : max(1, Double(palabras) / Double(campos.count))
  }

  /// Whether the article contains every word of `palabras`, in any field.
  func contiene(_ id: Articulo.ID, todas palabras: Set<String>) -> Bool {
    guard let suyos = campos[id] else { return false }
    return palabras.isSubset(of: Set(suyos.titulo + suyos.cuerpo + suyos.etiquetas))
  }

  /// The score of each of `ids` for `palabras`; higher is better.
  func puntuaciones(_ ids: [Articulo.ID], para palabras: Set<String>) -> [Articulo.ID: Double] {
    let total = Double(campos.count)
    var idf: [String: Double] = [:]
    for palabra in palabras {
      let con = Double(
        campos.values.filter { contieneAlgunCampo($0, palabra) }.count)
      let valor = log((total - con + 0.5) / (con + 0.5))
      idf[palabra] = valor > 0 ? valor : 1e-6
    }
    var puntuaciones: [Articulo.ID: Double] = [:]
    for id in ids {
      guard let suyos = campos[id] else { continue }
      let longitud = Double(suyos.total)
      var puntos = 0.0
      for palabra in palabras {
        let frecuencia =
          Self.pesos.titulo * Double(suyos.titulo.count { $0 == palabra })
          + Self.pesos.cuerpo * Double(suyos.cuerpo.count { $0 == palabra })
          + Self.pesos.etiquetas * Double(suyos.etiquetas.count { $0 == palabra })
        let saturacion =
          frecuencia + Self.k1 * (1 - Self.b + Self.b * longitud / longitudMedia)
        puntos += (idf[palabra] ?? 0) * frecuencia * (Self.k1 + 1) / saturacion
      }
      puntuaciones[id] = puntos
    }
    return puntuaciones
  }

  private func contieneAlgunCampo(_ campos: Campos, _ palabra: String) -> Bool {
    campos.titulo.contains(palabra) || campos.cuerpo.contains(palabra)
      || campos.etiquetas.contains(palabra)
  }
}
