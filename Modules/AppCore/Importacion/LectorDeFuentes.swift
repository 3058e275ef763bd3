import ArticulosInterface
import Foundation

/// Reads the entries of an import source from the file system or memory.
enum LectorDeFuentes {
  /// Every entry of a source, in order, and the fingerprint of what was read.
  struct Lectura: Sendable {
    var entradas: [EntradaDeImportacion]
    var huella: String
  }

  /// Every entry of `fuente`, in order.
  static func leer(_ fuente: FuenteDeImportacion) throws(ErrorDeImportacion) -> Lectura {
    switch fuente {
    case .json(let url):
      return try lecturaJSON(try datos(de: url), origen: url.path)
    case .datosJSON(let datos, let origen):
      return try lecturaJSON(datos, origen: origen)
    case .markdown(let carpeta):
      return try lecturaMarkdown(carpeta)
    }
  }

  private static func datos(de url: URL) throws(ErrorDeImportacion) -> Data {
    guard let atributos = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      throw .noExiste(url.path)
    }
    // NB: A device, a FIFO or a socket is refused before reading: reading one may never end,
    // and what comes from it could not be read again to resume.
    if let tipo = atributos[.type] as? FileAttributeType, tipo != .typeRegular {
      throw .noEsUnArchivo(ruta: url.path, tipo: Self.nombre(de: tipo))
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .ilegible(ruta: url.path, motivo: error.localizedDescription)
    }
  }

  private static func nombre(de tipo: FileAttributeType) -> String {
    switch tipo {
    case .typeCharacterSpecial, .typeBlockSpecial: "a device"
    case .typeSocket: "a socket"
    case .typeDirectory: "a folder"
    default: "a pipe (FIFO)"
    }
  }

  private static func lecturaJSON(
    _ datos: Data, origen: String
  ) throws(ErrorDeImportacion) -> Lectura {
    var huella = HuellaDeContenido()
    huella.anadir(datos)
    do {
      var entradas = try JSONDecoder().decode([EntradaDeImportacion].self, from: datos)
      for indice in entradas.indices { entradas[indice].ubicacion = "#\(indice)" }
      return Lectura(entradas: entradas, huella: huella.texto)
    } catch DecodingError.dataCorrupted(let contexto) where contexto.codingPath.isEmpty {
      throw .jsonInvalido(ruta: origen, detalle: UbicacionEnJSON.error(en: datos))
    } catch let error as DecodingError {
      throw .jsonInvalido(ruta: origen, detalle: EntradaDeImportacion.explicacion(error))
    } catch {
      throw .jsonInvalido(ruta: origen, detalle: String(describing: error))
    }
  }

  /// The `.md` files of `carpeta` and of every folder inside it, by path; each file's name in
  /// the entry (and its id) is its path relative to `carpeta`, such as `viajes/roma.md`.
  ///
  /// A single `.md` file is read the same way, as the only file of its folder.
  private static func lecturaMarkdown(_ fuente: URL) throws(ErrorDeImportacion) -> Lectura {
    var archivos: [String] = []
    var ilegibles: [EntradaDeImportacion] = []
    var carpeta = fuente
    let tipo = (try? FileManager.default.attributesOfItem(atPath: fuente.path))?[.type]
    if let tipo = tipo as? FileAttributeType, tipo != .typeDirectory {
      carpeta = fuente.deletingLastPathComponent()
      archivos = [fuente.lastPathComponent]
    } else {
      try recorrer(carpeta, relativa: "", archivos: &archivos, ilegibles: &ilegibles)
    }
    guard !archivos.isEmpty || !ilegibles.isEmpty else { throw .sinMarkdown(carpeta.path) }
    var huella = HuellaDeContenido()
    let entradas = archivos.sorted().map { nombre in
      let archivo = carpeta.appendingPathComponent(nombre)
      huella.anadir(nombre)
      guard let datos = try? Data(contentsOf: archivo) else {
        return EntradaDeImportacion(
          ubicacion: nombre, id: IdDerivado.paraArchivo(nombre), titulo: nil,
          cuerpo: nil, etiquetas: nil, ilegible: "the file cannot be read")
      }
      huella.anadir(datos)
      guard let texto = String(data: datos, encoding: .utf8) else {
        return EntradaDeImportacion(
          ubicacion: nombre, id: IdDerivado.paraArchivo(nombre), titulo: nil,
          cuerpo: nil, etiquetas: nil, ilegible: "the file is not UTF-8 text")
      }
      return ArticuloMarkdown.entrada(de: texto, nombre: nombre)
    }
    return Lectura(entradas: entradas + ilegibles, huella: huella.texto)
  }

  /// Adds the `.md` files under `carpeta` to `archivos`, and a folder inside it that cannot be
  /// listed to `ilegibles`. Symbolic links to folders are not followed, so a loop of links
  /// cannot make the walk endless.
  private static func recorrer(
    _ carpeta: URL, relativa: String, archivos: inout [String],
    ilegibles: inout [EntradaDeImportacion]
  ) throws(ErrorDeImportacion) {
    let nombres: [String]
    do {
      nombres = try FileManager.default.contentsOfDirectory(atPath: carpeta.path)
    } catch {
      guard !relativa.isEmpty else {
        guard FileManager.default.fileExists(atPath: carpeta.path) else {
          throw .noExiste(carpeta.path)
        }
        throw .ilegible(ruta: carpeta.path, motivo: error.localizedDescription)
      }
      ilegibles.append(
        EntradaDeImportacion(
          ubicacion: relativa + "/", id: nil, titulo: nil, cuerpo: nil, etiquetas: nil,
          ilegible: "the folder cannot be read, so its files were not imported"))
      return
    }
    for nombre in nombres {
      let ruta = relativa.isEmpty ? nombre : relativa + "/" + nombre
      let url = carpeta.appendingPathComponent(nombre)
      let tipo = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type]
      if tipo as? FileAttributeType == .typeDirectory {
        try recorrer(url, relativa: ruta, archivos: &archivos, ilegibles: &ilegibles)
      } else if nombre.lowercased().hasSuffix(".md") {
        archivos.append(ruta)
      }
    }
  }
}
