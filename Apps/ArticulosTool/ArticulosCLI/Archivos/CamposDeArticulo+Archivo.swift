import ArticulosInterface
import Foundation

extension CamposDeArticulo {
  /// The fields of a `--file` JSON object: `id`, `titulo`, `cuerpo`, `etiquetas`, all optional.
  ///
  /// `ruta` may be `-` (standard input), a pipe such as `<(cmd)`, or a device such as
  /// `/dev/stdin`, read to its end (see ``LecturaDeArchivo/leerEntrada(_:maximo:)``).
  ///
  /// - Throws: A usage-like ``FalloDeEjecucion`` when the input cannot be read, is empty, or is
  ///   not such an object.
  static func deArchivo(_ ruta: String) throws(FalloDeEjecucion) -> CamposDeArticulo {
    let datos: Data
    do {
      datos = Data(try LecturaDeArchivo.leerEntrada(ruta, maximo: LecturaDeArchivo.maximoDeEntrada))
    } catch {
      throw FalloDeEjecucion(
        .uso, LecturaDeArchivo.mensaje(error, ruta: ruta, opcion: "--file"), usoDe: .guardar)
    }
    let nombre = ruta == "-" ? "standard input" : "'\(ruta)'"
    guard datos.contains(where: { !" \t\r\n".utf8.contains($0) }) else {
      throw FalloDeEjecucion(
        .uso, "The \(ruta == "-" ? "" : "file ")\(nombre) given to --file is empty.",
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
        "\(ruta == "-" ? "Standard input" : "The file \(nombre)") is not a JSON object with \"titulo\", \"cuerpo\", \"etiquetas\" "
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
