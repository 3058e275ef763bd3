import DependenciesMacros

/// Defaults whose single expression is an optional value or an `if` expression.
@DependencyClient
struct Tema: Sendable {
  var preferido: @Sendable () -> String? = { "oscuro" }
  var nivel: @Sendable (_ brillo: Int) -> String = { brillo in
    if brillo > 50 { "alto" } else { "bajo" }
  }
}
