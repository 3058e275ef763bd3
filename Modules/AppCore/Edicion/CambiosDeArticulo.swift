import ArticulosInterface

/// What to change in an existing article: each field that is not `nil` replaces the old one.
///
/// `Codable`, so the tool can read it from a JSON file where every field is optional.
///
/// ```swift
/// let cambios = CambiosDeArticulo(titulo: "Título corregido")
/// let guardado = try await editor.actualizar(id, con: cambios)
/// ```
public struct CambiosDeArticulo: Codable, Hashable, Sendable {
  /// The new title, if it changes.
  ///
  /// ```swift
  /// CambiosDeArticulo(titulo: "Otro").aplicados(a: Articulo.muestra[0]).titulo  // "Otro"
  /// ```
  public var titulo: String?
  /// The new body, if it changes.
  ///
  /// ```swift
  /// CambiosDeArticulo(cuerpo: "").aplicados(a: Articulo.muestra[0]).cuerpo  // "": empty is a change, nil is not
  /// ```
  public var cuerpo: String?
  /// The new tags, if they change (all of them: the list replaces the old one).
  ///
  /// ```swift
  /// CambiosDeArticulo(etiquetas: ["té"]).aplicados(a: Articulo.muestra[0]).etiquetas  // ["té"]: all replaced
  /// ```
  public var etiquetas: [String]?

  /// Makes a set of changes.
  ///
  /// ```swift
  /// let sinEtiquetas = CambiosDeArticulo(etiquetas: [])
  /// ```
  ///
  /// - Parameters:
  ///   - titulo: The new title, or `nil` to keep it.
  ///   - cuerpo: The new body, or `nil` to keep it.
  ///   - etiquetas: The new tags, or `nil` to keep them.
  public init(titulo: String? = nil, cuerpo: String? = nil, etiquetas: [String]? = nil) {
    self.titulo = titulo
    self.cuerpo = cuerpo
    self.etiquetas = etiquetas
  }

  /// Whether nothing changes.
  ///
  /// ```swift
  /// CambiosDeArticulo().vacios  // true
  /// ```
  public var vacios: Bool { titulo == nil && cuerpo == nil && etiquetas == nil }

  /// `articulo` with these changes applied (its id and dates untouched).
  ///
  /// ```swift
  /// let nuevo = CambiosDeArticulo(titulo: "Otro").aplicados(a: Articulo.muestra[0])
  /// ```
  ///
  /// - Parameter articulo: The article to change.
  /// - Returns: The changed copy.
  public func aplicados(a articulo: Articulo) -> Articulo {
    var cambiado = articulo
    if let titulo { cambiado.titulo = titulo }
    if let cuerpo { cambiado.cuerpo = cuerpo }
    if let etiquetas { cambiado.etiquetas = etiquetas }
    return cambiado
  }

  /// What is wrong with these changes on their own, found before any request.
  ///
  /// Only the fields given are checked: a blank title, a body or tags out of bounds, a repeated
  /// tag.
  ///
  /// ```swift
  /// CambiosDeArticulo(titulo: " ").problemas  // [.tituloVacio]
  /// ```
  public var problemas: [ProblemaDeArticulo] {
    let valido = Articulo(
      id: "cambios", titulo: "título", cuerpo: "", etiquetas: [],
      creado: .distantPast, actualizado: .distantPast)
    return aplicados(a: valido).problemas
  }
}
