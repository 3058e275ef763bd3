import DependenciesMacros

/// Closures the macro cannot give accessors to: several in one declaration, and one with an
/// observer. They still default to unimplemented closures through the initializer.
@DependencyClient
struct Eventos: Sendable {
  var abrir, cerrar: @Sendable () -> Void
  var enviar: @Sendable (_ evento: String) throws -> Void {
    didSet { cambios += 1 }
  }
  var cambios = 0
  var alCambiar: (@Sendable (Int) -> Void)?
}
