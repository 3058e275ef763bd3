/// Nouns that agree with their number, written once for every message that counts.
///
/// ```swift
/// Plural.nombre("article", para: 1)             // "article"
/// Plural.contar(3, "article")                   // "3 articles"
/// Plural.contar(2, "match", "matches")          // "2 matches"
/// ```
enum Plural {
  /// `singular` when `numero` is 1, else `plural` (`singular` + `s` when not given).
  static func nombre(_ singular: String, _ plural: String? = nil, para numero: Int) -> String {
    numero == 1 ? singular : plural ?? singular + "s"
  }

  /// `numero` and the noun that goes with it.
  static func contar(_ numero: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(numero) \(nombre(singular, plural, para: numero))"
  }
}
