import ArticulosInterface
import ArticulosPostgres
import ContratoDeArticulos
import PostgresTestSupport
import Testing

extension ImplementacionDeArticulos {
  /// The PostgreSQL client on a database of its own, made for each promise in the suite's
  /// server (with the schema of `Scripts/postgres/schema.sql`).
  static let postgres = ImplementacionDeArticulos(nombre: "PostgreSQL") { iniciales, prueba in
    let servidor = try #require(ServidorPostgres.actual)
    let uri = try await servidor.crearBaseDeDatos()
    let cliente = ClienteArticulos.postgres(ConfiguracionPostgres(uri: uri))
    if !iniciales.isEmpty { _ = try await cliente.guardarVarios(articulos: iniciales) }
    try await prueba(cliente)
  }
}

/// The contract suite against PostgreSQL: every promise, no exception.
@Suite("The PostgreSQL client keeps ClienteArticulos's contract", .servidorPostgres)
struct ContratoPostgresTests {
  /// The implementations this suite checks: one line each.
  static let implementaciones: [ImplementacionDeArticulos] = [.postgres]

  @Test(
    "The implementation keeps the promise",
    arguments: implementaciones, PromesaDelContrato.todas)
  func cumple(
    _ implementacion: ImplementacionDeArticulos, _ promesa: PromesaDelContrato
  ) async throws {
    try await promesa.comprobar(en: implementacion)
  }
}
