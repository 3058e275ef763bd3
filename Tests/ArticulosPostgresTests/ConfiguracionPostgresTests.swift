import ArticulosInterface
import ArticulosPostgres
import Foundation
import PostgresTestSupport
import Testing

@Suite("ConfiguracionPostgres never shows the password")
struct ConfiguracionPostgresTests {
  @Test(
    "uriTachada replaces the password, as written, and keeps everything else",
    arguments: [
      ("postgresql://yo:secreto@db.example.org/x", "postgresql://yo:<redacted>@db.example.org/x"),
      (
        "postgres://yo:se%40cr%3Ato@db:5433/x?sslmode=require",
        "postgres://yo:<redacted>@db:5433/x?sslmode=require"
      ),
      ("postgresql://yo@db/x", "postgresql://yo@db/x"),
      ("postgresql://db/x?user=a@b", "postgresql://db/x?user=a@b"),
      ("postgresql:///x", "postgresql:///x"),
    ])
  func tachada(_ uri: String, _ esperada: String) {
    let configuracion = ConfiguracionPostgres(uri: uri)
    #expect(configuracion.uriTachada == esperada)
    #expect(configuracion.description.contains(esperada))
    #expect(!configuracion.description.contains("secreto"))
    #expect(!configuracion.description.contains("se%40cr"))
  }

  @Test("Only postgres:// and postgresql:// URIs are PostgreSQL's")
  func esURI() {
    #expect(ConfiguracionPostgres.esURI("postgresql://db/x"))
    #expect(ConfiguracionPostgres.esURI("POSTGRES://db/x"))
    #expect(!ConfiguracionPostgres.esURI("https://datos.example.org"))
    #expect(!ConfiguracionPostgres.esURI("host=db dbname=x"))
  }
}

@Suite("The PostgreSQL client's TLS settings", .servidorPostgres)
struct TLSPostgresTests {
  @Test("sslmode=require against a server without TLS is an insecure connection, nothing sent")
  func sinTLS() async throws {
    let servidor = try #require(ServidorPostgres.actual)
    let cliente = ClienteArticulos.postgres(
      ConfiguracionPostgres(uri: servidor.uri + "?sslmode=require"))
    let fallo = await #expect(throws: ErrorArticulos.self) { try await cliente.cargar() }
    guard case .red(.conexionInsegura(let detalle))? = fallo else {
      Issue.record("not conexionInsegura: \(String(describing: fallo))")
      return
    }
    #expect(detalle.contains("SSL"))
  }

  @Test("verify-full trusts the certificate authorities file given, and only it")
  func conTLS() async throws {
    try await ServidorPostgres.con(tls: true) { (servidor: ServidorPostgres) async throws -> Void in
      let verificada = servidor.uri + "?sslmode=verify-full"
      let confiando = ClienteArticulos.postgres(
        ConfiguracionPostgres(uri: verificada, autoridadesDeCertificacion: servidor.autoridad))
      #expect(try await confiando.cargar().isEmpty)

      let otra = FileManager.default.temporaryDirectory
        .appendingPathComponent("articulos-otra-\(UUID().uuidString).pem")
      defer { try? FileManager.default.removeItem(at: otra) }
      try Data(Self.certificadoAjeno.utf8).write(to: otra)
      let ajena = ClienteArticulos.postgres(
        ConfiguracionPostgres(uri: verificada, autoridadesDeCertificacion: otra))
      let fallo = await #expect(throws: ErrorArticulos.self) { try await ajena.cargar() }
      guard case .red(.conexionInsegura(let detalle))? = fallo else {
        Issue.record("not conexionInsegura: \(String(describing: fallo))")
        return
      }
      #expect(detalle.contains("certificate"))
    }
  }

  /// A self-signed certificate of no server of these tests.
  static var certificadoAjeno: String {
    get throws {
      let carpeta = FileManager.default.temporaryDirectory
        .appendingPathComponent("articulos-ajeno-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: carpeta) }
      let proceso = Process()
      proceso.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
      proceso.arguments = [
        "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=ajeno",
        "-keyout", carpeta.appendingPathComponent("k.pem").path,
        "-out", carpeta.appendingPathComponent("c.pem").path,
      ]
      proceso.standardOutput = FileHandle.nullDevice
      proceso.standardError = FileHandle.nullDevice
      try proceso.run()
      proceso.waitUntilExit()
      return try String(contentsOf: carpeta.appendingPathComponent("c.pem"), encoding: .utf8)
    }
  }
}
