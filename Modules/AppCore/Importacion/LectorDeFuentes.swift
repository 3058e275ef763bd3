import ArticulosInterface
import Foundation

/// Reads the entries of an import source one at a time, from the file system or memory.
///
/// Memory does not grow with the source: a JSON or JSON Lines file is read
/// ``tamanoDeLectura`` bytes at a time and each element decoded alone, and a Markdown folder
/// one file at a time (only the files' names are listed first). An import reads its source
/// twice with it (see ``ImportadorModel``): once to plan, once to send.
///
/// ```swift
/// var lector = try LectorDeFuentes(.json(url))
/// while let entrada = try lector.siguiente() { print(entrada.ubicacion) }
/// lector.huella  // the fingerprint of everything read
/// ```
struct LectorDeFuentes {
  /// Bytes read at a time from a JSON source: besides what the import keeps of each entry, it
  /// holds this much of the file and the element being read, never the whole file.
  static let tamanoDeLectura = 1 << 16

  /// How the source's bytes become entries.
  private enum Forma {
    /// A JSON array, its elements found by ``escaner``.
    case array
    /// JSON Lines, one entry a non-blank line.
    case lineas
    /// Markdown files in path order, and the entries of folders that could not be listed,
    /// given after the files.
    case markdown(carpeta: URL, archivos: [String], ilegibles: [EntradaDeImportacion])
  }

  private let forma: Forma
  /// The path named in errors.
  private let ruta: String
  /// The next piece of a JSON source, nil at its end.
  private let trozo: () throws(ErrorDeImportacion) -> Data?
  private let decodificador = JSONDecoder()
  private var escaner = EscanerDeArrayJSON()
  private var linea: [UInt8] = []
  private var numeroDeLinea = 1
  private var siguienteArchivo = 0
  /// Entries found in the last piece and not yet given.
  private var listas: [EntradaDeImportacion] = []
  private var siguienteLista = 0
  private var terminado = false
  private var huellaLeida = HuellaDeContenido()

  /// The fingerprint of what was read; the source's once ``siguiente()`` returned `nil`.
  var huella: String { huellaLeida.texto }

  /// A reader at the start of `fuente`.
  ///
  /// - Throws: ``ErrorDeImportacion`` when the source is not there, is not a regular file or a
  ///   folder, or cannot be opened.
  init(_ fuente: FuenteDeImportacion) throws(ErrorDeImportacion) {
    switch fuente {
    case .json(let url):
      forma = .array
      ruta = url.path
      trozo = Self.trozos(de: try Self.abrir(url), url)
    case .lineasJSON(let url):
      forma = .lineas
      ruta = url.path
      trozo = Self.trozos(de: try Self.abrir(url), url)
    case .datosJSON(let datos, let origen):
      forma = .array
      ruta = origen
      var inicio = datos.startIndex
      trozo = { () -> Data? in
        guard inicio < datos.endIndex else { return nil }
        let fin = min(inicio + Self.tamanoDeLectura, datos.endIndex)
        defer { inicio = fin }
        return datos[inicio..<fin]
      }
    case .markdown(let fuente):
      forma = try Self.markdown(fuente)
      ruta = fuente.path
      trozo = { nil }
    }
  }

  /// The next entry, in the source's order, or `nil` after the last.
  ///
  /// - Throws: ``ErrorDeImportacion`` when a piece of the file cannot be read, or the JSON is
  ///   not an array of elements (naming the line and column).
  mutating func siguiente() throws(ErrorDeImportacion) -> EntradaDeImportacion? {
    while siguienteLista == listas.count {
      guard !terminado else { return nil }
      listas.removeAll(keepingCapacity: true)
      siguienteLista = 0
      try leerMas()
    }
    defer { siguienteLista += 1 }
    return listas[siguienteLista]
  }

