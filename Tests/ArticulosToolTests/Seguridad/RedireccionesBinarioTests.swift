import Foundation
import Testing

@Suite("A request that carries the token is never redirected to another address")
struct RedireccionesBinarioTests {
  @Test(
    "a write redirected to another server is not followed: that server sees nothing",
    arguments: [301, 302, 303, 307, 308])
  func escrituraRedirigida(estado: Int) async throws {
    let otro = try await ServidorAdversario(.normal)
    let servidor = try await ServidorAdversario(
      .redireccion(estado: estado, a: "\(otro.url)/articulos/articulos/-/upsert"))

    let resultado = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "--token", tokenHostil, "save", "--title", "Desviado"])

    #expect(resultado.codigo == 1, "\(resultado)")
    #expect(
      resultado.error.contains(
        "The server redirects to \(otro.url)/articulos/articulos/-/upsert, and a request "
          + "that carries the token never follows a redirect"), "\(resultado)")
    #expect(servidor.peticiones.map(\.authorization) == ["Bearer \(tokenHostil)"])
    #expect(otro.peticiones.isEmpty)
  }

  @Test("a read with the token is not redirected either; without a token it is")
  func lecturaRedirigida() async throws {
    let otro = try await ServidorAdversario(.normal)
    let servidor = try await ServidorAdversario(
      .redireccion(estado: 302, a: "\(otro.url)/articulos/articulos.json"))

    let conToken = try await ProcesoArticulos.ejecutar(
      ["list"], entorno: ["ARTICULOS_API": servidor.url, "ARTICULOS_TOKEN": tokenHostil])
    #expect(conToken.codigo == 1, "\(conToken)")
    #expect(conToken.error.contains("The server redirects to \(otro.url)/"), "\(conToken)")
    #expect(otro.peticiones.isEmpty)

    let sinToken = try await ProcesoArticulos.ejecutar(["--api", servidor.url, "list"])
    #expect(sinToken.codigo == 0, "\(sinToken)")
    #expect(otro.peticiones.map(\.authorization) == [nil])
  }

  @Test("a Location that repeats the token is shown with the token cut out")
  func destinoConToken() async throws {
    let otro = try await ServidorAdversario(.normal)
    let servidor = try await ServidorAdversario(
      .redireccion(estado: 307, a: "\(otro.url)/eco?de={authorization}"))

    let resultado = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.url, "--token", tokenHostil, "--verbose", "save", "--title", "Eco"])

    #expect(resultado.codigo == 1, "\(resultado)")
    #expect(resultado.error.contains("The server redirects to \(otro.url)/eco?de="), "\(resultado)")
    #expect(resultado.error.contains("<redacted>"), "\(resultado)")
    #expect(!muestraParteDelToken(resultado.error))
    #expect(!muestraParteDelToken(resultado.salida))
    #expect(otro.peticiones.isEmpty)
  }

  @Test(
    "https redirected down to http: the token never travels unencrypted",
    .enabled(if: CertificadoDePrueba.disponible, CertificadoDePrueba.sinOpenSSL))
  func deHTTPSaHTTP() async throws {
    let certificado = try await CertificadoDePrueba.generar()
    let plano = try await ServidorAdversario(.normal)
    let seguro = try await ServidorAdversario(
      .redireccion(estado: 302, a: "\(plano.url)/articulos/articulos/-/upsert"),
      certificado: certificado)

    let resultado = try await ProcesoArticulos.ejecutar(
      [
        "--api", seguro.url, "--ca-file", certificado.certificado, "--token", tokenHostil,
        "save", "--title", "Bajada",
      ])

    #expect(resultado.codigo == 1, "\(resultado)")
    #expect(resultado.error.contains("The server redirects to \(plano.url)/"), "\(resultado)")
    #expect(seguro.peticiones.map(\.authorization) == ["Bearer \(tokenHostil)"])
    #expect(plano.peticiones.isEmpty)
  }
}
