import ArticulosInterface
import CLibPQ
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The rows a statement returned, as text (`nil` for SQL NULL).
struct FilasPostgres: Sendable {
  var filas: [[String?]]
}

/// One open libpq connection, used by one thread at a time.
///
/// Everything here blocks: ``SesionPostgres`` runs it on a thread of its own, never on the
/// tasks' threads. Every wait is poll(2) on the connection's socket, in slices of at most
/// 100 ms, against the operation's deadline and its cancellation.
final class ConexionPostgres: @unchecked Sendable {
  let conexion: OpaquePointer

  private init(_ conexion: OpaquePointer) { self.conexion = conexion }

  deinit { PQfinish(conexion) }

  /// Opens a connection with libpq's asynchronous API (PQconnectStartParams, PQconnectPoll).
  static func abrir(
    _ configuracion: ConfiguracionPostgres, hasta limite: ContinuousClock.Instant,
    control: ControlDeOperacion
  ) throws(ErrorArticulos) -> ConexionPostgres {
    let inicio = ContinuousClock.now
    // NB: with expand_dbname, the URI in `dbname` is read first and the keywords after it
    // override what it says.
    var claves = ["dbname", "client_encoding", "fallback_application_name"]
    var valores = [configuracion.uri, "UTF8", "articulos"]
    if let autoridades = configuracion.autoridadesDeCertificacion {
      claves.append("sslrootcert")
      valores.append(autoridades.path)
    }
    let abierta: OpaquePointer? = conCadenasC(claves) { claves in
      conCadenasC(valores) { valores in PQconnectStartParams(claves, valores, 1) }
    }
    guard let abierta else { throw .red(.otro("libpq could not allocate a connection")) }
    let conexion = ConexionPostgres(abierta)
    if PQstatus(abierta) == CONNECTION_BAD {
      throw ErrorArticulos.alConectar(conexion.mensaje, configuracion: configuracion)
    }
    var estado = PGRES_POLLING_WRITING
    while estado != PGRES_POLLING_OK {
      if estado == PGRES_POLLING_FAILED {
        throw ErrorArticulos.alConectar(conexion.mensaje, configuracion: configuracion)
      }
      if control.cancelada { throw .cancelado }
      if ContinuousClock.now >= limite {
        throw .red(.conexionNoAbierta(segundos: segundos(ContinuousClock.now - inicio)))
      }
      let eventos = estado == PGRES_POLLING_READING ? POLLIN : POLLOUT
      _ = conexion.esperar(eventos: Int16(eventos), hasta: limite)
      estado = PQconnectPoll(abierta)
    }
    PQsetNoticeProcessor(abierta, { _, _ in }, nil)
    // NB: non-blocking, so that sending a large statement to a stalled server waits in poll(2)
    // against the deadline, like everything else, instead of inside libpq.
    guard PQsetnonblocking(abierta, 1) == 0 else {
      throw .red(.otro(configuracion.tachar(conexion.mensaje)))
    }
    return conexion
  }

