#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small plain file read whole through one open descriptor, with who may read and change
/// it as `fstat` reported for that same descriptor.
///
/// Judging the open file, not its path, means nothing can swap the file between the check
/// and the read. The file is opened without blocking, so a pipe put where a file should be is
/// refused instead of hanging the tool, and a symbolic link is followed: what counts is the
/// file it points to.
///
/// ```swift
/// let lectura = try LecturaDeArchivo.leer("/home/ana/.config/articulos/config", maximo: 65_536)
/// lectura.permisos.octal  // "600"
/// ```
struct LecturaDeArchivo: Hashable, Sendable {
  /// Why a file could not be read.
  enum Fallo: Error, Hashable, Sendable {
    /// Nothing is at the path (or a folder on the way is missing or is a file).
    case noExiste
    /// The path is a folder.
    case carpeta
    /// The path is a pipe, a device or a socket.
    case noEsArchivo
    /// The system refused to open or read it; the value is its reason, such as
    /// `Permission denied`.
    case ilegible(String)
    /// It is larger than the limit, in bytes.
    case demasiadoGrande(Int)
  }

  /// The file's bytes.
  var bytes: [UInt8]
  /// Who may read and change it.
  var permisos: PermisosDeArchivo

  /// Reads the file at `ruta`, at most `maximo` bytes.
  ///
  /// - Throws: ``Fallo``.
  static func leer(_ ruta: String, maximo: Int) throws(Fallo) -> LecturaDeArchivo {
    let descriptor = open(ruta, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let codigo = errno
      if codigo == ENOENT || codigo == ENOTDIR { throw .noExiste }
      throw .ilegible(String(cString: strerror(codigo)))
    }
    defer { close(descriptor) }
    var estado = stat()
    guard fstat(descriptor, &estado) == 0 else { throw .ilegible(String(cString: strerror(errno))) }
    switch estado.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .carpeta
    default: throw .noEsArchivo
    }
    var bytes: [UInt8] = []
    var bloque = [UInt8](repeating: 0, count: 16 << 10)
    while true {
      let leidos = bloque.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if leidos == 0 { break }
      if leidos < 0 {
        if errno == EINTR { continue }
        throw .ilegible(String(cString: strerror(errno)))
      }
      bytes += bloque[..<leidos]
      guard bytes.count <= maximo else { throw .demasiadoGrande(maximo) }
    }
    return LecturaDeArchivo(bytes: bytes, permisos: PermisosDeArchivo(estado))
  }

  /// What `ruta` points to when it is a symbolic link, else `nil`.
  ///
  /// ```swift
  /// LecturaDeArchivo.destinoDelEnlace("/home/ana/.config/articulos/config")
  /// // "/home/ana/dotfiles/articulos.conf"
  /// ```
  static func destinoDelEnlace(_ ruta: String) -> String? {
    var estado = stat()
    guard lstat(ruta, &estado) == 0, estado.st_mode & S_IFMT == S_IFLNK,
      let real = realpath(ruta, nil)
    else { return nil }
    defer { free(real) }
    return String(cString: real)
  }
}
