/// Turns a struct of closures into a dependency client: a memberwise initializer whose endpoints
/// default to "unimplemented" closures, and a labeled method for each endpoint.
///
/// Write the client as a struct of closure properties and attach the macro:
///
/// ```swift
/// import DependenciesMacros
///
/// @DependencyClient
/// struct ClienteArticulos: Sendable {
///   var cargar: @Sendable () async throws -> [Articulo]
///   var buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina
///   var borrar: @Sendable (_ id: Articulo.ID) async throws -> Void
/// }
/// ```
///
/// The macro writes an initializer that takes every stored property. Each endpoint defaults to a
/// closure that reports `Unimplemented: 'ClienteArticulos.buscar'` through
/// ``Dependencies/reportIssue(_:fileID:filePath:line:column:)`` (failing the running test) and
/// then throws ``Unimplemented``. So `ClienteArticulos()` is a complete test value and
/// `ClienteArticulos(cargar: { [Articulo.muestra[0]] })` a partial one:
///
/// ```swift
/// extension ClienteArticulos: TestDependencyKey {
///   static let testValue = ClienteArticulos()
/// }
/// ```
///
/// The partial call is this library's: upstream swift-dependencies writes one initializer that
/// requires every endpoint and one that takes none, so code that must also build there assigns
/// the endpoint instead: `var cliente = ClienteArticulos(); cliente.cargar = { ... }`.
///
/// Every endpoint stays an assignable field and gains a method with the labels of its signature,
/// from ``DependencyEndpoint(method:)``: `try await cliente.buscar(texto: "swift", pagina: 2)`.
///
/// ## Rules
///
/// - An endpoint is a stored `var` of closure type. A `let` closure is an error, since it could
///   never be overridden.
/// - A closure that throws reports, then throws. One returning `Void` reports and returns; one
///   returning an optional reports and returns `nil`.
/// - A closure that cannot throw and returns a value needs a default, which runs after the
///   report: `var idioma: @Sendable () -> String = { "es" }`. Without one the macro reports
///   "Default value required for non-throwing closure 'idioma'" with a fix-it.
/// - Other stored properties keep their initial value as the default argument; optionals
///   default to `nil`. Properties marked `@Dependency` or ``DependencyEndpointIgnored()`` are
///   left alone.
/// - The initializer is as visible as the struct and the properties it takes: a `public struct`
///   of `public var` endpoints gets a `public init`.
/// - A default argument of a `public` initializer may only use public declarations, so the
///   defaults of a public client's endpoints must too.
/// - An endpoint declared inside `#if` is left out of the initializer; it keeps its unimplemented
///   default and is set by assignment. A plain stored property inside `#if` needs an initial
///   value.
///
/// ## The price
///
/// The macro runs in a compiler plugin that a clean build compiles and links first, and every
/// build expands it. `Benchmarks/macro-build-cost.sh` measures both against the same clients
/// written by hand.
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() =
  #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyClientMacro")
