/// The nearest known word to a mistyped one, for "Did you mean ...?" hints.
///
/// ```swift
/// Sugerencia.masParecida(a: "lst", entre: ["list", "show"])   // "list"
/// Sugerencia.masParecida(a: "zzzz", entre: ["list", "show"])  // nil
/// ```
enum Sugerencia {
  /// The candidate at the smallest edit distance from `palabra`, if it is close enough
  /// (at most 2 edits, and fewer than the word's length).
  static func masParecida(a palabra: String, entre candidatos: [String]) -> String? {
    let medidas = candidatos.map { ($0, distancia(palabra, $0)) }
    guard let mejor = medidas.min(by: { $0.1 < $1.1 }) else { return nil }
    return mejor.1 <= min(2, max(palabra.count - 1, 1)) ? mejor.0 : nil
  }

  /// The Levenshtein distance between two words, in characters.
  ///
  /// ```swift
  /// Sugerencia.distancia("limt", "limit")  // 1
  /// ```
  static func distancia(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var anterior = Array(0...b.count)
    for i in 1...a.count {
      var actual = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let sustitucion = anterior[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        actual[j] = min(anterior[j] + 1, actual[j - 1] + 1, sustitucion)
      }
      anterior = actual
    }
    return anterior[b.count]
  }
}
