import SwiftSyntax

/// One stored property of a `@DependencyClient` struct that its initializer must set.
///
/// A struct member becomes a `ClientProperty` when it is stored, is not a `@Dependency`, and can
/// still be assigned in an initializer. Endpoints are the `var` closures not marked
/// `@DependencyEndpointIgnored`; everything else is a plain stored value.
///
/// ```swift
/// let properties = ClientProperty.all(in: structDecl)
/// properties.filter(\.isEndpoint).map(\.name)  // ["cargar", "buscar"]
/// ```
struct ClientProperty {
  /// The declaration the property belongs to (it may declare several bindings).
  var declaration: VariableDeclSyntax
  /// The binding of this property inside ``declaration``.
  var binding: PatternBindingSyntax
  /// The property's name token, as written (backticks included).
  var name: TokenSyntax
  /// The property's type, when it is written or can be read off a literal initial value.
  var type: TypeSyntax?
  /// The initial value, if any, as found in the declaration (not detached from it, so that
  /// diagnostics on it point into the author's file).
  var initialValue: ExprSyntax?
  /// The closure signature, when the property is an endpoint.
  var endpoint: ClosureSignature?
  /// The property's own access level (internal when none is written).
  var access: AccessLevel

  /// Whether the property is an endpoint: a `var` closure the macro gives an unimplemented default.
  var isEndpoint: Bool { endpoint != nil }

  /// The name without backticks, as it appears in messages (`default` for `` `default` ``).
  var displayName: String { IdentifierSpelling.unescaped(name.text) }

  /// The properties of `declaration` the generated initializer takes, in declaration order.
  static func all(in declaration: some DeclGroupSyntax) -> [ClientProperty] {
    declaration.memberBlock.members.flatMap { member -> [ClientProperty] in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
      return properties(of: variable)
    }
  }

  /// The properties declared by `variable` that an initializer must (or may) set.
  static func properties(of variable: VariableDeclSyntax) -> [ClientProperty] {
    guard !variable.isTypeMember, !variable.hasAttribute(.dependency),
      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
    else { return [] }
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    let access = AccessLevel(modifiers: variable.modifiers) ?? .internal
    let bindings = Array(variable.bindings)
    var result: [ClientProperty] = []
    for (index, binding) in bindings.enumerated() {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
        binding.isStored
      else { continue }
      if isLet, binding.initializer != nil { continue }
      if access <= .fileprivate, binding.initializer != nil { continue }
      // NB: in `var a, b: Int` only the last binding spells the type; the others share it.
      let type =
        binding.typeAnnotation?.type.trimmed
        ?? bindings[index...].first(where: { $0.initializer == nil && $0.typeAnnotation != nil })?
        .typeAnnotation?.type.trimmed
        ?? binding.initializer.flatMap { LiteralType.of($0.value) }
      let signature = type.flatMap(ClosureSignature.init)
      let isEndpoint =
        !isLet && signature != nil && !variable.hasAttribute(.dependencyEndpointIgnored)
      result.append(
        ClientProperty(
          declaration: variable, binding: binding, name: pattern.identifier.trimmed, type: type,
          initialValue: binding.initializer?.value,
          endpoint: isEndpoint ? signature : nil, access: access))
    }
    return result
  }
}

extension PatternBindingSyntax {
  /// Whether the binding stores a value: no getter, only observers (`willSet`/`didSet`) if any.
  var isStored: Bool {
    guard let block = accessorBlock else { return true }
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.allSatisfy {
      $0.accessorSpecifier.tokenKind == .keyword(.willSet)
        || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
    }
  }
}
