import Foundation

/// An article: the one domain value of the workspace.
///
/// Plain data: `Codable` (its JSON is the tool's `--json` output and the import format),
/// `Hashable`, `Sendable`. Dates travel as ISO-8601 text in UTC.
///
/// ```swift
/// let articulo = Articulo(
///   id: Articulo.ID(UUID()),
///   titulo: "Café de especialidad",
///   cuerpo: "Cómo se tuesta...",
///   etiquetas: ["café", "recetas"],
///   creado: .now,
///   actualizado: .now
/// )
/// ```
public struct Articulo: Codable, Sendable, Identifiable, Hashable {
  /// The article's identity: text, a UUID for articles this workspace creates.
  public var id: ID
  /// The title; never blank (see ``problemas``).
  public var titulo: String
  /// The body, plain text or Markdown.
  public var cuerpo: String
  /// Tags, in the order the author gave them, without duplicates.
  public var etiquetas: [String]
  /// When the article was first saved.
  public var creado: Date
  /// When the article was last saved.
  public var actualizado: Date

  /// Makes an article from all its fields.
  public init(
    id: ID,
    titulo: String,
    cuerpo: String,
    etiquetas: [String] = [],
    creado: Date,
    actualizado: Date
  ) {
    self.id = id
    self.titulo = titulo
    self.cuerpo = cuerpo
    self.etiquetas = etiquetas
    self.creado = creado
    self.actualizado = actualizado
  }

  private enum CodingKeys: String, CodingKey {
    case id, titulo, cuerpo, etiquetas, creado, actualizado
  }

  /// Decodes an article, with dates as ISO-8601 text whatever the decoder's date strategy.
  ///
  /// ```swift
  /// let articulo = try JSONDecoder().decode(Articulo.self, from: datos)
  /// ```
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.id = try container.decode(ID.self, forKey: .id)
    self.titulo = try container.decode(String.self, forKey: .titulo)
    self.cuerpo = try container.decode(String.self, forKey: .cuerpo)
    self.etiquetas = try container.decodeIfPresent([String].self, forKey: .etiquetas) ?? []
    self.creado = try FechaISO8601.decodificar(container, .creado)
    self.actualizado = try FechaISO8601.decodificar(container, .actualizado)
  }

  /// Encodes an article, with dates as ISO-8601 text in UTC.
  ///
  /// ```swift
  /// let datos = try JSONEncoder().encode(articulo)
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(titulo, forKey: .titulo)
    try container.encode(cuerpo, forKey: .cuerpo)
    try container.encode(etiquetas, forKey: .etiquetas)
    try container.encode(FechaISO8601.texto(de: creado), forKey: .creado)
    try container.encode(FechaISO8601.texto(de: actualizado), forKey: .actualizado)
  }
}