  /// Reads the next piece of the source (or Markdown file) into ``listas``, or marks the end.
  private mutating func leerMas() throws(ErrorDeImportacion) {
    switch forma {
    case .array:
      let siguiente = try trozo()
      let elementos: [EscanerDeArrayJSON.Elemento]
      do throws(EscanerDeArrayJSON.Fallo) {
        if let siguiente {
          huellaLeida.anadir(siguiente)
          elementos = try escaner.anadir(siguiente)
        } else {
          try escaner.terminar()
          elementos = []
          terminado = true
        }
      } catch {
        throw .jsonInvalido(ruta: ruta, detalle: error.description)
      }
      for elemento in elementos {
        listas.append(try entrada(de: elemento))
      }
    case .lineas:
      guard let siguiente = try trozo() else {
        try terminarLinea()
        terminado = true
        return
      }
      huellaLeida.anadir(siguiente)
      for byte in siguiente {
        if byte == UInt8(ascii: "\n") {
          try terminarLinea()
        } else {
          linea.append(byte)
        }
      }
    case .markdown(let carpeta, let archivos, let ilegibles):
      guard siguienteArchivo < archivos.count else {
        listas = ilegibles
        terminado = true
        return
      }
      listas.append(Self.entradaMarkdown(archivos[siguienteArchivo], en: carpeta, &huellaLeida))
      siguienteArchivo += 1
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

  /// Ends a line of a JSON Lines source: a non-blank one is an entry, named by its line.
  private mutating func terminarLinea() throws(ErrorDeImportacion) {
    defer {
      linea.removeAll(keepingCapacity: true)
      numeroDeLinea += 1
    }
    // NB: a UTF-8 byte order mark may open the file; it takes no column.
    if numeroDeLinea == 1, linea.starts(with: [0xEF, 0xBB, 0xBF]) { linea.removeFirst(3) }
    let inicio = linea.firstIndex { !Self.esEspacio($0) } ?? linea.endIndex
    let fin = (linea.lastIndex { !Self.esEspacio($0) }).map { $0 + 1 } ?? inicio
    guard inicio < fin else { return }
    let columna = String(decoding: linea[..<inicio], as: UTF8.self).count + 1
    let elemento = EscanerDeArrayJSON.Elemento(
      bytes: Array(linea[inicio..<fin]), indice: 0, linea: numeroDeLinea, columna: columna)
    var entrada = try entrada(de: elemento)
    entrada.ubicacion = "line \(numeroDeLinea)"
    listas.append(entrada)
  }

  private static func esEspacio(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D
  }

  private static func abrir(_ url: URL) throws(ErrorDeImportacion) -> FileHandle {
    guard let atributos = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      throw .noExiste(url.path)
    }
    // NB: A device, a FIFO or a socket is refused before reading: reading one may never end,
    // and what comes from it could not be read again, to send or to resume.
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

  /// One element of the array as an entry; an element that is not an object, or whose fields
  /// are wrong, is an ``EntradaDeImportacion/ilegible`` entry, and one that is not JSON at all
  /// stops the import, naming its line and column in the file.
  private func entrada(
    de elemento: EscanerDeArrayJSON.Elemento
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
          ruta: ruta,
          detalle: "invalid JSON at line \(elemento.linea), column \(elemento.columna)")
      }
      throw .jsonInvalido(ruta: ruta, detalle: detalle)
    }
  }

  /// The `.md` files of `fuente` and of every folder inside it, by path; each file's name in
  /// the entry (and its id) is its path relative to the folder, such as `viajes/roma.md`.
  ///
  /// A single `.md` file is read the same way, as the only file of its folder.
  private static func markdown(_ fuente: URL) throws(ErrorDeImportacion) -> Forma {
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
    return .markdown(carpeta: carpeta, archivos: archivos.sorted(), ilegibles: ilegibles)
  }

  /// The entry of the Markdown file `nombre` inside `carpeta`, its name and bytes added to
  /// `huella`.
  private static func entradaMarkdown(
    _ nombre: String, en carpeta: URL, _ huella: inout HuellaDeContenido
  ) -> EntradaDeImportacion {
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
