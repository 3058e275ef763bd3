import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the repository's shell scripts as child processes that leave nothing behind in ours.
///
/// Not `Foundation.Process`: on Linux it learns that a child ended when a socket the child
/// inherited closes, and `start.sh` leaves Datasette running in the background with that socket
/// still open, so the end of `start.sh` would never be noticed. Here a child is started with
/// `posix_spawn`, with every descriptor above 2 closed (so a long-lived server holds none of
/// this process's pipes or sockets, nor those of other tests), and its end is awaited with
/// `waitpid` on a thread of its own, never on Swift's cooperative pool. Output goes to a file.
/// The tool's tests start their helper servers through ``spawn(_:_:output:)`` too.
///
/// ```swift
/// try await ScriptProcess.run(stopScript, ["--state-dir", dir.path], logs: dir)
/// let watchdog = try ScriptProcess.spawn("/bin/sh", ["-c", "sleep 5"], output: "/dev/null")
/// ```
public enum ScriptProcess {
  /// Runs `script` with `arguments` and waits for it; throws
  /// ``DatasetteServerError/scriptFailed(_:status:output:)`` with the script's output (kept in
  /// `<logs>/<script>.out`) when it does not exit with status 0.
  ///
  /// ```swift
  /// try await ScriptProcess.run(script, ["--help"], logs: FileManager.default.temporaryDirectory)
  /// ```
  public static func run(_ script: URL, _ arguments: [String], logs folder: URL) async throws {
    let name = script.lastPathComponent
    let output = folder.appendingPathComponent("\(name).out")
    let pid = try spawn(script.path, arguments, output: output.path)
    let status = await exitStatus(of: pid)
    guard status == 0 else {
      let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
      throw DatasetteServerError.scriptFailed(name, status: status, output: text)
    }
  }

  /// Starts `executable` with `arguments` and this process's environment, standard input from
  /// `/dev/null` and both outputs to the file `output`, and returns its process id without
  /// waiting. The child inherits no descriptor above 2, no blocked signal, and takes the
  /// default action for SIGTERM and SIGINT (a child started from a test's thread would
  /// otherwise inherit that thread's signal mask).
  ///
  /// ```swift
  /// let pid = try ScriptProcess.spawn("/bin/sh", ["-c", "sleep 60"], output: "/dev/null")
  /// ```
  public static func spawn(
    _ executable: String, _ arguments: [String], output: String
  ) throws -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t = nil
      var attributes: posix_spawnattr_t = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var byDefault = sigset_t()
    sigemptyset(&byDefault)
    sigaddset(&byDefault, SIGTERM)
    sigaddset(&byDefault, SIGINT)
    posix_spawnattr_setsigdefault(&attributes, &byDefault)
    var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    #if canImport(Darwin)
      // Darwin closes every descriptor the file actions do not name.
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
      let environment = _NSGetEnviron().pointee
    #else
      guard let closeFrom, closeFrom(&actions, 3) == 0 else {
        throw DatasetteServerError.scriptFailed(
          (executable as NSString).lastPathComponent, status: -1,
          output: "could not start it: this libc cannot close a child's inherited descriptors")
      }
      let environment = environ
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    let argv = ([executable] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], environment)
    guard result == 0 else {
      throw DatasetteServerError.scriptFailed(
        (executable as NSString).lastPathComponent, status: -1,
        output: "could not start it: \(String(cString: strerror(result)))")
    }
    return pid
  }

  /// Waits, on a thread of its own, until process `pid` ends; its exit status, or 128 plus the
  /// signal that ended it.
  ///
  /// ```swift
  /// let status = await ScriptProcess.exitStatus(of: pid)
  /// ```
  public static func exitStatus(of pid: pid_t) async -> Int32 {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
          guard errno == EINTR else {
            continuation.resume(returning: -1)
            return
          }
        }
        let signal = status & 0x7f
        continuation.resume(returning: signal == 0 ? (status >> 8) & 0xff : 128 + signal)
      }
    }
  }

  #if !canImport(Darwin)
    private typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    // NB: glibc 2.34 has posix_spawn_file_actions_addclosefrom_np, but its header hides it
    // from Swift (it needs _GNU_SOURCE), so it is looked up by name.
    private static let closeFrom: CloseFrom? = {
      guard
        let symbol = dlsym(
          UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
      else { return nil }
      return unsafeBitCast(symbol, to: CloseFrom.self)
    }()
  #endif
}
