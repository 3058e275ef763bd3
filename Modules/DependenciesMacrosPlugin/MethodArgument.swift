import SwiftDiagnostics
import SwiftSyntax

/// Reads the `method:` argument of `@DependencyEndpoint(method: "nombre")`.
///
/// The name must be a string literal without interpolation that spells a plain identifier; an
/// empty string, like no argument at all, keeps the property's name.
///
/// ```swift
/// let name = try MethodArgument.name(in: attribute)  // "cargarPagina", or nil
/// ```
enum MethodArgument {
  /// The method name given to `attribute`, `nil` when none is given, or a thrown diagnostic when
  /// the argument is not a usable name.
  static func name(in attribute: AttributeSyntax) throws(DiagnosticsError) -> String? {
    guard case .argumentList(let arguments) = attribute.arguments,
      let argument = arguments.first(where: { $0.label?.text == "method" })
    else { return nil }
    guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
      literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: argument.expression, message: ClientDiagnostic.methodNotALiteral)
      ])
    }
    let name = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }
      .joined()
    guard !name.isEmpty else { return nil }
    guard IdentifierSpelling.isPlainIdentifier(name) else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: argument.expression, message: ClientDiagnostic.methodNotAnIdentifier(name))
      ])
    }
    return name
  }
}
