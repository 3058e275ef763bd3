/// Keeps ``DependencyClient()`` away from a property: no unimplemented default, no method.
///
/// Use it for a closure that is configuration rather than an endpoint. The property stays a
/// plain stored value that the generated initializer takes as it is:
///
/// ```swift
/// @DependencyClient
/// struct Registro: Sendable {
///   var enviar: @Sendable (_ evento: String) async throws -> Void
///
///   @DependencyEndpointIgnored
///   var formato: @Sendable (String) -> String = { $0 }
/// }
/// ```
// NB: declared as an observer-only accessor macro, the one kind of accessor macro the compiler
// lets expand to nothing; a macro that may add `get` must add one.
@attached(accessor, names: named(willSet))
public macro DependencyEndpointIgnored() =
  #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyEndpointIgnoredMacro")
