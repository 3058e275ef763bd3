import Foundation
import Synchronization
import Testing
import TestSupport

/// The built `articulos` executable, run as a child process the way a person or a script runs
/// it: arguments, environment, standard input, and what comes back on each stream.
///
/// The executable sits next to the test bundle in the build folder (`swift test` builds every
/// product first). Each run gets a fresh `HOME` and `XDG_CONFIG_HOME`, so no config file of
/// the machine leaks in, unless the test gives its own.
///
/// ```swift
/// let resultado = try await ProcesoArticulos.ejecutar(["--demo", "list", "--json"])
/// #expect(resultado.codigo == 0)
/// ```
final class ProcesoArticulos: Sendable {
  /// What a finished run gave back.
  struct Resultado: Sendable, CustomStringConvertible {
    /// The exit status (or 128 + the signal that ended it).
    var codigo: Int32
    /// Whether a signal killed it, instead of it exiting by itself.
    var porSenal: Bool
    /// Standard output.
    var salida: String
    /// Standard error.
    var error: String

    /// The three, for a failing expectation's message.
    var description: String { "exit \(codigo)\n--- stdout\n\(salida)\n--- stderr\n\(error)" }
  }

  /// The end of the process, awaited by ``resultado(limite:)``.
  ///
  /// A separate object so the termination handler does not hold the whole process value
  /// (which holds the `Process`, which holds the handler): no cycle, and the temporary folder
  /// goes away with the value.
  private final class Fin: Sendable {
    private enum Estado {
      case enCurso(CheckedContinuation<Void, Never>?)
      case terminado
    }

    private let estado = Mutex(Estado.enCurso(nil))

    /// Records the end and wakes whoever waits for it.
    func terminar() {
      estado.withLock { estado in
        if case .enCurso(let continuacion) = estado { continuacion?.resume() }
        estado = .terminado
      }
    }

    /// Returns once ``terminar()`` was called.
    func esperar() async {
      await withCheckedContinuation { continuacion in
        let yaTermino = estado.withLock { estado in
          guard case .enCurso = estado else { return true }
          estado = .enCurso(continuacion)
          return false
        }
        if yaTermino { continuacion.resume() }
      }
    }
  }

  private let proceso: Process
  private let carpeta: CarpetaTemporal
  private let fin = Fin()
  private let teclado: FileHandle?

  /// The executable: `ARTICULOS_BIN`, or `articulos` beside the running test bundle.
  static func ejecutable() throws -> URL {
    if let ruta = ProcessInfo.processInfo.environment["ARTICULOS_BIN"] {
      return URL(fileURLWithPath: ruta)
    }
    var carpeta =
      Bundle.main.executableURL?.deletingLastPathComponent()
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<5 {
      let candidato = carpeta.appendingPathComponent("articulos")
      if FileManager.default.isExecutableFile(atPath: candidato.path) { return candidato }
      carpeta = carpeta.deletingLastPathComponent()
    }
    throw ErrorDeProceso(
      "the articulos executable is not beside the test bundle; run 'swift build'")
  }

