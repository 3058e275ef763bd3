import ArticulosInterface
import Foundation

/// The ids an import gives entries that come without one: name-based UUIDs (version 5), so the
/// same source imported again gives the same ids and updates the same articles instead of
/// adding copies.
///
/// A Markdown file's id comes from its path inside the imported folder; a JSON entry's from its
/// title (in Unicode NFC, so the same title typed two ways is one) and how many entries without
/// an id came before it with that title, so two such entries never share an id.
///
/// ```swift
/// IdDerivado.paraArchivo("notas/cafe.md")           // the same id at every import
/// IdDerivado.paraTitulo("Café", repeticion: 0)     // the first id-less entry titled "Café"
/// IdDerivado.paraTitulo("Café", repeticion: 1)     // the second one: another id
/// ```
enum IdDerivado {
  /// The id of the Markdown file at `ruta`, relative to the imported folder.
  static func paraArchivo(_ ruta: String) -> Articulo.ID {
    Articulo.ID(UUIDPorNombre.uuid(espacio: espacioDeArchivos, nombre: ruta))
  }

  /// The id of the JSON entry titled `titulo` that follows `repeticion` id-less entries with
  /// the same title.
  static func paraTitulo(_ titulo: String, repeticion: Int) -> Articulo.ID {
    let nombre = titulo.precomposedStringWithCanonicalMapping
    return Articulo.ID(
      UUIDPorNombre.uuid(
        espacio: espacioDeTitulos, nombre: repeticion == 0 ? nombre : "\(nombre)\n#\(repeticion)"))
  }

  // NB: Two version 4 UUIDs chosen for this workspace; changing them would change every id
  // derived before, and an import again would add copies.
  static let espacioDeArchivos = UUID(uuidString: "6f1b5f1e-8a3c-4d52-9a7e-2c1d0b4e8f31")!
  static let espacioDeTitulos = UUID(uuidString: "b7d3c2a4-5e61-4f08-93ad-0c8e1f2b6d47")!
}
