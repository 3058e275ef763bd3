import ArticulosInterface
import ArticulosPostgres
import DatasetteTestSupport
import Foundation
import PostgresTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The PostgreSQL client under faults: each failure is the typed error a person can act on,
/// and every wait is bounded.
@Suite("The PostgreSQL client under faults", .servidorPostgres)
struct ClientePostgresFaultTests {
  static let fecha = Date(timeIntervalSince1970: 1_700_000_000)
  /// How long the tests' lock is held: a statement that waits for it is stuck that long.
  static let segundosDeBloqueo = 30
  /// Under this, a statement stuck behind the lock was ended by the client, not by the lock's
  /// release: well short of ``segundosDeBloqueo``, and wide for a loaded machine running every
  /// suite at once (12.5 s was seen where the client's own limit was 1 s).
  static let antesDelBloqueo = Duration.seconds(20)

  /// How many statements of the client still run on the server, waiting for the lock.
  static func consultasDelCliente(_ servidor: ServidorPostgres, uri: String) async throws -> Int {
    let texto = try await servidor.consultar(
      """
      SELECT count(*) FROM pg_stat_activity
      WHERE application_name = 'articulos' AND state = 'active'
        AND datname = current_database()
      """, en: uri)
    return Int(texto.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  @Test("A port nothing listens on is a refused connection naming the address")
  func puertoCerrado() async throws {
    let rechazo = try LoopbackPuerto.rechazando()
    defer { close(rechazo.descriptor) }
    let puerto = rechazo.puerto
    let cliente = ClienteArticulos.postgres(
      ConfiguracionPostgres(uri: "postgresql://articulos@127.0.0.1:\(puerto)/postgres"))
    let fallo = await #expect(throws: ErrorArticulos.self) { try await cliente.cargar() }
    #expect(fallo == .red(.conexionRechazada(destino: "127.0.0.1:\(puerto)")))
  }

  @Test("A server that accepts and never answers is a connection not opened in time")
  func servidorMudo() async throws {
    let oyente = try LoopbackPuerto.oyenteMudo()
    defer { close(oyente.descriptor) }
    let cliente = ClienteArticulos.postgres(
      ConfiguracionPostgres(
        uri: "postgresql://articulos@127.0.0.1:\(oyente.puerto)/postgres",
        tiempoDeConexion: .milliseconds(500)))
    let reloj = ContinuousClock()
    let inicio = reloj.now
    let fallo = await #expect(throws: ErrorArticulos.self) { try await cliente.cargar() }
    let transcurrido = reloj.now - inicio
    guard case .red(.conexionNoAbierta(let segundos))? = fallo else {
      Issue.record("not conexionNoAbierta: \(String(describing: fallo))")
      return
    }
    #expect(segundos >= 0.5 && segundos < 1.5)
    // NB: wide, for a loaded machine running every suite at once (17 s was seen with the
    // client's own measure at 0.5 s: the wait was for a thread, not the server); unbounded,
    // libpq waits for ever.
    #expect(transcurrido < .seconds(30))
  }

  @Test("A database without the table says which script creates it")
  func sinTabla() async throws {
    let servidor = try #require(ServidorPostgres.actual)
    let uri = try await servidor.crearBaseDeDatos(conEsquema: false)
    let cliente = ClienteArticulos.postgres(ConfiguracionPostgres(uri: uri))
    let fallo = await #expect(throws: ErrorArticulos.self) { try await cliente.cargar() }
    guard case .noDisponible(let motivo)? = fallo else {
      Issue.record("not noDisponible: \(String(describing: fallo))")
      return
    }
    #expect(motivo.contains("Scripts/postgres/schema.sql"))
    #expect(motivo.contains("\"articulos\" does not exist"))
  }

  @Test("A statement longer than the time limit is cancelled on the server, in time")
  func consultaLenta() async throws {
    let servidor = try #require(ServidorPostgres.actual)
    let uri = try await servidor.crearBaseDeDatos()
    let bloqueo = try await Bloqueo.tomar(servidor, uri: uri, segundos: Self.segundosDeBloqueo)
    defer { bloqueo.soltar() }
    let cliente = ClienteArticulos.postgres(
      ConfiguracionPostgres(uri: uri, tiempoMaximo: .seconds(1)))
    let reloj = ContinuousClock()
    let inicio = reloj.now
    let fallo = await #expect(throws: ErrorArticulos.self) { try await cliente.cargar() }
    let transcurrido = reloj.now - inicio
    guard case .red(.tiempoAgotado(let segundos))? = fallo else {
      Issue.record("not tiempoAgotado: \(String(describing: fallo))")
      return
    }
    #expect(segundos >= 1 && segundos < 4)
    #expect(transcurrido < Self.antesDelBloqueo)
    #expect(try await Self.consultasDelCliente(servidor, uri: uri) == 0)
  }

  @Test("Cancelling the task cancels the statement on the server")
  func cancelacion() async throws {
    let servidor = try #require(ServidorPostgres.actual)
    let uri = try await servidor.crearBaseDeDatos()
    let bloqueo = try await Bloqueo.tomar(servidor, uri: uri, segundos: Self.segundosDeBloqueo)
    defer { bloqueo.soltar() }
    let cliente = ClienteArticulos.postgres(ConfiguracionPostgres(uri: uri))
    let reloj = ContinuousClock()
    let inicio = reloj.now
    let tarea = Task { try await cliente.cargar() }
    try await Task.sleep(for: .milliseconds(300))
    tarea.cancel()
    let resultado = await tarea.result
    #expect(reloj.now - inicio < Self.antesDelBloqueo)
    #expect(resultado.failure as? ErrorArticulos == .cancelado)
    #expect(try await Self.consultasDelCliente(servidor, uri: uri) == 0)
  }

  @Test("A server that stops mid-statement is an interrupted connection")
  func servidorDetenido() async throws {
    try await ServidorPostgres.con { (servidor: ServidorPostgres) async throws -> Void in
      let uri = try await servidor.crearBaseDeDatos()
      let bloqueo = try await Bloqueo.tomar(servidor, uri: uri, segundos: Self.segundosDeBloqueo)
      defer { bloqueo.soltar() }
      let cliente = ClienteArticulos.postgres(ConfiguracionPostgres(uri: uri))
      let tarea = Task { try await cliente.cargar() }
      try await Task.sleep(for: .milliseconds(300))
      try await servidor.detener()
      let resultado = await tarea.result
      #expect(resultado.failure as? ErrorArticulos == .red(.conexionInterrumpida))
    }
  }

  @Test("A wrong password is a rejected credential, and the password shows nowhere")
  func contrasenaErronea() async throws {
    try await ServidorPostgres.con(contrasena: "clave-correcta") {
      (servidor: ServidorPostgres) async throws -> Void in
      let buena = servidor.uri(baseDeDatos: "postgres", contrasena: "clave-correcta")
      let bien = ClienteArticulos.postgres(ConfiguracionPostgres(uri: buena))
      #expect(try await bien.cargar().isEmpty)
      let mala = servidor.uri(baseDeDatos: "postgres", contrasena: "clave-secreta-mala")
      let configuracion = ConfiguracionPostgres(uri: mala)
      let fallo = await #expect(throws: ErrorArticulos.self) {
        try await ClienteArticulos.postgres(configuracion).cargar()
      }
      guard case .tokenRechazado(let motivo)? = fallo else {
        Issue.record("not tokenRechazado: \(String(describing: fallo))")
        return
      }
      #expect(motivo.contains("password"))
      #expect(!String(describing: fallo).contains("clave-secreta-mala"))
      #expect(!configuracion.description.contains("clave-secreta-mala"))
      #expect(configuracion.uriTachada.contains("articulos:<redacted>@127.0.0.1"))
      let sinClave = ClienteArticulos.postgres(
        ConfiguracionPostgres(uri: servidor.uri(baseDeDatos: "postgres")))
      let falta = await #expect(throws: ErrorArticulos.self) { try await sinClave.cargar() }
      #expect(falta == .sinToken)
    }
  }
}

/// A lock on the table held by psql for some seconds, so the client's next statement waits.
struct Bloqueo {
  let proceso: pid_t

