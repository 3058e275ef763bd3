import Synchronization

/// How the writing to standard output went: whether it took every byte written to it, and the
/// first failed write if not. (Not the exit status, which is ``CodigoDeSalida``.)
///
/// A full disk, a cut quota or a broken device must not end in exit 0 with a cut file: the
/// console's writer records the first failure here and writes nothing after it, the command
/// stops at its next check (``Consola/comprobarSalida()``) and the run ends with status 1,
/// naming the reason. A closed pipe is not a failure: the tool ends quietly, as `head` users
/// expect (``Consola/delProceso(terminal:)``).
///
/// ```swift
/// let escritura = EscrituraDeSalida()
/// escritura.registrar(ErrorDeArchivo(ruta: "standard output", accion: "write to", errno: ENOSPC))
/// escritura.fallo?.description  // "Cannot write to standard output: No space left on device."
/// ```
final class EscrituraDeSalida: Sendable {
  private let primerFallo = Mutex<ErrorDeArchivo?>(nil)

  /// A writing with no failure yet.
  init() {}

  /// The first write that failed, or `nil` while every write succeeded.
  var fallo: ErrorDeArchivo? { primerFallo.withLock { $0 } }

  /// Remembers `error` unless an earlier failure is already recorded.
  func registrar(_ error: ErrorDeArchivo) {
    primerFallo.withLock { fallo in
      if fallo == nil { fallo = error }
    }
  }
}
