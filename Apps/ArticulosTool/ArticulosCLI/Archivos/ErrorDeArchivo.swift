import Foundation

/// A local file could not be read or written: exit status 1, with the system's reason.
///
/// ```swift
/// ErrorDeArchivo(ruta: "/nope/x.json", accion: "create", errno: ENOENT).description
/// // "Cannot create /nope/x.json: No such file or directory."
/// ```
struct ErrorDeArchivo: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file.
  var ruta: String
  /// What was being done: `read`, `write`, `create`.
  var accion: String
  /// The system's reason, in words.
  var motivo: String

  /// An error with the reason of an `errno` value.
  init(ruta: String, accion: String, errno codigo: Int32) {
    self.init(ruta: ruta, accion: accion, motivo: String(cString: strerror(codigo)))
  }

  /// An error with a reason in words.
  init(ruta: String, accion: String, motivo: String) {
    self.ruta = ruta
    self.accion = accion
    self.motivo = motivo
  }

  /// The message for a person.
  var description: String { "Cannot \(accion) \(ruta): \(motivo)." }
}