  static func tomar(
    _ servidor: ServidorPostgres, uri: String, segundos: Int
  ) async throws
    -> Bloqueo
  {
    let registro = FileManager.default.temporaryDirectory
      .appendingPathComponent("articulos-bloqueo-\(UUID().uuidString).out").path
    defer { try? FileManager.default.removeItem(atPath: registro) }
    let proceso = try ScriptProcess.spawn(
      ServidorPostgres.psql,
      [
        "-X", "-q", uri, "-c",
        "BEGIN; LOCK TABLE articulos IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(\(segundos)); COMMIT",
      ], output: registro)
    let bloqueo = Bloqueo(proceso: proceso)
    // NB: asks pg_stat_activity, not pg_locks with 'articulos'::regclass, which can wait for
    // the very lock it looks for. psql sleeps only once it holds the lock.
    let tomado = """
      SELECT count(*) FROM pg_stat_activity
      WHERE wait_event = 'PgSleep' AND datname = current_database()
      """
    for _ in 0..<100 {
      if try await servidor.consultar(tomado, en: uri).hasPrefix("1") { return bloqueo }
      try await Task.sleep(for: .milliseconds(50))
    }
    bloqueo.soltar()
    let salida = (try? String(contentsOfFile: registro, encoding: .utf8)) ?? ""
    throw ErrorDeServidorPostgres.sqlFallido(
      tomado, "the lock was not taken within 5 s; psql said: \(salida)")
  }

  func soltar() {
    kill(proceso, SIGTERM)
    Task.detached { _ = await ScriptProcess.exitStatus(of: proceso) }
  }
}

/// Ports on 127.0.0.1 for fault tests.
enum LoopbackPuerto {
  /// A socket bound and not listening: connections to its port are refused, and no other
  /// socket can take the port while it is open (a port merely released can go to another
  /// test's server at once).
  static func rechazando() throws -> (descriptor: Int32, puerto: Int) {
    try enlazado(escuchando: false)
  }

  /// A socket that listens and never accepts: connections complete, nothing is ever answered.
  static func oyenteMudo() throws -> (descriptor: Int32, puerto: Int) {
    try enlazado(escuchando: true)
  }

  private static func enlazado(escuchando: Bool) throws -> (descriptor: Int32, puerto: Int) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var direccion = sockaddr_in()
    direccion.sin_family = sa_family_t(AF_INET)
    direccion.sin_addr.s_addr = inet_addr("127.0.0.1")
    direccion.sin_port = 0
    var largo = socklen_t(MemoryLayout<sockaddr_in>.size)
    let enlazado = withUnsafeMutablePointer(to: &direccion) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { puntero in
        bind(descriptor, puntero, largo) == 0 && (!escuchando || listen(descriptor, 8) == 0)
          && getsockname(descriptor, puntero, &largo) == 0
      }
    }
    guard enlazado else { throw POSIXError(.EADDRINUSE) }
    return (descriptor, Int(UInt16(bigEndian: direccion.sin_port)))
  }
}

extension Result {
  /// The error, or `nil` on success.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
