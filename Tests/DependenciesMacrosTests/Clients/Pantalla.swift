import DependenciesMacros

/// An endpoint isolated to the main actor.
@DependencyClient
struct Pantalla: Sendable {
  var mostrar: @MainActor @Sendable (_ mensaje: String) -> String = { "mostrado: \($0)" }
  var esperar: @MainActor @Sendable (_ segundos: Int) async -> Void
}
