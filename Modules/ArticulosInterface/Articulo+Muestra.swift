import Foundation

extension Articulo {
  /// A few articles for previews, demos and tests, with accents, ñ and tags.
  ///
  /// ```swift
  /// let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
  /// ```
  public static let muestra: [Articulo] = [
    Articulo(
      id: "00000000-0000-0000-0000-000000000001",
      titulo: "Café de especialidad en casa",
      cuerpo: "Moler justo antes de preparar cambia el sabor del café más que la cafetera.",
      etiquetas: ["café", "recetas"],
      creado: Date(timeIntervalSince1970: 1_700_000_000),
      actualizado: Date(timeIntervalSince1970: 1_700_000_000)),
    Articulo(
      id: "00000000-0000-0000-0000-000000000002",
      titulo: "El año del pingüino",
      cuerpo: "Crónica de una colonia de pingüinos en la Patagonia, contada por la señora Muñoz.",
      etiquetas: ["naturaleza", "crónica"],
      creado: Date(timeIntervalSince1970: 1_700_086_400),
      actualizado: Date(timeIntervalSince1970: 1_700_172_800)),
    Articulo(
      id: "00000000-0000-0000-0000-000000000003",
      titulo: "Módulos con fronteras claras",
      cuerpo: "Una interfaz ligera y un módulo vivo pesado: así se separan las dependencias.",
      etiquetas: ["swift", "arquitectura"],
      creado: Date(timeIntervalSince1970: 1_700_259_200),
      actualizado: Date(timeIntervalSince1970: 1_700_259_200)),
  ]
}
