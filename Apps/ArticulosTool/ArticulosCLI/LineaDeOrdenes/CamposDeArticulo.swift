import Foundation
import ArticulosInterface

/// The fields `articulos save` was given: from options, from a JSON file, or both.
///
/// Only what was given is set. Creating needs at least a title; updating (with an id) changes
/// the fields given and keeps the rest. Options win over the file, field by field.
///
/// ```swift
/// // articulos save --title "Café" --tags café,recetas
/// CamposDeArticulo(titulo: "Café", etiquetas: ["café", "recetas"])
/// ```
struct CamposDeArticulo: Hashable, Sendable {
  /// `--id`: update this article instead of creating one.
  var id: Articulo.ID?
  /// `--title`.
  var titulo: String?
  /// `--body`.
  var cuerpo: String?
  /// `--tags`, split at commas.
  var etiquetas: [String]?
  /// `--file`: a JSON object to read the fields from, at run time.
  var archivo: String?

  /// These fields with `otros` filling the ones not given here.
  ///
  /// ```swift
  /// opciones.completados(con: delArchivo)  // options win, the file fills the rest
  /// ```
  func completados(con otros: CamposDeArticulo) -> CamposDeArticulo {
    CamposDeArticulo(
      id: id ?? otros.id,
      titulo: titulo ?? otros.titulo,
      cuerpo: cuerpo ?? otros.cuerpo,
      etiquetas: etiquetas ?? otros.etiquetas,
      archivo: archivo ?? otros.archivo)
  }

  /// Whether no field was given (a file counts as given).
  var estaVacio: Bool {
    id == nil && titulo == nil && cuerpo == nil && etiquetas == nil && archivo == nil
  }

  /// The tags of a `--tags` value: split at commas, trimmed, empty pieces dropped.
  ///
  /// ```swift
  /// CamposDeArticulo.etiquetas(de: " café, recetas ,")  // ["café", "recetas"]
  /// CamposDeArticulo.etiquetas(de: "")                  // []
  /// ```
  static func etiquetas(de texto: String) -> [String] {
    texto.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }
}
