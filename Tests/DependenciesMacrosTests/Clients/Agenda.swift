import DependenciesMacros

/// Names that are keywords: parameters labelled `for` and `in`, an endpoint named `default`.
@DependencyClient
struct Agenda: Sendable {
  var eventos: @Sendable (_ for: Int, _ in: String) throws -> [String]
  var `default`: @Sendable (_ clave: String) throws -> String
}
