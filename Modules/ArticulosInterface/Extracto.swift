/// Why an article matched a search: a short passage of it, with the matched words marked.
///
/// A search returns one for each article it found (``Pagina/extractos``); how to show the marks
/// (colour, brackets, nothing) is the caller's choice:
///
/// ```swift
/// let extracto = pagina.extractos[articulo.id]
/// let texto = extracto?.partes.map { parte in
///   switch parte {
///   case .texto(let texto): texto
///   case .coincidencia(let palabra): "[\(palabra)]"
///   }
/// }.joined()
/// // "…una taza de [café] con leche…"
/// ```
public struct Extracto: Sendable, Hashable {
  /// A run of the passage: plain text, or a word that matched.
  public enum Parte: Sendable, Hashable {
    case texto(String)
    case coincidencia(String)
  }

  /// The passage, in order. A cut at either end is a `.texto("…")`.
  public var partes: [Parte]

  /// Makes an excerpt from its parts.
  public init(partes: [Parte]) { self.partes = partes }

  /// The passage without marks.
  package var texto: String {
    partes.map { parte in
      switch parte {
      case .texto(let texto), .coincidencia(let texto): texto
      }
    }.joined()
  }
}
