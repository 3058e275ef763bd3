import ArticulosInterface

/// How a deletion ended: deleted, or kept because it was not confirmed.
///
/// ```swift
/// switch try await borrado.borrar(id, confirmacion: modo) {
/// case .borrado(let articulo): print("Deleted \(articulo.titulo).")
/// case .noConfirmado: print("Nothing deleted. Pass --yes to delete without asking.")
/// }
/// ```
public enum ResultadoDeBorrado: Hashable, Sendable {
  /// The article was deleted; this is what it was.
  case borrado(Articulo)
  /// The deletion was not confirmed; the article is untouched.
  case noConfirmado(ConfirmacionDeBorrado)
}
