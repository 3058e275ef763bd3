import SwiftSyntax

/// The initializer `@DependencyClient` writes: one parameter per stored property, endpoints
/// defaulting to their unimplemented closures.
///
/// ```swift
/// init(
///   cargar: @escaping @Sendable () async throws -> [Articulo] = {
///     Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.cargar'")
///     throw DependenciesMacros.Unimplemented("cargar")
///   }
/// ) {
///   self.cargar = cargar
/// }
/// ```
struct MemberwiseInitializer {
  /// One parameter of the initializer, which sets the property of the same name.
  struct Parameter {
    /// The property's name as written (backticks included).
    var name: String
    /// The property's type.
    var type: TypeSyntax
    /// The default argument's source, or `nil` when the caller must pass a value.
    var defaultValue: String?

    /// `name: Type = default`, with `@escaping` added to a closure type.
    var source: String {
      let typeText =
        ClosureSignature(type) == nil
        ? type.trimmedDescription : "@escaping \(type.trimmedDescription)"
      return "\(name): \(typeText)" + (defaultValue.map { " = \($0)" } ?? "")
    }
  }

  /// The initializer's access level.
  var access: AccessLevel
  /// The parameters, in the order the properties are declared.
  var parameters: [Parameter]

  /// The initializer's source.
  var source: String {
    guard !parameters.isEmpty else { return "\(access.sourcePrefix)init() {}" }
    let list = parameters.map(\.source).joined(separator: ",\n")
    let body = parameters.map { "self.\($0.name) = \($0.name)" }.joined(separator: "\n")
    return """
      \(access.sourcePrefix)init(
      \(SourceText.indented(list, by: "  "))
      ) {
      \(SourceText.indented(body, by: "  "))
      }
      """
  }
}
