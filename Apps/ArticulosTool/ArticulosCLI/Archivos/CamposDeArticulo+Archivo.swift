import ArticulosInterface
import Foundation

extension CamposDeArticulo {
  /// The fields of a `--file` JSON object: `id`, `titulo`, `cuerpo`, `etiquetas`, all optional.
  ///
  /// - Throws: A usage-like ``FalloDeEjecucion`` when the file is missing or not such an object.
  static func deArchivo(_ ruta: String) throws(FalloDeEjecucion) -> CamposDeArticulo {
    let datos: Data
    do {
      datos = try Data(contentsOf: URL(fileURLWithPath: ruta))
    } catch {
      throw FalloDeEjecucion(
        .uso, "Cannot read the file '\(ruta)' given to --file: check that it exists.",
        usoDe: .guardar)
    }
    do {
      let archivo = try JSONDecoder().decode(CamposEnArchivo.self, from: datos)
      return Self(
        id: archivo.id.map(Articulo.ID.init(rawValue:)), titulo: archivo.titulo,
        cuerpo: archivo.cuerpo, etiquetas: archivo.etiquetas)
    } catch {
      throw FalloDeEjecucion(
        .uso,
        "The file '\(ruta)' is not a JSON object with \"titulo\", \"cuerpo\", \"etiquetas\" "
          + "(a list of texts) and optionally \"id\".",
        usoDe: .guardar)
    }
  }
}

/// The JSON object `save --file` reads.
private struct CamposEnArchivo: Decodable {
  var id: String?
  var titulo: String?
  var cuerpo: String?
  var etiquetas: [String]?
}
