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
  ///
  /// ```swift
  /// let mismo = try await cliente.obtener(id: articulo.id)
  /// ```
  public var id: ID
  /// The title; never blank (see ``problemas``).
  ///
  /// ```swift
  /// Articulo.demo.titulo  // "Café de especialidad en casa"
  /// ```
  public var titulo: String
  /// The body, plain text or Markdown.
  ///
  /// ```swift
  /// articulo.cuerpo = "# Molienda\n\nMás fina para espresso, más gruesa para prensa."
  /// ```
  public var cuerpo: String
  /// Tags, in the order the author gave them, without duplicates.
  ///
  /// ```swift
  /// Articulo.demo.etiquetas  // ["café", "recetas"]
  /// ```
  public var etiquetas: [String]
  /// When the article was first saved.
  ///
  /// ```swift
  /// FechaISO8601.texto(de: Articulo.demo.creado)  // "2023-11-14T22:13:20.000Z"
  /// ```
  public var creado: Date
  /// When the article was last saved.
  ///
  /// ```swift
  /// let editados = Articulo.muestra.filter { $0.actualizado > $0.creado }  // only the second
  /// ```
  public var actualizado: Date

  /// Makes an article from all its fields.
  ///
  /// ```swift
  /// let nota = Articulo(
  ///   id: "nota-1", titulo: "Nota", cuerpo: "", etiquetas: [], creado: .now, actualizado: .now)
  /// ```
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

extension Articulo {
  /// The identity of an article: non-empty text of at most 200 characters.
  ///
  /// New articles get a UUID from the `uuid` dependency; imported ones keep theirs.
  ///
  /// ```swift
  /// let nuevo = Articulo.ID(UUID())
  /// let conocido: Articulo.ID = "0b6b2f0e-3c1d-4a3e-9d7a-1f2c3b4d5e6f"
  /// ```
  public struct ID: RawRepresentable, Codable, Hashable, Sendable, Comparable,
    ExpressibleByStringLiteral, CustomStringConvertible
  {
    /// The id as text.
    ///
    /// ```swift
    /// Articulo.ID(UUID(0)).rawValue  // "00000000-0000-0000-0000-000000000000"
    /// ```
    public var rawValue: String

    /// Wraps text as an id. The text is not checked here; ``Articulo/problemas`` does.
    ///
    /// ```swift
    /// let id = Articulo.ID(rawValue: "a1")
    /// ```
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An id from a UUID, in lowercase as servers usually print them.
    ///
    /// ```swift
    /// let id = Articulo.ID(UUID(0))  // 00000000-0000-0000-0000-000000000000
    /// ```
    public init(_ uuid: UUID) { self.rawValue = uuid.uuidString.lowercased() }

    /// An id written in code.
    ///
    /// ```swift
    /// let id: Articulo.ID = "a1"
    /// ```
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Decodes an id from plain text.
    ///
    /// ```swift
    /// let ids = try JSONDecoder().decode([Articulo.ID].self, from: Data(#"["a1","a2"]"#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
      self.rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes an id as plain text.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(["id": Articulo.ID(rawValue: "a1")])  // {"id":"a1"}
    /// ```
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }

    /// The id as text.
    ///
    /// ```swift
    /// print(Articulo.demo.id)  // 00000000-0000-0000-0000-000000000001
    /// ```
    public var description: String { rawValue }

    /// Ids sort as text, the order the server lists them in.
    ///
    /// ```swift
    /// ("a10" as Articulo.ID) < "a2"  // true: text order, not numeric
    /// ```
    public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