  /// libpq's last message for this connection, trimmed.
  var mensaje: String {
    String(cString: PQerrorMessage(conexion)).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether the connection can take another statement.
  var sana: Bool {
    PQstatus(conexion) == CONNECTION_OK && PQtransactionStatus(conexion) == PQTRANS_IDLE
  }

  /// Runs `sql` with `parametros` bound as text ($1, $2, ...) and waits for its rows until
  /// `limite`; past it, or on cancellation, asks the server to cancel the statement.
  func ejecutar(
    _ sql: String, _ parametros: [String?], hasta limite: ContinuousClock.Instant,
    control: ControlDeOperacion, configuracion: ConfiguracionPostgres
  ) throws(ErrorArticulos) -> FilasPostgres {
    // NB: a time-out reports how long the whole operation waited, connecting included.
    let inicio = limite - configuracion.tiempoMaximo
    let enviada = conCadenasOpcionales(parametros) { valores in
      PQsendQueryParams(conexion, sql, Int32(parametros.count), nil, valores, nil, nil, 0)
    }
    guard enviada == 1 else { throw .red(.otro(configuracion.tachar(mensaje))) }
    var motivo: ControlDeOperacion.Motivo?
    var gracia: ContinuousClock.Instant?
    var porEnviar = true
    while true {
      if porEnviar {
        switch PQflush(conexion) {
        case 0: porEnviar = false
        case 1: break
        default: throw .red(.conexionInterrumpida)
        }
      }
      guard PQconsumeInput(conexion) == 1 else { throw .red(.conexionInterrumpida) }
      if !porEnviar, PQisBusy(conexion) == 0 { break }
      if motivo == nil, control.cancelada {
        motivo = .cancelada
        gracia = .now + .seconds(2)
      }
      if motivo == nil, ContinuousClock.now >= limite {
        motivo = .tiempo
        control.cancelarEnElServidor()
        gracia = .now + .seconds(2)
      }
      if let gracia, ContinuousClock.now >= gracia {
        // NB: the server did not answer the cancel request either; the connection is dropped.
        throw motivo == .cancelada
          ? .cancelado : .red(.tiempoAgotado(segundos: segundos(ContinuousClock.now - inicio)))
      }
      _ = esperar(
        eventos: Int16(porEnviar ? POLLIN | POLLOUT : POLLIN), hasta: gracia ?? limite)
    }
    // NB: a cancellation may reach the server before this thread sees it: the statement's
    // "canceling statement" error is then the task's doing, not the deadline's.
    if motivo == nil, control.cancelada { motivo = .cancelada }
    var filas = FilasPostgres(filas: [])
    var fallo: ErrorArticulos?
    while let resultado = PQgetResult(conexion) {
      defer { PQclear(resultado) }
      switch PQresultStatus(resultado) {
      case PGRES_TUPLES_OK, PGRES_COMMAND_OK:
        filas = Self.filas(resultado)
      default:
        fallo =
          fallo
          ?? ErrorArticulos.deResultado(
            resultado, conexion: self, motivo: motivo, segundos: segundos(.now - inicio),
            configuracion: configuracion)
      }
    }
    if let fallo { throw fallo }
    if let motivo {
      throw motivo == .cancelada
        ? .cancelado : .red(.tiempoAgotado(segundos: segundos(.now - inicio)))
    }
    return filas
  }

  private static func filas(_ resultado: OpaquePointer) -> FilasPostgres {
    let (cuantas, columnas) = (PQntuples(resultado), PQnfields(resultado))
    var filas: [[String?]] = []
    filas.reserveCapacity(Int(cuantas))
    for fila in 0..<cuantas {
      filas.append(
        (0..<columnas).map { columna in
          PQgetisnull(resultado, fila, columna) == 1
            ? nil : String(cString: PQgetvalue(resultado, fila, columna))
        })
    }
    return FilasPostgres(filas: filas)
  }

  /// Waits for the socket to be ready for `eventos`, at most 100 ms and never past `limite`.
  private func esperar(eventos: Int16, hasta limite: ContinuousClock.Instant) -> Bool {
    let restante = limite - .now
    let milisegundos = max(
      0,
      min(
        100,
        Int32(
          restante.components.seconds * 1000
            + restante.components.attoseconds / 1_000_000_000_000_000)))
    var descriptor = pollfd(fd: PQsocket(conexion), events: eventos, revents: 0)
    return poll(&descriptor, 1, milisegundos) > 0
  }
}

/// `duracion` in seconds, to the millisecond.
func segundos(_ duracion: Duration) -> Double {
  let (enteros, fraccion) = duracion.components
  return ((Double(enteros) + Double(fraccion) / 1e18) * 1000).rounded() / 1000
}

/// Runs `cuerpo` with `textos` as a C array of C strings, NULL-terminated as libpq's lists are.
private func conCadenasC<R>(
  _ textos: [String], _ cuerpo: (UnsafePointer<UnsafePointer<CChar>?>) -> R
) -> R {
  conCadenasOpcionales(textos, cuerpo)
}

/// Runs `cuerpo` with `textos` as a C array of C strings, `nil` ones as NULL pointers.
private func conCadenasOpcionales<R>(
  _ textos: [String?], _ cuerpo: (UnsafePointer<UnsafePointer<CChar>?>) -> R
) -> R {
  // NB: a NULL after the last one: libpq's keyword lists end with it, and an empty list still
  // has an address.
  let copias: [UnsafeMutablePointer<CChar>?] = textos.map { $0.map { strdup($0) } } + [nil]
  defer { copias.forEach { free($0) } }
  let punteros = copias.map { UnsafePointer($0) }
  return punteros.withUnsafeBufferPointer { cuerpo($0.baseAddress!) }
}
