import ArticulosInterface

/// A save whose outcome is unknown: the request may have reached the server, its answer was
/// lost (after every retry), and reading the article back failed too.
///
/// The article may or may not be stored under ``id``; saving it again with the same id is safe
/// (a save replaces the article with that id), and reading it tells which.
///
/// ```swift
/// do {
///   _ = try await editor.crear(borrador)
/// } catch let incierto as GuardadoIncierto {
///   print("may have been saved as \(incierto.id): \(incierto.causa)")
/// }
/// ```
public struct GuardadoIncierto: Error, Hashable, Sendable {
  /// The id the article was sent with.
  public var id: Articulo.ID
  /// Why the save's answer proves nothing (its last try's error).
  public var causa: ErrorArticulos
  /// Why reading the article back failed.
  public var lectura: ErrorArticulos

  /// Makes the error.
  public init(id: Articulo.ID, causa: ErrorArticulos, lectura: ErrorArticulos) {
    self.id = id
    self.causa = causa
    self.lectura = lectura
  }
}
