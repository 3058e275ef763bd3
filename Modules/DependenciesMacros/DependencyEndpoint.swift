/// Makes a closure property an endpoint: an unimplemented default, and a method with argument
/// labels.
///
/// ``DependencyClient()`` attaches this macro to each endpoint, so you write it yourself only to
/// rename the generated method. A closure type cannot carry argument labels, but it can name its
/// parameters; the method turns those names into labels:
///
/// ```swift
/// @DependencyClient
/// struct ClienteArticulos: Sendable {
///   var buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina
///
///   @DependencyEndpoint(method: "articulo")
///   var cargarUno: @Sendable (_ id: Articulo.ID) async throws -> Articulo
/// }
///
/// let pagina = try await cliente.buscar(texto: "swift", pagina: 2)
/// let articulo = try await cliente.articulo(id: 7)
/// ```
///
/// The method calls the field, so assigning the field (in a test, or in `withDependencies`)
/// changes what the method does. Parameters without a name keep no label; `inout` and
/// `@autoclosure` parameters, `async`, `throws` and a global actor such as `@MainActor` carry
/// over. A closure whose parameters have no names gets a method only when `method:` is given.
///
/// The property becomes a computed view of a private `$`-prefixed stored property whose initial
/// value is the unimplemented closure (the property's `init` accessor still lets an initializer
/// assign it). Every initializer, even one written by hand in an extension, therefore starts with
/// every endpoint reporting when called. One exception: for an endpoint with a declared default,
/// the compiler hands that default to the `init` accessor in an initializer written by hand, so
/// there the default runs as written, without the report. The initializer ``DependencyClient()``
/// writes has no such gap.
///
/// - Parameter method: The name of the generated method; empty keeps the property's name.
// NB: `arbitrary` is what makes `method:` work; without it the compiler rejects a renamed method
// ("declaration name 'articulo' is not covered by macro 'DependencyEndpoint'"). `overloaded` (the
// method named after the property) and `prefixed(`$`)` (the storage) say what is usual.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: overloaded, prefixed(`$`), arbitrary)
public macro DependencyEndpoint(method: String = "") =
  #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyEndpointMacro")
