import ArticulosInterface
import Foundation

/// Reads the entries of an import source from the file system or memory.
enum LectorDeFuentes {
  /// Every entry of `fuente`, in order.
  static func entradas(
    de fuente: FuenteDeImportacion
  ) throws(ErrorDeImportacion) -> [EntradaDeImportacion] {
    switch fuente {
    case .json(let url):
      return try entradasJSON(try leer(url), origen: url.path)
    case .datosJSON(let datos, let origen):
      return try entradasJSON(datos, origen: origen)
    case .markdown(let carpeta):
      return try entradasMarkdown(carpeta)
    }
  }

  private static func leer(_ url: URL) throws(ErrorDeImportacion) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      guard FileManager.default.fileExists(atPath: url.path) else { throw .noExiste(url.path) }
      throw .ilegible(ruta: url.path, motivo: error.localizedDescription)
    }
  }

  private static func entradasJSON(
    _ datos: Data, origen: String
  ) throws(ErrorDeImportacion) -> [EntradaDeImportacion] {
    do {
      var entradas = try JSONDecoder().decode([EntradaDeImportacion].self, from: datos)
      for indice in entradas.indices { entradas[indice].ubicacion = "#\(indice)" }
      return entradas
    } catch let error as DecodingError {
      throw .jsonInvalido(ruta: origen, detalle: EntradaDeImportacion.explicacion(error))
    } catch {
      throw .jsonInvalido(ruta: origen, detalle: String(describing: error))
    }
  }

  private static func entradasMarkdown(
    _ carpeta: URL
  ) throws(ErrorDeImportacion) -> [EntradaDeImportacion] {
    let nombres: [String]
    do {
      nombres = try FileManager.default.contentsOfDirectory(atPath: carpeta.path)
    } catch {
      guard FileManager.default.fileExists(atPath: carpeta.path) else {
        throw .noExiste(carpeta.path)
      }
      throw .ilegible(ruta: carpeta.path, motivo: error.localizedDescription)
    }
    let markdown = nombres.filter { $0.lowercased().hasSuffix(".md") }.sorted()
    guard !markdown.isEmpty else { throw .sinMarkdown(carpeta.path) }
    return markdown.map { nombre in
      let archivo = carpeta.appendingPathComponent(nombre)
      guard let datos = try? Data(contentsOf: archivo) else {
        return EntradaDeImportacion(
          ubicacion: nombre, id: ArticuloMarkdown.id(paraArchivo: nombre), titulo: nil,
          cuerpo: nil, etiquetas: nil, ilegible: "the file cannot be read")
      }
      guard let texto = String(data: datos, encoding: .utf8) else {
        return EntradaDeImportacion(
          ubicacion: nombre, id: ArticuloMarkdown.id(paraArchivo: nombre), titulo: nil,
          cuerpo: nil, etiquetas: nil, ilegible: "the file is not UTF-8 text")
      }
      return ArticuloMarkdown.entrada(de: texto, nombre: nombre)
    }
  }
}
