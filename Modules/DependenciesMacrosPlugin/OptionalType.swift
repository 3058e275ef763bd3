import SwiftSyntax

/// Whether a type is optional, so that a property of that type can default to `nil`.
///
/// An endpoint returning an optional reports and returns `nil`; a stored property of optional
/// type defaults to `nil` in the initializer.
///
/// ```swift
/// OptionalType.matches(type)  // true for `String?`, `Int!` and `Optional<Data>`
/// ```
enum OptionalType {
  /// Whether `type` is `T?`, `T!` or `Optional<T>`.
  static func matches(_ type: TypeSyntax) -> Bool {
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return true
    }
    if let name = type.as(IdentifierTypeSyntax.self) {
      return name.name.text == "Optional" && name.genericArgumentClause != nil
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return member.baseType.trimmedDescription == "Swift" && member.name.text == "Optional"
    }
    return false
  }
}
