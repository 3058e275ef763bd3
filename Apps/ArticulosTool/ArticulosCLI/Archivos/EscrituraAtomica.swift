import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written in full or not at all: the bytes go to a temporary file in the same folder,
/// which is renamed over the destination only when everything was written.
///
/// A rename within one file system is atomic, so a reader sees the old file or the new one,
/// never half of it; an interrupted export leaves no file (and no temporary one: see
/// ``descartar()`` and ``ArchivosTemporales``).
///
/// ```swift
/// let escritura = try EscrituraAtomica(destino: "articulos.json")
/// try escritura.escribir(Data("[".utf8))
/// // ...
/// try escritura.confirmar()  // or escritura.descartar()
/// ```
final class EscrituraAtomica {
  /// The file it will become.
  let destino: String
  /// The temporary file it writes to.
  let temporal: String
  private var descriptor: Int32
  private let registro: ArchivosTemporales

  /// Opens a temporary file next to `destino`, registered in `registro` while it exists.
  ///
  /// - Throws: ``ErrorDeArchivo`` when the folder does not exist or cannot be written.
  init(
    destino: String, registro: ArchivosTemporales = .delProceso
  ) throws(ErrorDeArchivo) {
    let carpeta = (destino as NSString).deletingLastPathComponent
    let nombre = (destino as NSString).lastPathComponent
    let plantilla = (carpeta.isEmpty ? "." : carpeta) + "/.\(nombre).articulos-XXXXXX"
    var bytes = Array(plantilla.utf8CString)
    let descriptor = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw ErrorDeArchivo(ruta: destino, accion: "create", errno: errno)
    }
    // NB: mkstemp creates the file 0600; give the result the permissions of a new file.
    let mascara = umask(0)
    umask(mascara)
    fchmod(descriptor, 0o666 & ~mascara)
    self.destino = destino
    self.temporal = String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    self.descriptor = descriptor
    self.registro = registro
    registro.registrar(temporal)
  }

  deinit { descartar() }

  /// Appends bytes to the temporary file.
  func escribir(_ datos: Data) throws(ErrorDeArchivo) {
    guard descriptor >= 0 else { return }
    if let error = EscrituraCompleta.escribir(datos, en: descriptor) {
      throw ErrorDeArchivo(ruta: destino, accion: "write", errno: error)
    }
  }

  /// Renames the temporary file over the destination, after flushing it to disk when
  /// `sincronizar` (a power cut then cannot leave an empty file where the old one was).
  func confirmar(sincronizar: Bool = true) throws(ErrorDeArchivo) {
    guard descriptor >= 0 else { return }
    if sincronizar { fsync(descriptor) }
    close(descriptor)
    descriptor = -1
    guard rename(temporal, destino) == 0 else {
      let error = errno
      unlink(temporal)
      registro.olvidar(temporal)
      throw ErrorDeArchivo(ruta: destino, accion: "write", errno: error)
    }
    registro.olvidar(temporal)
  }

  /// Closes and removes the temporary file; the destination is left as it was.
  func descartar() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    unlink(temporal)
    registro.olvidar(temporal)
  }

  /// Writes `datos` to `destino` in one go, atomically.
  ///
  /// ```swift
  /// try EscrituraAtomica.escribirTodo(estado, en: ".articulos-import.json", sincronizar: false)
  /// ```
  static func escribirTodo(
    _ datos: Data, en destino: String, sincronizar: Bool = true
  ) throws(ErrorDeArchivo) {
    let escritura = try EscrituraAtomica(destino: destino)
    try escritura.escribir(datos)
    try escritura.confirmar(sincronizar: sincronizar)
  }
}
