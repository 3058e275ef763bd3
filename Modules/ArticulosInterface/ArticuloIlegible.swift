/// An entry of a page that the client could not turn into an ``Articulo``, and why.
///
/// A listing or a search does not fail because one stored row is malformed: the page holds the
/// articles it could read and names the others here, so a backup keeps every readable article
/// and can say exactly which ones it left out.
///
/// ```swift
/// for ilegible in pagina.ilegibles {
///   print("\(ilegible.id?.rawValue ?? "?"): \(ilegible.motivo)")
/// }
/// ```
public struct ArticuloIlegible: Sendable, Hashable {
  /// The entry's id, when even that could not be read `nil`.
  public var id: Articulo.ID?
  /// What is wrong with it, in a sentence.
  public var motivo: String

  /// Names an unreadable entry.
  public init(id: Articulo.ID?, motivo: String) {
    self.id = id
    self.motivo = motivo
  }
}
