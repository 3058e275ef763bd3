import SwiftSyntax

/// What the macros need to know about the function type of an endpoint.
///
/// Built from the type annotation of a property, for instance
/// `@Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina`.
///
/// ```swift
/// if let signature = ClosureSignature(type) {
///   signature.parameters.map(\.label)  // ["texto", "pagina"]
///   signature.effects                  // "async throws"
/// }
/// ```
struct ClosureSignature {
  /// One parameter of the function type.
  struct Parameter {
    /// The argument label of the generated method: the parameter's name in the function type,
    /// (`texto` in `_ texto: String`), or `nil` when it has none.
    var label: String?
    /// The parameter's type as written, including `inout`, `@autoclosure` and `...`.
    var typeText: String
    /// Whether the parameter is `inout`, so a forwarded argument needs `&`.
    var isInout: Bool
    /// Whether the parameter is `@autoclosure`, so a forwarded argument must be evaluated.
    var isAutoclosure: Bool
    /// Whether the parameter is variadic (`Int...`); such a parameter cannot be forwarded.
    var isVariadic: Bool
  }

  /// How calling the closure can fail.
  enum Failure {
    /// The closure cannot throw (or throws `Never`).
    case none
    /// The closure throws `any Error`, so it can throw ``Unimplemented``.
    case untyped
    /// The closure throws only the given error type.
    case typed(TypeSyntax)
  }

  /// What calling the closure gives back.
  enum Result {
    /// `Void` or `()`: nothing to return.
    case void
    /// An optional type: `nil` is a value every such closure can return.
    case optional
    /// Any other type: only the author of the client can choose a value.
    case value(TypeSyntax)
  }

  /// The attributes written on the function type (`@Sendable`, `@MainActor`, ...).
  var attributes: [AttributeSyntax]
  /// The function type without its attributes.
  var function: FunctionTypeSyntax
  /// The parameters of the function type, in order.
  var parameters: [Parameter]
  /// How the closure can fail.
  var failure: Failure
  /// What the closure returns.
  var result: Result

  /// Reads `type` as a closure type, or returns `nil` for any other type.
  ///
  /// Attributes and redundant parentheses around the function type are looked through;
  /// an optional closure such as `(() -> Void)?` is not a closure type.
  init?(_ type: TypeSyntax) {
    var attributes: [AttributeSyntax] = []
    var current = type
    while true {
      if let attributed = current.as(AttributedTypeSyntax.self) {
        attributes += attributed.attributes.compactMap { $0.as(AttributeSyntax.self) }
        current = attributed.baseType
      } else if let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.firstName == nil, only.ellipsis == nil
      {
        current = only.type
      } else {
        break
      }
    }
    guard let function = current.as(FunctionTypeSyntax.self) else { return nil }
    self.attributes = attributes
    self.function = function
    self.parameters = function.parameters.map(Parameter.init)
    self.failure = Failure(function.effectSpecifiers?.throwsClause)
    self.result = Result(function.returnClause.type)
  }

  /// Whether the closure is `async`.
  var isAsync: Bool {
    function.effectSpecifiers?.asyncSpecifier != nil
  }

  /// The effects as written, such as `async throws` or `throws(ArticuloError)`, or `""`.
  var effects: String {
    function.effectSpecifiers?.trimmedDescription ?? ""
  }

  /// The whole closure type, attributes included: `@Sendable (String) async -> Int`.
  var typeText: String {
    (attributes.map(\.trimmedDescription) + [function.trimmedDescription])
      .joined(separator: " ")
  }

  /// The return type as written.
  var returnType: TypeSyntax {
    function.returnClause.type.trimmed
  }

  /// Whether any parameter has a name, which is what earns an endpoint a labeled method.
  var hasLabels: Bool {
    parameters.contains { $0.label != nil }
  }
}

extension ClosureSignature.Parameter {
  fileprivate init(_ element: TupleTypeElementSyntax) {
    // NB: function types cannot have argument labels, so `_ texto: String` is the only spelling
    // that names a parameter; a lone first name (`texto: String`) is a compiler error that we
    // still read as a name, to avoid a second, confusing diagnostic.
    let name = element.secondName ?? element.firstName
    self.label = name.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
    self.isVariadic = element.ellipsis != nil
    self.typeText =
      (element.inoutKeyword.map { "\($0.text) " } ?? "") + element.type.trimmedDescription
      + (isVariadic ? "..." : "")
    let attributed = element.type.as(AttributedTypeSyntax.self)
    self.isInout =
      element.inoutKeyword != nil
      || attributed?.specifiers.contains {
        $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
      } == true
    self.isAutoclosure =
      attributed?.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
      } == true
  }
}

extension ClosureSignature.Failure {
  fileprivate init(_ clause: ThrowsClauseSyntax?) {
    guard let clause else {
      self = .none
      return
    }
    guard let type = clause.type?.trimmed else {
      self = .untyped
      return
    }
    let spelled = type.trimmedDescription.filter { !$0.isWhitespace }
    switch spelled {
    case "Never", "Swift.Never": self = .none
    case "Error", "Swift.Error", "anyError", "anySwift.Error": self = .untyped
    default: self = .typed(type)
    }
  }
}

extension ClosureSignature.Result {
  fileprivate init(_ type: TypeSyntax) {
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.isEmpty {
      self = .void
    } else if let name = type.as(IdentifierTypeSyntax.self)?.name.text, name == "Void" {
      self = .void
    } else if let member = type.as(MemberTypeSyntax.self),
      member.baseType.trimmedDescription == "Swift", member.name.text == "Void"
    {
      self = .void
    } else if OptionalType.matches(type) {
      self = .optional
    } else {
      self = .value(type)
    }
  }
}
