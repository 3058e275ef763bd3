import DatasetteTestSupport
import Foundation

/// A throwaway PostgreSQL on 127.0.0.1, started by `Scripts/postgres/start.sh` and stopped by
/// `Scripts/postgres/stop.sh`, for tests of ArticulosPostgres and of the tool.
///
/// Its `postgres` and `template1` databases hold the schema, so every database
/// ``crearBaseDeDatos(conEsquema:)`` makes starts with the table, empty.
///
/// ```swift
/// try await ServidorPostgres.con { servidor in
///   let uri = try await servidor.crearBaseDeDatos()
///   ...
/// }
/// ```
public struct ServidorPostgres: Sendable {
  /// The URI of the `postgres` database, as `articulos` (no password unless one was set).
  public let uri: String
  /// The port it listens on.
  public let puerto: Int
  /// The folder of its data, socket and log.
  public let carpeta: URL

  /// The certificate to trust when the server speaks TLS (see ``iniciar(contrasena:tls:)``).
  public var autoridad: URL { carpeta.appendingPathComponent("ca.pem") }

  /// The server of the suite running now (see ``ServidorPostgresTrait``).
  @TaskLocal public static var actual: ServidorPostgres?

  /// The repository's root.
  public static let raiz = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Starts a server; with `contrasena`, it asks for that password (scram-sha-256); with
  /// `tls`, it also speaks TLS with a certificate for 127.0.0.1 signed by ``autoridad``.
  public static func iniciar(
    contrasena: String? = nil, tls: Bool = false
  ) async throws
    -> ServidorPostgres
  {
    let nombre = "articulos-postgres-\(UUID().uuidString.prefix(8))"
    let carpeta = URL(fileURLWithPath: "/tmp").appendingPathComponent(nombre)
    let registros = FileManager.default.temporaryDirectory.appendingPathComponent(nombre + "-log")
    try FileManager.default.createDirectory(at: registros, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: registros) }
    var argumentos = ["--dir", carpeta.path] + (tls ? ["--tls"] : [])
    if let contrasena {
      let archivo = registros.appendingPathComponent("pwfile")
      try Data((contrasena + "\n").utf8).write(to: archivo)
      argumentos += ["--password-file", archivo.path]
    }
    try await ScriptProcess.run(
      raiz.appendingPathComponent("Scripts/postgres/start.sh"), argumentos, logs: registros)
    let salida = try String(
      contentsOf: registros.appendingPathComponent("start.sh.out"), encoding: .utf8)
    guard
      let uri = salida.split(separator: "\n").last(where: { $0.hasPrefix("postgresql://") }),
      let puerto = uri.split(separator: ":").last?.split(separator: "/").first.flatMap({
        Int($0)
      })
    else { throw ErrorDeServidorPostgres.sinURI(salida) }
    return ServidorPostgres(uri: String(uri), puerto: puerto, carpeta: carpeta)
  }

  /// Stops the server and deletes its folder.
  public func detener() async throws {
    let registros = FileManager.default.temporaryDirectory
      .appendingPathComponent(carpeta.lastPathComponent + "-stop")
    try FileManager.default.createDirectory(at: registros, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: registros) }
    try await ScriptProcess.run(
      Self.raiz.appendingPathComponent("Scripts/postgres/stop.sh"), [carpeta.path],
      logs: registros)
  }

  /// Runs `cuerpo` with a server of its own, stopped afterwards whatever happens.
  public static func con<Valor: Sendable>(
    contrasena: String? = nil, tls: Bool = false,
    _ cuerpo: (ServidorPostgres) async throws -> Valor
  ) async throws -> Valor {
    let servidor = try await iniciar(contrasena: contrasena, tls: tls)
    do {
      let valor = try await cuerpo(servidor)
      try await servidor.detener()
      return valor
    } catch {
      try? await servidor.detener()
      throw error
    }
  }

  /// The URI of database `nombre` on this server, as `usuario` (with `contrasena`, if any).
  public func uri(
    baseDeDatos nombre: String, usuario: String = "articulos", contrasena: String? = nil
  )
    -> String
  {
    let credencial = contrasena.map { "\(usuario):\($0)" } ?? usuario
    return "postgresql://\(credencial)@127.0.0.1:\(puerto)/\(nombre)"
  }

  /// Makes a new, empty database: with the schema (a copy of `template1`), or without.
  public func crearBaseDeDatos(conEsquema: Bool = true) async throws -> String {
    let nombre =
      "prueba_"
      + UUID().uuidString.prefix(12).lowercased()
      .replacingOccurrences(of: "-", with: "")
    let plantilla = conEsquema ? "template1" : "template0"
    try await sql("CREATE DATABASE \(nombre) TEMPLATE \(plantilla)")
    return uri(baseDeDatos: nombre)
  }

  /// Runs `sql` with psql on database `postgres` (or the URI given).
  public func sql(_ sql: String, en destino: String? = nil) async throws {
    _ = try await consultar(sql, en: destino)
  }

  /// Runs `sql` with psql on database `postgres` (or the URI given) and returns what it printed
  /// (unaligned, tuples only).
  public func consultar(_ sql: String, en destino: String? = nil) async throws -> String {
    let registros = FileManager.default.temporaryDirectory
      .appendingPathComponent("articulos-psql-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: registros, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: registros) }
    let salida = registros.appendingPathComponent("psql.out")
    let proceso = try ScriptProcess.spawn(
      Self.psql, ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", destino ?? uri, "-c", sql],
      output: salida.path)
    let estado = await ScriptProcess.exitStatus(of: proceso)
    guard estado == 0 else {
      let texto = (try? String(contentsOf: salida, encoding: .utf8)) ?? ""
      throw ErrorDeServidorPostgres.sqlFallido(sql, texto)
    }
    return (try? String(contentsOf: salida, encoding: .utf8)) ?? ""
  }

  /// psql of the newest PostgreSQL installed (or `$PG_BINDIR/psql`).
  public static let psql: String = {
    if let carpeta = ProcessInfo.processInfo.environment["PG_BINDIR"] {
      return carpeta + "/psql"
    }
    let raiz = "/usr/lib/postgresql"
    let versiones = (try? FileManager.default.contentsOfDirectory(atPath: raiz)) ?? []
    let ultima = versiones.compactMap { Int($0) }.max()
    return ultima.map { "\(raiz)/\($0)/bin/psql" } ?? "psql"
  }()
}

/// What went wrong starting or using a ``ServidorPostgres``.
public enum ErrorDeServidorPostgres: Error, CustomStringConvertible {
  /// start.sh ended without printing a URI.
  case sinURI(String)
  /// psql failed on a statement.
  case sqlFallido(String, String)

  /// What went wrong, with the script's or psql's output.
  public var description: String {
    switch self {
    case .sinURI(let salida): "start.sh printed no URI: \(salida)"
    case .sqlFallido(let sql, let salida): "psql failed on \(sql): \(salida)"
    }
  }
}
