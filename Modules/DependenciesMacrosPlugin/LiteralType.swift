import SwiftSyntax

/// The type of a literal initial value, for a property written without a type annotation.
///
/// The initializer needs a parameter type for `var limite = 20`; a literal tells it, anything else
/// is reported as a missing type annotation.
///
/// ```swift
/// LiteralType.of(value)  // `Swift.Int` for `20`, `Swift.String` for `"articulos"`
/// ```
enum LiteralType {
  /// The standard type a literal defaults to, or `nil` for an expression that is not a literal.
  static func of(_ expression: ExprSyntax) -> TypeSyntax? {
    let name: String
    if expression.is(IntegerLiteralExprSyntax.self) {
      name = "Int"
    } else if expression.is(FloatLiteralExprSyntax.self) {
      name = "Double"
    } else if expression.is(BooleanLiteralExprSyntax.self) {
      name = "Bool"
    } else if expression.is(StringLiteralExprSyntax.self) {
      name = "String"
    } else {
      return nil
    }
    return TypeSyntax(
      MemberTypeSyntax(
        baseType: IdentifierTypeSyntax(name: .identifier("Swift")), name: .identifier(name)))
  }
}
