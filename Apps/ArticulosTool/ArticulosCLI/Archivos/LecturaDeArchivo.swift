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

  /// The most ``leerEntrada(_:maximo:)`` reads for a command's input (`save --file`,
  /// `delete --from`): 64 MiB, far above any article, well below what would swamp the machine.
  static let maximoDeEntrada = 64 << 20

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
    let bytes = try leerHastaElFinal(descriptor, maximo: maximo)
    return LecturaDeArchivo(bytes: bytes, permisos: PermisosDeArchivo(estado))
  }

  /// The bytes of an input the user named, at most `maximo`: `-` is standard input, and a
  /// pipe (`<(cmd)`, a FIFO) or a character device (`/dev/stdin`) is read to its end, without
  /// assuming a size, as a plain file is.
  ///
  /// Unlike ``leer(_:maximo:)``, which guards files the tool reads on its own (its
  /// configuration), this one waits for a pipe's writer: the user gave it on purpose.
  ///
  /// ```swift
  /// let texto = try LecturaDeArchivo.leerEntrada("-", maximo: 1 << 20)  // standard input
  /// ```
  ///
  /// - Throws: ``Fallo``; a folder or a socket is refused.
  static func leerEntrada(_ ruta: String, maximo: Int) throws(Fallo) -> [UInt8] {
    if ruta == "-" { return try leerHastaElFinal(STDIN_FILENO, maximo: maximo) }
    let descriptor = open(ruta, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let codigo = errno
      if codigo == ENOENT || codigo == ENOTDIR { throw .noExiste }
      if codigo == EISDIR { throw .carpeta }
      throw .ilegible(String(cString: strerror(codigo)))
    }
    defer { close(descriptor) }
    var estado = stat()
    guard fstat(descriptor, &estado) == 0 else { throw .ilegible(String(cString: strerror(errno))) }
    switch estado.st_mode & S_IFMT {
    case S_IFREG, S_IFIFO, S_IFCHR: break
    case S_IFDIR: throw .carpeta
    default: throw .noEsArchivo
    }
    return try leerHastaElFinal(descriptor, maximo: maximo)
  }

  /// Everything `descriptor` gives until its end, refusing more than `maximo` bytes.
  private static func leerHastaElFinal(
    _ descriptor: Int32, maximo: Int
  ) throws(Fallo) -> [UInt8] {
    var bytes: [UInt8] = []
    var bloque = [UInt8](repeating: 0, count: 16 << 10)
    while true {
      let leidos = bloque.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if leidos == 0 { break }
      if leidos < 0 {
        if errno == EINTR { continue }
        if errno == EISDIR { throw .carpeta }
        throw .ilegible(String(cString: strerror(errno)))
      }
      bytes += bloque[..<leidos]
      guard bytes.count <= maximo else { throw .demasiadoGrande(maximo) }
    }
    return bytes
  }

  /// A sentence for a person saying why `ruta`, given to `opcion`, could not be read.
  ///
  /// ```swift
  /// LecturaDeArchivo.mensaje(.carpeta, ruta: "notas", opcion: "--file")
  /// // "Cannot read 'notas' given to --file: it is a folder; give a file, or - for standard input."
  /// ```
  static func mensaje(_ fallo: Fallo, ruta: String, opcion: String) -> String {
    let nombre = ruta == "-" ? "standard input" : "'\(ruta)'"
    let motivo =
      switch fallo {
      case .noExiste: "nothing is there; check the path, or give - for standard input"
      case .carpeta: "it is a folder; give a file, or - for standard input"
      case .noEsArchivo: "it is a socket, not a file, a pipe or a device"
      case .ilegible(let razon): razon
      case .demasiadoGrande(let maximo): "it is larger than \(maximo >> 20) MiB"
      }
    return "Cannot read \(nombre) given to \(opcion): \(motivo)."
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
