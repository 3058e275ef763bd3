/// What a person writes to create an article: title, body and tags, without id or dates.
///
/// `Codable`, so the tool can read it from a JSON file (`{"titulo": ..., "cuerpo": ...,
/// "etiquetas": [...]}`; `cuerpo` and `etiquetas` may be left out).
///
/// ```swift
/// let borrador = BorradorDeArticulo(
///   titulo: "Café de especialidad", cuerpo: "Moler justo antes...", etiquetas: ["café"])
/// let creado = try await editor.crear(borrador)
/// ```
public struct BorradorDeArticulo: Codable, Hashable, Sendable {
  /// The title; it must not be blank.
  ///
  /// ```swift
  /// try await editor.crear(BorradorDeArticulo(titulo: " "))
  /// // throws .articuloInvalido([.tituloVacio]) without a request
  /// ```
  public var titulo: String
  /// The body, plain text or Markdown.
  ///
  /// ```swift
  /// let borrador = BorradorDeArticulo(titulo: "Nota", cuerpo: "Texto en **Markdown**.")
  /// ```
  public var cuerpo: String
  /// The tags, without repeats.
  ///
  /// ```swift
  /// editor.nuevo(BorradorDeArticulo(titulo: "Nota", etiquetas: ["a", "A"])).problemas
  /// // [.etiquetaRepetida("A")]
  /// ```
  public var etiquetas: [String]

  /// Makes a draft.
  ///
  /// ```swift
  /// let nota = BorradorDeArticulo(titulo: "Nota")
  /// ```
  ///
  /// - Parameters:
  ///   - titulo: The title.
  ///   - cuerpo: The body.
  ///   - etiquetas: The tags.
  public init(titulo: String, cuerpo: String = "", etiquetas: [String] = []) {
    self.titulo = titulo
    self.cuerpo = cuerpo
    self.etiquetas = etiquetas
  }

  private enum CodingKeys: String, CodingKey {
    case titulo, cuerpo, etiquetas
  }

  /// Decodes a draft; `cuerpo` and `etiquetas` may be missing.
  ///
  /// ```swift
  /// let borrador = try JSONDecoder().decode(BorradorDeArticulo.self, from: datos)
  /// ```
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    titulo = try container.decode(String.self, forKey: .titulo)
    cuerpo = try container.decodeIfPresent(String.self, forKey: .cuerpo) ?? ""
    etiquetas = try container.decodeIfPresent([String].self, forKey: .etiquetas) ?? []
  }
}
