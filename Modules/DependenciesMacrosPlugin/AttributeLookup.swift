import SwiftSyntax

/// Recognising the attributes the macros care about on a property.
///
/// An attribute counts whether it is written plainly (`@DependencyEndpoint`) or qualified by its
/// module (`@DependenciesMacros.DependencyEndpoint`).
///
/// ```swift
/// property.hasAttribute(.dependencyEndpointIgnored)
/// ```
enum KnownAttribute: String {
  /// `@DependencyEndpoint`, from `DependenciesMacros`.
  case dependencyEndpoint = "DependencyEndpoint"
  /// `@DependencyEndpointIgnored`, from `DependenciesMacros`.
  case dependencyEndpointIgnored = "DependencyEndpointIgnored"
  /// The `@Dependency` property wrapper, from `Dependencies`.
  case dependency = "Dependency"

  /// The module that declares the attribute.
  var module: String {
    switch self {
    case .dependencyEndpoint, .dependencyEndpointIgnored: "DependenciesMacros"
    case .dependency: "Dependencies"
    }
  }

  /// Whether `attribute` spells this attribute.
  func matches(_ attribute: AttributeSyntax) -> Bool {
    let name = attribute.attributeName.trimmedDescription
    return name == rawValue || name == "\(module).\(rawValue)"
  }
}

extension VariableDeclSyntax {
  /// The first attribute of this declaration that spells `known`, if any.
  func attribute(_ known: KnownAttribute) -> AttributeSyntax? {
    for element in attributes {
      if let attribute = element.as(AttributeSyntax.self), known.matches(attribute) {
        return attribute
      }
    }
    return nil
  }

  /// Whether this declaration carries `known`.
  func hasAttribute(_ known: KnownAttribute) -> Bool {
    attribute(known) != nil
  }

  /// Whether this declaration is `static` or `class`, a member of the type rather than a value.
  var isTypeMember: Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }
}
