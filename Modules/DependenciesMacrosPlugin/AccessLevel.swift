import SwiftSyntax

/// A declaration's access level, ordered from the most to the least restrictive.
///
/// The generated initializer gets the least visible level among the struct and the properties it
/// initializes, the rule Swift itself applies to a memberwise initializer, except that a `public`
/// client gets a `public` initializer when every property it takes is public too.
///
/// ```swift
/// AccessLevel(modifiers: decl.modifiers) // .public for `public var cargar: ...`
/// ```
enum AccessLevel: Int, Comparable {
  case `private`
  case `fileprivate`
  case `internal`
  case `package`
  case `public`

  /// Reads the access level written among `modifiers`, or `nil` when none is written.
  ///
  /// Setter-only modifiers such as `private(set)` do not count: they restrict assignment, not the
  /// visibility of the declaration.
  init?(modifiers: DeclModifierListSyntax) {
    for modifier in modifiers where modifier.detail == nil {
      switch modifier.name.tokenKind {
      case .keyword(.private): self = .private
      case .keyword(.fileprivate): self = .fileprivate
      case .keyword(.internal): self = .internal
      case .keyword(.package): self = .package
      case .keyword(.public), .keyword(.open): self = .public
      default: continue
      }
      return
    }
    return nil
  }

  /// The modifier to write before a generated declaration, with its trailing space.
  ///
  /// `internal` is the default and is left out, so generated code reads like hand-written code.
  var sourcePrefix: String {
    switch self {
    case .private: "private "
    case .fileprivate: "fileprivate "
    case .internal: ""
    case .package: "package "
    case .public: "public "
    }
  }

  static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
