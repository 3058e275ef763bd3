import ArticulosInterface
import Foundation

/// One entry of an import source, before it gets an id and dates: every field may be missing.
///
/// Decoding never fails for one entry: an entry that is not an object, or has a field of the
/// wrong type, becomes ``ilegible`` and is reported alone, while the rest of the file imports.
struct EntradaDeImportacion: Decodable, Sendable {
  /// Where the entry is, for reports: `#3`, or a file name.
  var ubicacion = ""
  var id: Articulo.ID?
  var titulo: String?
  var cuerpo: String?
  var etiquetas: [String]?
  var creado: Date?
  var actualizado: Date?
  /// Why the entry cannot be read, if it cannot.
  var ilegible: String?

  private enum CodingKeys: String, CodingKey {
    case id, titulo, cuerpo, etiquetas, creado, actualizado
  }

  init(
    ubicacion: String, id: Articulo.ID?, titulo: String?, cuerpo: String?,
    etiquetas: [String]?, ilegible: String? = nil
  ) {
    self.ubicacion = ubicacion
    self.id = id
    self.titulo = titulo
    self.cuerpo = cuerpo
    self.etiquetas = etiquetas
    self.ilegible = ilegible
  }

  init(from decoder: any Decoder) {
    do {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decodeIfPresent(String.self, forKey: .id).map(Articulo.ID.init(rawValue:))
      titulo = try container.decodeIfPresent(String.self, forKey: .titulo)
      cuerpo = try container.decodeIfPresent(String.self, forKey: .cuerpo)
      etiquetas = try container.decodeIfPresent([String].self, forKey: .etiquetas)
      creado = try Self.fecha(container, .creado)
      actualizado = try Self.fecha(container, .actualizado)
    } catch let error as DecodingError {
      ilegible = Self.explicacion(error, dentroDe: decoder.codingPath.count)
    } catch {
      ilegible = String(describing: error)
    }
  }

  private static func fecha(
    _ container: KeyedDecodingContainer<CodingKeys>, _ clave: CodingKeys
  ) throws -> Date? {
    guard let texto = try container.decodeIfPresent(String.self, forKey: clave) else {
      return nil
    }
    guard let fecha = FechaISO8601.fecha(de: texto) else {
      throw DecodingError.dataCorruptedError(
        forKey: clave, in: container,
        debugDescription: "'\(texto)' is not an ISO-8601 date like 2024-01-08T14:30:01Z")
    }
    return fecha
  }

  /// A decoding error in a sentence: which field, and what was wrong with it.
  ///
  /// The first `dentroDe` components of the error's path (where the entry itself is) are left
  /// out: the report names the entry already.
  static func explicacion(_ error: DecodingError, dentroDe: Int = 0) -> String {
    func camino(_ contexto: DecodingError.Context) -> String {
      let ruta = contexto.codingPath.dropFirst(dentroDe).map {
        $0.intValue.map { "#\($0)" } ?? $0.stringValue
      }
      return ruta.isEmpty ? "" : "'\(ruta.joined(separator: "."))': "
    }
    switch error {
    case .typeMismatch(let tipo, let contexto):
      return "\(camino(contexto))expected \(nombreJSON(tipo))"
    case .valueNotFound(let tipo, let contexto):
      return "\(camino(contexto))expected \(nombreJSON(tipo)), found null"
    case .keyNotFound(let clave, let contexto):
      return "\(camino(contexto))'\(clave.stringValue)' is missing"
    case .dataCorrupted(let contexto):
      return "\(camino(contexto))\(contexto.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }

  private static func nombreJSON(_ tipo: Any.Type) -> String {
    switch tipo {
    case is String.Type: "text"
    case is [String].Type: "a list of texts"
    case is [EntradaDeImportacion].Type, is [Any].Type: "an array"
    default: "an object"
    }
  }
}
