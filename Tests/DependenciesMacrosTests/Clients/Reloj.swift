import DependenciesMacros

/// Defaults that are function references rather than closure literals.
@DependencyClient
struct Reloj: Sendable {
  var segundos: @Sendable () -> Int = Reloj.siempreCero
  var doble: @Sendable (_ valor: Int) async throws -> Int = Reloj.duplicar

  @Sendable static func siempreCero() -> Int { 0 }
  @Sendable static func duplicar(_ valor: Int) async throws -> Int { valor * 2 }
}
