import DependenciesMacros

/// The lesson's `Ajustes`, with each kind of endpoint and some plain stored properties.
@DependencyClient
struct Ajustes: Sendable {
  var idioma: @Sendable () -> String = { "es" }  // sin throws: exige defecto
  var version: @Sendable () throws -> String  // con throws: la macro se apaña
  var registrar: @Sendable (_ evento: String) -> Void  // Void: no hay problema
  var ultimo: @Sendable (_ clave: String) -> String?
  var buscarClave: @Sendable (_ clave: String) throws -> String?
  var rango: @Sendable (_ valores: [Int]) -> (minimo: Int, maximo: Int) = {
    ($0.min() ?? 0, $0.max() ?? 0)
  }
  var resumen: @Sendable () async throws -> (total: Int, media: Double)
  var limite: Int = 20
  var etiqueta: String?
  @DependencyEndpointIgnored
  var formato: @Sendable (String) -> String
}

extension Ajustes {
  /// An initializer written by hand that sets only the ignored closure.
  init(soloFormato formato: @escaping @Sendable (String) -> String) {
    self.formato = formato
  }
}
