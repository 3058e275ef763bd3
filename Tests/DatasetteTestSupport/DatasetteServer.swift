import ArticulosInterface
import ArticulosLive
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A real Datasette on 127.0.0.1, on a free port, serving a fresh articulos database in a
/// temporary folder of its own: for integration and end-to-end tests.
///
/// ``start(sampleArticles:seed:sql:)`` creates the folder and the database (optionally with sample
/// articles) with `Scripts/datasette/create-db.sh` and starts the server with `start.sh`,
/// which writes the address and a write token; ``stop()`` stops it with `stop.sh` and removes
/// the folder. Each server is independent, so tests that run in parallel can each have one.
/// Should the test process die without stopping it, a watchdog started with the server stops
/// it within a second or two, so no server outlives the tests.
///
/// ```swift
/// let server = try await DatasetteServer.start(sampleArticles: 250)
/// defer { Task { await server.stop() } }
/// try await withDependencies {
///   $0.configuracionDatasette = server.configuracion()
/// } operation: { ... }
/// ```
///
/// For one server per suite, see ``DatasetteServerTrait``; for a scoped one,
/// ``with(sampleArticles:seed:sql:_:)``.
public final class DatasetteServer: Sendable {
  /// The temporary folder with the database, the token, the log and the server's state.
  ///
  /// ```swift
  /// let db = server.directory.appendingPathComponent("articulos.db")
  /// ```
  public let directory: URL
  /// The server's root, such as `http://127.0.0.1:43117`: what `--api` takes.
  ///
  /// ```swift
  /// let arguments = ["list", "--api", server.rootURL.absoluteString]
  /// ```
  public let rootURL: URL
  /// The database's address, such as `http://127.0.0.1:43117/articulos`.
  ///
  /// ```swift
  /// let tabla = server.databaseURL.appendingPathComponent("articulos.json")
  /// ```
  public let databaseURL: URL
  /// The database name in URLs: `articulos`.
  ///
  /// ```swift
  /// ConfiguracionDatasette(api: server.rootURL, baseDeDatos: server.database)
  /// ```
  public let database: String
  /// A token of the actor allowed to write, made with this server's secret.
  ///
  /// ```swift
  /// let arguments = ["import", "--token", server.token.valorSecreto]
  /// ```
  public let token: TokenDeAcceso
  /// How many sample articles the database started with.
  ///
  /// ```swift
  /// #expect(try await cliente.cargar().count == server.sampleArticles)
  /// ```
  public let sampleArticles: Int
  private let watchdog: pid_t

  private init(
    directory: URL, rootURL: URL, databaseURL: URL, database: String, token: TokenDeAcceso,
    sampleArticles: Int, watchdog: pid_t
  ) {
    self.directory = directory
    self.rootURL = rootURL
    self.databaseURL = databaseURL
    self.database = database
    self.token = token
    self.sampleArticles = sampleArticles
    self.watchdog = watchdog
  }

