import SwiftSyntax
import SwiftSyntaxMacros

/// `@DependencyEndpointIgnored`: a marker that keeps `@DependencyClient` away from a property.
///
/// The property is neither given an unimplemented default nor a method; it is a plain stored
/// value of the client, which the initializer takes as it is.
///
/// ```swift
/// @DependencyEndpointIgnored
/// var alCambiar: @Sendable (Articulo) -> Void
/// ```
public enum DependencyEndpointIgnoredMacro: AccessorMacro {
  /// Adds nothing: the attribute only tells ``DependencyClientMacro`` to leave the property alone.
  ///
  /// ```swift
  /// @DependencyEndpointIgnored var formato: @Sendable (String) -> String  // stays as written
  /// ```
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
