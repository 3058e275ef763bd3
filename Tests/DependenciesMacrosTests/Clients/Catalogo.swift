import DependenciesMacros

/// Methods renamed with `@DependencyEndpoint(method:)`, two of them overloading one name.
@DependencyClient
struct Catalogo: Sendable {
  @DependencyEndpoint(method: "articulo")
  var cargarUno: @Sendable (Int) async throws -> Articulo
  @DependencyEndpoint(method: "cargar")
  var cargarPorID: @Sendable (_ id: Int) async throws -> Articulo
  @DependencyEndpoint(method: "cargar")
  var cargarPorSlug: @Sendable (_ slug: String) async throws -> Articulo
}
