#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Who may read and change a file: its permission bits and its owner, as `fstat` reports them
/// for the open file (through any symbolic link).
///
/// The config file is judged by these before its token is used: see
/// ``ArchivoDeConfiguracion/comprobarPermisos(_:ruta:enlaceA:conToken:usuario:)``.
///
/// ```swift
/// let permisos = PermisosDeArchivo(modo: 0o644, propietario: 1000)
/// permisos.legiblePorOtros     // true
/// permisos.modificablePorOtros  // false
/// permisos.octal                // "644"
/// ```
struct PermisosDeArchivo: Hashable, Sendable {
  /// The permission bits, such as `0o600` (file type and set-id bits left out).
  var modo: Int
  /// The user id of the owner.
  var propietario: UInt32

  /// Makes the permissions of a file; `modo` keeps only its permission bits.
  init(modo: Int, propietario: UInt32) {
    self.modo = modo & 0o777
    self.propietario = propietario
  }

  /// The permissions in a `stat` result.
  init(_ estado: stat) {
    self.init(modo: Int(estado.st_mode), propietario: UInt32(estado.st_uid))
  }

  /// Whether group or others may read the file.
  var legiblePorOtros: Bool { modo & 0o044 != 0 }

  /// Whether group or others may change the file.
  var modificablePorOtros: Bool { modo & 0o022 != 0 }

  /// The bits in octal, as `ls -l` users read them: `"644"`.
  var octal: String { String(modo, radix: 8) }
}
