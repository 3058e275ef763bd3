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
/// threads inherits that thread's blocked signals, SIGTERM included. Here the child gets
/// `posix_spawn` with every descriptor above 2 closed, no blocked signal, and the default
/// action for SIGTERM and SIGINT; its end is awaited on a thread of its own.
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
    var acciones = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&acciones)
    defer { posix_spawn_file_actions_destroy(&acciones) }
    posix_spawn_file_actions_addopen(&acciones, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&acciones, 1, salida, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&acciones, 1, 2)
    guard let cerrarDesde = Self.cerrarDesde, cerrarDesde(&acciones, 3) == 0 else {
      throw ErrorDeProceso("this libc cannot close a child's inherited descriptors")
    }
    var atributos = posix_spawnattr_t()
    posix_spawnattr_init(&atributos)
    defer { posix_spawnattr_destroy(&atributos) }
    var ninguna = sigset_t()
    sigemptyset(&ninguna)
    posix_spawnattr_setsigmask(&atributos, &ninguna)
    var porDefecto = sigset_t()
    sigemptyset(&porDefecto)
    sigaddset(&porDefecto, SIGTERM)
    sigaddset(&porDefecto, SIGINT)
    posix_spawnattr_setsigdefault(&atributos, &porDefecto)
    posix_spawnattr_setflags(&atributos, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = argumentos.map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var identificador: pid_t = 0
    let resultado = posix_spawn(
      &identificador, argumentos[0], &acciones, &atributos, argv + [nil], environ)
    guard resultado == 0 else {
      throw ErrorDeProceso(
        "\(argumentos[0]) could not start: \(String(cString: strerror(resultado)))")
    }
    self.identificador = identificador
  }

  deinit {
    kill(identificador, SIGKILL)
    let identificador = identificador
    Thread.detachNewThread {
      var estado: Int32 = 0
      while waitpid(identificador, &estado, 0) == -1, errno == EINTR {}
    }
  }

  private typealias CerrarDesde =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

  // NB: glibc 2.34 has posix_spawn_file_actions_addclosefrom_np, but its header hides it from
  // Swift (it needs _GNU_SOURCE), so it is looked up by name.
  private static let cerrarDesde: CerrarDesde? = {
    guard
      let simbolo = dlsym(
        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
    else { return nil }
    return unsafeBitCast(simbolo, to: CerrarDesde.self)
  }()
}
