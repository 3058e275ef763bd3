import Foundation

/// Text folded the way the server's full-text index folds it: no case, no accents.
///
/// `unicode61 remove_diacritics 2` folds "Café" and "cafe" together, and "año" with "ano";
/// the in-memory client and tag comparisons fold the same way so they agree with the server.
///
/// ```swift
/// TextoNormalizado.clave("Pingüino")       // "pinguino"
/// TextoNormalizado.palabras("¡Café, con leche!")  // ["cafe", "con", "leche"]
/// ```
package enum TextoNormalizado {
  /// `texto` without case or diacritics.
  ///
  /// ```swift
  /// TextoNormalizado.clave("Año") == TextoNormalizado.clave("ano")  // true
  /// ```
  package static func clave(_ texto: String) -> String {
    texto.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
  }

  /// The words of `texto`, folded: runs of letters and digits.
  ///
  /// ```swift
  /// TextoNormalizado.palabras("Café: 3 tazas/día")  // ["cafe", "3", "tazas", "dia"]
  /// ```
  package static func palabras(_ texto: String) -> [String] {
    clave(texto).split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }
}
