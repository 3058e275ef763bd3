import ArticulosInterface
import CLibPQ
import Foundation
import Synchronization

/// The cancellation of one operation: set by the task's cancellation handler, read by the
/// thread doing the work, which also registers how to cancel its statement on the server.
final class ControlDeOperacion: Sendable {
  enum Motivo { case cancelada, tiempo }

  /// libpq's PGcancel: PQcancel may be called from any thread.
  private struct Cancelador: @unchecked Sendable {
    let puntero: OpaquePointer
  }

  private struct Estado {
    var cancelada = false
    var cancelador: Cancelador?
  }

  private let estado = Mutex(Estado())

  var cancelada: Bool { estado.withLock { $0.cancelada } }

  /// The task was cancelled: a statement running is cancelled on the server (PQcancel).
  func cancelar() {
    estado.withLock { estado in
      estado.cancelada = true
      Self.enviarCancelacion(estado.cancelador)
    }
  }

  /// Asks the server to cancel the running statement, without marking the task cancelled.
  func cancelarEnElServidor() {
    estado.withLock { Self.enviarCancelacion($0.cancelador) }
  }

  /// While `cuerpo` runs, a cancellation reaches `conexion`'s statement on the server.
  func registrar<R>(
    _ conexion: ConexionPostgres, _ cuerpo: () throws(ErrorArticulos) -> R
  ) throws(ErrorArticulos) -> R {
    let cancelador = PQgetCancel(conexion.conexion).map(Cancelador.init)
    estado.withLock { $0.cancelador = cancelador }
    defer {
      estado.withLock { estado in
        if let cancelador = estado.cancelador { PQfreeCancel(cancelador.puntero) }
        estado.cancelador = nil
      }
    }
    return try cuerpo()
  }

  private static func enviarCancelacion(_ cancelador: Cancelador?) {
    guard let cancelador else { return }
    var error = [CChar](repeating: 0, count: 256)
    _ = PQcancel(cancelador.puntero, &error, Int32(error.count))
  }
}

/// The connections of one client: it opens them as needed, keeps the healthy ones for the next
/// operation, and runs each operation on a thread of its own so that libpq's waits never block
/// the tasks' threads.
final class SesionPostgres: Sendable {
  let configuracion: ConfiguracionPostgres
  private let libres = Mutex<[ConexionPostgres]>([])
  /// The most idle connections kept.
  private static let maximoLibres = 4

  init(_ configuracion: ConfiguracionPostgres) { self.configuracion = configuracion }

  /// Runs `trabajo` on a connection, bounded by the configured time in all (connecting
  /// included); a task cancellation cancels the statement on the server.
  func operar<Valor: Sendable>(
    _ trabajo: @escaping @Sendable (Ejecutor) throws(ErrorArticulos) -> Valor
  ) async throws(ErrorArticulos) -> Valor {
    if Task.isCancelled { throw .cancelado }
    let control = ControlDeOperacion()
    let resultado: Result<Valor, ErrorArticulos> = await withTaskCancellationHandler {
      await withCheckedContinuation { continuacion in
        let hilo = Thread { [self] in
          continuacion.resume(
            returning: Result { () throws(ErrorArticulos) -> Valor in
              try self.enHilo(control, trabajo)
            })
        }
        hilo.name = "articulos-postgres"
        hilo.start()
      }
    } onCancel: {
      control.cancelar()
    }
    return try resultado.get()
  }

  /// Runs one statement (``operar(_:)`` with it alone).
  func consultar(
    _ sql: String, _ parametros: [String?] = []
  ) async throws(ErrorArticulos)
    -> FilasPostgres
  {
    try await operar { ejecutor throws(ErrorArticulos) in try ejecutor.ejecutar(sql, parametros) }
  }

  /// Runs statements on one connection, each until the operation's deadline.
  struct Ejecutor {
    fileprivate let conexion: ConexionPostgres
    fileprivate let limite: ContinuousClock.Instant
    fileprivate let control: ControlDeOperacion
    fileprivate let configuracion: ConfiguracionPostgres

    /// Runs `sql` with `parametros` bound, never spliced into it.
    func ejecutar(
      _ sql: String, _ parametros: [String?] = []
    ) throws(ErrorArticulos)
      -> FilasPostgres
    {
      try conexion.ejecutar(
        sql, parametros, hasta: limite, control: control, configuracion: configuracion)
    }
  }

  private func enHilo<Valor>(
    _ control: ControlDeOperacion, _ trabajo: (Ejecutor) throws(ErrorArticulos) -> Valor
  ) throws(ErrorArticulos) -> Valor {
    let inicio = ContinuousClock.now
    let limite = inicio + configuracion.tiempoMaximo
    let conexion: ConexionPostgres
    if let libre = libres.withLock({ $0.popLast() }) {
      conexion = libre
    } else {
      conexion = try ConexionPostgres.abrir(
        configuracion, hasta: min(limite, inicio + configuracion.tiempoDeConexion),
        control: control)
    }
    let valor = try control.registrar(conexion) { () throws(ErrorArticulos) -> Valor in
      try trabajo(
        Ejecutor(
          conexion: conexion, limite: limite, control: control, configuracion: configuracion))
    }
    if conexion.sana {
      libres.withLock { libres in
        if libres.count < Self.maximoLibres { libres.append(conexion) }
      }
    }
    return valor
  }
}