  /// Starts `articulos` with `argumentos`.
  ///
  /// Its streams go to files, not pipes: a pipe's write end can be inherited by any process
  /// spawned at the same moment (a Datasette started by another test), and then its reader
  /// never sees the end.
  ///
  /// - Parameters:
  ///   - argumentos: The arguments after the program's name.
  ///   - entorno: Variables added to a minimal environment (PATH, LANG, a fresh HOME and
  ///     XDG_CONFIG_HOME).
  ///   - entrada: Standard input's text; `nil` connects it to `/dev/null`.
  ///   - directorio: The working folder; a fresh temporary one when `nil`.
  ///   - programa: Another program to run instead (`script`, to give `articulos` a terminal).
  ///   - tecleando: Whether standard input stays open for ``teclear(_:)`` (then `entrada` is
  ///     ignored).
  init(
    _ argumentos: [String], entorno: [String: String] = [:], entrada: String? = nil,
    directorio: String? = nil, programa: URL? = nil, tecleando: Bool = false
  ) throws {
    carpeta = try CarpetaTemporal()
    proceso = Process()
    proceso.executableURL = try programa ?? Self.ejecutable()
    proceso.arguments = argumentos
    var variables = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": carpeta.ruta(de: "home"), "XDG_CONFIG_HOME": carpeta.ruta(de: "home/.config"),
      "LANG": "C.UTF-8",
    ]
    variables.merge(entorno) { _, nuevo in nuevo }
    proceso.environment = variables
    let trabajo = try carpeta.escribir("home/.keep", "")
    proceso.currentDirectoryURL = URL(
      fileURLWithPath: directorio ?? (trabajo as NSString).deletingLastPathComponent)
    let lectura: FileHandle
    var teclado: FileHandle?
    if tecleando {
      let tuberia = Pipe()
      lectura = tuberia.fileHandleForReading
      teclado = tuberia.fileHandleForWriting
    } else if let entrada {
      lectura = try FileHandle(
        forReadingFrom: URL(fileURLWithPath: carpeta.escribir("stdin", entrada)))
    } else {
      lectura = FileHandle.nullDevice
    }
    let salida = try FileHandle(forWritingTo: URL(fileURLWithPath: carpeta.escribir("stdout", "")))
    let error = try FileHandle(forWritingTo: URL(fileURLWithPath: carpeta.escribir("stderr", "")))
    self.teclado = teclado
    proceso.standardInput = lectura
    proceso.standardOutput = salida
    proceso.standardError = error
    proceso.terminationHandler = { [fin] _ in fin.terminar() }
    try proceso.run()
    try salida.close()
    try error.close()
    if tecleando || entrada != nil { try lectura.close() }
  }

  /// Types `texto` on standard input (opened with `tecleando: true`).
  func teclear(_ texto: String) {
    teclado?.write(Data(texto.utf8))
  }

  /// Runs `articulos` to the end and returns what it gave back.
  static func ejecutar(
    _ argumentos: [String], entorno: [String: String] = [:], entrada: String? = nil,
    directorio: String? = nil
  ) async throws -> Resultado {
    try await ProcesoArticulos(
      argumentos, entorno: entorno, entrada: entrada, directorio: directorio
    ).resultado()
  }

  /// Standard error so far.
  var errorHastaAhora: String { leer("stderr") }

  /// Standard output so far.
  var salidaHastaAhora: String { leer("stdout") }

  /// Waits until standard error contains `texto`, for at most `limite`.
  func esperarError(contiene texto: String, limite: Duration = .seconds(60)) async throws {
    try await esperarError(texto, limite: limite) { $0.contains(texto) }
  }

  /// Waits until standard error satisfies `condicion`, for at most `limite`.
  func esperarError(
    _ descripcion: String, limite: Duration = .seconds(60), hasta condicion: (String) -> Bool
  ) async throws {
    let hasta = ContinuousClock.now + limite
    while !condicion(errorHastaAhora) {
      guard ContinuousClock.now < hasta, proceso.isRunning else {
        throw ErrorDeProceso("'\(descripcion)' never came on standard error: \(errorHastaAhora)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Sends SIGINT, as Ctrl-C does.
  func interrumpir() { proceso.interrupt() }

  /// Sends SIGTERM, as `kill` does.
  func terminar() { proceso.terminate() }

  /// The process id, to look at it in `/proc` while it runs.
  var identificador: Int32 { proceso.processIdentifier }

  /// Waits for the process to end (killing it after `limite`) and returns what it gave back.
  ///
  /// Past the limit the process gets SIGTERM, and SIGKILL two seconds later if it is still
  /// there: a shell blocked in a read (zsh in `zpty -r`) does not die of SIGTERM.
  func resultado(limite: Duration = .seconds(120)) async throws -> Resultado {
    let vigilante = Task { [proceso] in
      try await Task.sleep(for: limite)
      guard proceso.isRunning else { return }
      proceso.terminate()
      try await Task.sleep(for: .seconds(2))
      if proceso.isRunning { kill(proceso.processIdentifier, SIGKILL) }
    }
    await fin.esperar()
    vigilante.cancel()
    try? teclado?.close()
    let porSenal = proceso.terminationReason == .uncaughtSignal
    return Resultado(
      codigo: porSenal ? 128 + proceso.terminationStatus : proceso.terminationStatus,
      porSenal: porSenal, salida: leer("stdout"), error: leer("stderr"))
  }

  private func leer(_ nombre: String) -> String {
    let datos = FileManager.default.contents(atPath: carpeta.ruta(de: nombre)) ?? Data()
    return String(decoding: datos, as: UTF8.self)
  }
}

/// A child process did not behave as a test needs.
struct ErrorDeProceso: Error, CustomStringConvertible {
  /// What went wrong.
  var description: String

  init(_ description: String) { self.description = description }
}
