import ArticulosInterface
import Foundation

/// Reads the entries of an import source from the file system or memory.
enum LectorDeFuentes {
  /// Every entry of a source, in order, and the fingerprint of what was read.
  struct Lectura: Sendable {
    var entradas: [EntradaDeImportacion]
    var huella: String
  }

  /// Bytes read at a time from a JSON source: besides the entries, the import holds this much of
  /// the file and the element being read, never the whole file.
  static let tamanoDeLectura = 1 << 16

  /// Every entry of `fuente`, in order.
  static func leer(_ fuente: FuenteDeImportacion) throws(ErrorDeImportacion) -> Lectura {
    switch fuente {
    case .json(let url):
      let archivo = try abrir(url)
      defer { try? archivo.close() }
      return try lecturaJSON(origen: url.path, siguiente: trozos(de: archivo, url))
    case .lineasJSON(let url):
      let archivo = try abrir(url)
      defer { try? archivo.close() }
      return try lecturaLineas(origen: url.path, siguiente: trozos(de: archivo, url))
    case .datosJSON(let datos, let origen):
      var inicio = datos.startIndex
      return try lecturaJSON(origen: origen) { () -> Data? in
        guard inicio < datos.endIndex else { return nil }
        let fin = min(inicio + tamanoDeLectura, datos.endIndex)
        defer { inicio = fin }
        return datos[inicio..<fin]
      }
    case .markdown(let carpeta):
      return try lecturaMarkdown(carpeta)
    }
  }

  /// The next piece of `archivo`, nil at its end.
  private static func trozos(
    de archivo: FileHandle, _ url: URL
  ) -> () throws(ErrorDeImportacion) -> Data? {
    { () throws(ErrorDeImportacion) -> Data? in
      do {
        let trozo = try archivo.read(upToCount: tamanoDeLectura) ?? Data()
        return trozo.isEmpty ? nil : trozo
      } catch {
        throw .ilegible(ruta: url.path, motivo: error.localizedDescription)
      }
    }
  }

  /// The entries of a JSON Lines text whose bytes `siguiente` gives a piece at a time: one a
  /// non-blank line, named by its line.
  private static func lecturaLineas(
    origen: String, siguiente: () throws(ErrorDeImportacion) -> Data?
  ) throws(ErrorDeImportacion) -> Lectura {
    var huella = HuellaDeContenido()
    var entradas: [EntradaDeImportacion] = []
    let decodificador = JSONDecoder()
    var linea: [UInt8] = []
    var numero = 1
    func terminarLinea() throws(ErrorDeImportacion) {
      defer {
        linea.removeAll(keepingCapacity: true)
        numero += 1
      }
      // NB: a UTF-8 byte order mark may open the file; it takes no column.
      if numero == 1, linea.starts(with: [0xEF, 0xBB, 0xBF]) { linea.removeFirst(3) }
      let inicio = linea.firstIndex { !Self.esEspacio($0) } ?? linea.endIndex
      let fin = (linea.lastIndex { !Self.esEspacio($0) }).map { $0 + 1 } ?? inicio
      guard inicio < fin else { return }
      let columna = String(decoding: linea[..<inicio], as: UTF8.self).count + 1
      let elemento = EscanerDeArrayJSON.Elemento(
        bytes: Array(linea[inicio..<fin]), indice: entradas.count, linea: numero,
        columna: columna)
      var entrada = try entrada(de: elemento, decodificador, origen: origen)
      entrada.ubicacion = "line \(numero)"
      entradas.append(entrada)
    }
    while let trozo = try siguiente() {
      huella.anadir(trozo)
      for byte in trozo {
        if byte == UInt8(ascii: "\n") {
          try terminarLinea()
        } else {
          linea.append(byte)
        }
      }
    }
    try terminarLinea()
    return Lectura(entradas: entradas, huella: huella.texto)
  }

  private static func esEspacio(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D
  }

  private static func abrir(_ url: URL) throws(ErrorDeImportacion) -> FileHandle {
    guard let atributos = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      throw .noExiste(url.path)
    }
    // NB: A device, a FIFO or a socket is refused before reading: reading one may never end,
    // and what comes from it could not be read again to resume.
    if let tipo = atributos[.type] as? FileAttributeType, tipo != .typeRegular {
      throw .noEsUnArchivo(ruta: url.path, tipo: Self.nombre(de: tipo))
    }
    do {
      return try FileHandle(forReadingFrom: url)
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

  /// The entries of a JSON array whose bytes `siguiente` gives a piece at a time (nil at the
  /// end): each element is decoded alone, as soon as the scanner finds its end.
  private static func lecturaJSON(
    origen: String, siguiente: () throws(ErrorDeImportacion) -> Data?
  ) throws(ErrorDeImportacion) -> Lectura {
    var huella = HuellaDeContenido()
    var escaner = EscanerDeArrayJSON()
    var entradas: [EntradaDeImportacion] = []
    let decodificador = JSONDecoder()
    while let trozo = try siguiente() {
      huella.anadir(trozo)
      let elementos: [EscanerDeArrayJSON.Elemento]
      do {
        elementos = try escaner.anadir(trozo)
      } catch {
        throw .jsonInvalido(ruta: origen, detalle: error.description)
      }
      for elemento in elementos {
        entradas.append(try entrada(de: elemento, decodificador, origen: origen))
      }
    }
    do {
      try escaner.terminar()
    } catch {
      throw .jsonInvalido(ruta: origen, detalle: error.description)
    }
    return Lectura(entradas: entradas, huella: huella.texto)
  }

  /// One element of the array as an entry; an element that is not an object, or whose fields
  /// are wrong, is an ``EntradaDeImportacion/ilegible`` entry, and one that is not JSON at all
  /// stops the import, naming its line and column in the file.
  private static func entrada(
    de elemento: EscanerDeArrayJSON.Elemento, _ decodificador: JSONDecoder, origen: String
  ) throws(ErrorDeImportacion) -> EntradaDeImportacion {
    let datos = Data(elemento.bytes)
    do {
      var entrada = try decodificador.decode(EntradaDeImportacion.self, from: datos)
      entrada.ubicacion = "#\(elemento.indice)"
      return entrada
    } catch {
      // NB: the scanner saw the element end, so it is not cut short, whatever the parser says
      // of a literal it could not finish (`tru}`): a space after it makes the parser name the
      // place, and a bare word is placed at its start.
      let detalle = UbicacionEnJSON.error(
        en: datos + [0x20], desde: (elemento.linea, elemento.columna))
      guard !detalle.hasPrefix("the JSON is cut short") else {
        throw .jsonInvalido(
          ruta: origen,
          detalle: "invalid JSON at line \(elemento.linea), column \(elemento.columna)")
      }
      throw .jsonInvalido(ruta: origen, detalle: detalle)
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
