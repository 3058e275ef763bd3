import SwiftSyntax

/// The private stored property behind an endpoint, and the accessors that route to it.
///
/// `@DependencyEndpoint` turns `var buscar: T` into a computed property over `$buscar`, whose
/// initial value is the unimplemented closure. Every initializer, including one the author
/// writes in an extension, therefore starts with an endpoint that reports when called, while the
/// `init` accessor still lets an initializer assign the endpoint before `self` is complete.
///
/// ```swift
/// var buscar: T {
///   @storageRestrictions(initializes: $buscar)
///   init(initialValue) {
///     $buscar = initialValue
///   }
///   get {
///     $buscar
///   }
///   set {
///     $buscar = newValue
///   }
/// }
/// private var $buscar: T = { _, _ in ... }
/// ```
struct EndpointStorage {
  /// The endpoint's name without backticks.
  var endpointName: String
  /// The endpoint's type as written.
  var type: TypeSyntax
  /// The storage's initial value, or `nil` when the endpoint has no default to give.
  var initialValue: String?

  /// The name of the stored property: the endpoint's, prefixed with `$`.
  var storageName: String { "$" + endpointName }

  /// The accessors that make the endpoint a computed view of the storage.
  var accessors: [AccessorDeclSyntax] {
    [
      """
      @storageRestrictions(initializes: \(storageName))
      init(initialValue) {
        \(storageName) = initialValue
      }
      """,
      "get {\n  \(storageName)\n}",
      "set {\n  \(storageName) = newValue\n}",
    ]
    // NB: expanded without automatic formatting, the accessors are placed at the property's
    // indentation; one more level puts them inside its braces.
    .map { SourceText.accessor(SourceText.indented($0, by: "  ")) }
  }

  /// The storage's declaration.
  var declaration: DeclSyntax {
    let value = initialValue.map { " = \($0)" } ?? ""
    return SourceText.declaration(
      "private var \(storageName): \(type.trimmedDescription)\(value)")
  }
}