  /// Creates a database with `sampleArticles` sample articles (made from `seed`, so the same
  /// numbers give the same articles) and starts a server for it: with `sql` false one that
  /// refuses SQL queries, with `bulkDelete` false one that declares no bulk delete query, with
  /// `maxReturnedRows` one whose pages hold at most that many rows.
  ///
  /// Takes about a second. Throws ``DatasetteServerError`` with the scripts' output when
  /// Datasette is not installed (`Scripts/datasette/install.sh`) or does not start.
  ///
  /// ```swift
  /// let server = try await DatasetteServer.start(sampleArticles: 30)
  /// ```
  public static func start(
    sampleArticles: Int = 0, seed: Int = 1, sql: Bool = true, bulkDelete: Bool = true,
    maxReturnedRows: Int? = nil
  ) async throws
    -> DatasetteServer
  {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("articulos-datasette-\(UUID().uuidString.lowercased())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let db = directory.appendingPathComponent("articulos.db").path
    do {
      try await ScriptProcess.run(
        scripts.appendingPathComponent("create-db.sh"),
        ["--db", db, "--sample", String(sampleArticles), "--seed", String(seed)],
        logs: directory)
      // NB: The watchdog starts before the server, so a test process killed while the server
      // starts still gets it stopped.
      let watchdog = try startWatchdog(for: directory)
      do {
        try await ScriptProcess.run(
          scripts.appendingPathComponent("start.sh"),
          ["--state-dir", directory.path, "--db", db] + (sql ? [] : ["--no-sql"])
            + (bulkDelete ? [] : ["--no-bulk-delete"])
            + (maxReturnedRows.map { ["--max-returned-rows", String($0)] } ?? []),
          logs: directory)
        return DatasetteServer(
          directory: directory,
          rootURL: try url(stateFile: "url", in: directory),
          databaseURL: try url(stateFile: "database_url", in: directory),
          database: try read(stateFile: "database", in: directory),
          token: TokenDeAcceso(try read(stateFile: "token", in: directory)),
          sampleArticles: sampleArticles, watchdog: watchdog)
      } catch {
        try? await ScriptProcess.run(
          scripts.appendingPathComponent("stop.sh"), ["--state-dir", directory.path],
          logs: directory)
        await Self.end(watchdog: watchdog)
        throw error
      }
    } catch {
      try? FileManager.default.removeItem(at: directory)
      throw error
    }
  }

  /// Starts a server, runs `body` with it, and stops it whatever `body` does.
  ///
  /// ```swift
  /// try await DatasetteServer.with(sampleArticles: 10) { server in
  ///   let articulos = try await cliente(server).cargar()
  /// }
  /// ```
  public static func with<Result: Sendable>(
    sampleArticles: Int = 0, seed: Int = 1, sql: Bool = true, bulkDelete: Bool = true,
    maxReturnedRows: Int? = nil, _ body: (DatasetteServer) async throws -> Result
  ) async throws -> Result {
    let server = try await start(
      sampleArticles: sampleArticles, seed: seed, sql: sql, bulkDelete: bulkDelete,
      maxReturnedRows: maxReturnedRows)
    do {
      let result = try await body(server)
      await server.stop()
      return result
    } catch {
      await server.stop()
      throw error
    }
  }

  /// Stops the server and removes its folder; calling it again does nothing.
  ///
  /// ```swift
  /// await server.stop()
  /// ```
  public func stop() async {
    guard FileManager.default.fileExists(atPath: directory.path) else { return }
    try? await ScriptProcess.run(
      Self.scripts.appendingPathComponent("stop.sh"), ["--state-dir", directory.path],
      logs: directory)
    await Self.end(watchdog: watchdog)
    try? FileManager.default.removeItem(at: directory)
  }

  /// A configuration for this server with its write token, short timeouts and
  /// `tamanoPagina` articles per search page.
  ///
  /// ```swift
  /// server.configuracion()
  /// server.configuracion(tamanoPagina: 7)
  /// ```
  public func configuracion(tamanoPagina: Int = 20) -> ConfiguracionDatasette {
    configuracion(token: token, tamanoPagina: tamanoPagina)
  }

  /// A configuration for this server with `token` instead of its own: `nil` for an anonymous
  /// client (writes answer 403), another token to see it refused (401).
  ///
  /// ```swift
  /// server.configuracion(token: nil)
  /// server.configuracion(token: TokenDeAcceso("dstok_not-signed-by-this-server"))
  /// ```
  public func configuracion(
    token: TokenDeAcceso?, tamanoPagina: Int = 20
  )
    -> ConfiguracionDatasette
  {
    ConfiguracionDatasette(
      api: rootURL, baseDeDatos: database, tabla: "articulos", token: token,
      tiempoDeConexion: .seconds(5), tiempoMaximo: .seconds(30), tamanoPagina: tamanoPagina)
  }

  /// The last lines of the server's log, for a failing test's message.
  ///
  /// ```swift
  /// Issue.record("unexpected: \(server.logTail())")
  /// ```
  public func logTail(lines: Int = 20) -> String {
    let log = directory.appendingPathComponent("datasette.log")
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
  }

  /// The requests the server has logged so far whose line contains `text`, such as
  /// `"POST /articulos/borrar_articulos"`.
  ///
  /// ```swift
  /// #expect(server.requests(containing: "POST /articulos/borrar_articulos").count == 1)
  /// ```
  public func requests(containing text: String) -> [String] {
    let log = directory.appendingPathComponent("datasette.log")
    let all = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return all.split(separator: "\n").filter { $0.contains(text) }.map(String.init)
  }

  /// `Scripts/datasette` of this repository.
  ///
  /// ```swift
  /// DatasetteServer.scripts.appendingPathComponent("start.sh")
  /// ```
  public static let scripts: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/DatasetteTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the repository
    .appendingPathComponent("Scripts/datasette")

  private static func startWatchdog(for directory: URL) throws -> pid_t {
    // Polls this process; once it is gone, stops the server and removes its folder.
    try ScriptProcess.spawn(
      "/bin/sh",
      [
        "-c",
        """
        while kill -0 "$1" 2>/dev/null; do sleep 1; done
        "$2" --state-dir "$3" >/dev/null 2>&1
        rm -rf "$3"
        """,
        "datasette-watchdog", String(getpid()),
        scripts.appendingPathComponent("stop.sh").path, directory.path,
      ],
      output: "/dev/null")
  }

  private static func end(watchdog: pid_t) async {
    kill(watchdog, SIGTERM)
    _ = await ScriptProcess.exitStatus(of: watchdog)
  }

  private static func read(stateFile name: String, in directory: URL) throws -> String {
    let file = directory.appendingPathComponent(name)
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      throw DatasetteServerError.missingStateFile(name)
    }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private static func url(stateFile name: String, in directory: URL) throws -> URL {
    guard let url = URL(string: try read(stateFile: name, in: directory)) else {
      throw DatasetteServerError.missingStateFile(name)
    }
    return url
  }
}
