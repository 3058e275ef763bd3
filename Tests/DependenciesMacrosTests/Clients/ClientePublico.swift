import DependenciesMacros

/// A public client, whose generated initializer and methods are public.
@DependencyClient
public struct ClientePublico: Sendable {
  /// Reads the number stored under a key.
  public var leer: @Sendable (_ clave: String) throws -> Int
  /// The language to show.
  public var idioma: @Sendable () -> String = { "es" }
}
