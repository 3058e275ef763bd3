import DependenciesMacros

/// An endpoint declared inside `#if`: it keeps its default through its storage, since the
/// initializer cannot take a parameter that only exists in some builds.
@DependencyClient
struct Condicional: Sendable {
  var siempre: @Sendable () throws -> Int
  #if DEBUG
    var depurar: @Sendable (_ texto: String) -> Void
  #endif
}
