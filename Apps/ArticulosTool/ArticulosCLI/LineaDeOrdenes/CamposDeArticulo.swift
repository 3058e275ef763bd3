import Foundation
import ArticulosInterface

/// The fields `articulos save` was given: from options, from a file (a JSON object or a
/// Markdown note), or both.
///
/// Only what was given is set. Creating needs at least a title; updating (with an id) changes
/// the fields given and keeps the rest. Options win over the file, field by field.
///
/// ```swift
/// // articulos save --title "Café" --tags café,recetas
/// CamposDeArticulo(titulo: "Café", etiquetas: ["café", "recetas"])
/// // articulos save --title "Café" --body-file cafe.txt
/// CamposDeArticulo(titulo: "Café", archivoDelCuerpo: "cafe.txt")
/// ```
struct CamposDeArticulo: Hashable, Sendable {
  /// `--id`: update this article instead of creating one.
  var id: Articulo.ID?
  /// `--title`.
  var titulo: String?
  /// `--body`.
  var cuerpo: String?
  /// `--body-file`, or `--body -`: where to read the body from at run time (`-` is standard
  /// input).
  var archivoDelCuerpo: String?
  /// `--tags`, split at commas.
  var etiquetas: [String]?
  /// `--file`: a JSON object or a Markdown note to read the fields from, at run time.
  var archivo: String?
  /// The id to save under when no ``id`` is given: a Markdown note's, which names the article
  /// to create or update (as an import of that note would), where ``id`` names one that must
  /// exist.
  var idDeLaNota: Articulo.ID?

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
      archivoDelCuerpo: archivoDelCuerpo ?? otros.archivoDelCuerpo,
      etiquetas: etiquetas ?? otros.etiquetas,
      archivo: archivo ?? otros.archivo,
      idDeLaNota: idDeLaNota ?? otros.idDeLaNota)
  }

  /// Whether no field was given (a file counts as given).
  var estaVacio: Bool {
    id == nil && titulo == nil && cuerpo == nil && archivoDelCuerpo == nil && etiquetas == nil
      && archivo == nil
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
