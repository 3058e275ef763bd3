import DatasetteTestSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A long-lived helper process (a test server) that shares nothing with the test process and
/// is killed when the value goes away.
///
/// Not `Foundation.Process`, for two reasons found the hard way. On Linux, `Process` learns
/// that a child ended when a descriptor the child inherited closes; a server started alongside
/// inherits the descriptors of every `articulos` started before it, so their ends would go
/// unnoticed for as long as the server lives. And a child started from one of the test's
/// threads inherits that thread's blocked signals, SIGTERM included. Here the child is started
/// by `ScriptProcess.spawn` (every descriptor above 2 closed, no blocked signal, the default
/// action for SIGTERM and SIGINT); its end is awaited on a thread of its own.
///
/// ```swift
/// let servidor = try ProcesoDeFondo(["/usr/bin/env", "python3", "server.py"], salida: ruta)
/// // ... the server runs; it is killed when `servidor` goes away
/// ```
final class ProcesoDeFondo: Sendable {
  /// The process id.
  let identificador: pid_t

  /// Starts `argumentos[0]` with the rest as its arguments, the test's environment, standard
  /// input from `/dev/null`, and standard output and error to the file `salida`.
  init(_ argumentos: [String], salida: String) throws {
    do {
      identificador = try ScriptProcess.spawn(
        argumentos[0], Array(argumentos.dropFirst()), output: salida)
    } catch let DatasetteServerError.scriptFailed(_, _, mensaje) {
      throw ErrorDeProceso("\(argumentos[0]): \(mensaje)")
    }
  }

  deinit {
    kill(identificador, SIGKILL)
    let identificador = identificador
    Thread.detachNewThread {
      var estado: Int32 = 0
      while waitpid(identificador, &estado, 0) == -1, errno == EINTR {}
    }
  }
}
