import DependenciesMacros

/// Endpoints with typed throws, which cannot throw `Unimplemented`.
@DependencyClient
struct Validador: Sendable {
  var validar: @Sendable (_ texto: String) throws(ValidacionError) -> Void
  var sugerir: @Sendable (_ texto: String) throws(ValidacionError) -> String?
  var normalizar: @Sendable (_ texto: String) throws(ValidacionError) -> String = { $0 }
}
