import SwiftDiagnostics
import SwiftParser
import SwiftSyntax

/// Finds what `@DependencyClient` cannot accept and builds the diagnostics, with their fix-its.
///
/// Each function looks at one kind of problem and returns the diagnostics to emit, so the macro
/// stays a list of checks and every check can be tested through an expansion.
///
/// ```swift
/// for diagnostic in Diagnoses.letEndpoints(in: client) { context.diagnose(diagnostic) }
/// ```
enum Diagnoses {
  /// `@DependencyClient` on a class, an actor, an enum or a protocol.
  ///
  /// A class or an actor gets a fix-it that declares it as a struct instead (dropping `final`);
  /// an enum or a protocol cannot be converted by replacing a keyword, so it gets none.
  static func notAStruct(_ declaration: some DeclGroupSyntax) -> Diagnostic {
    let keyword = declaration.introducer
    let kind: String
    switch keyword.tokenKind {
    case .keyword(.class): kind = "a class"
    case .keyword(.actor): kind = "an actor"
    case .keyword(.enum): kind = "an enum"
    case .keyword(.protocol): kind = "a protocol"
    case .keyword(.extension): kind = "an extension"
    default: kind = "'\(keyword.text)'"
    }
    var fixIts: [FixIt] = []
    if keyword.tokenKind == .keyword(.class) || keyword.tokenKind == .keyword(.actor) {
      var changes: [FixIt.Change] = [
        .replace(
          oldNode: Syntax(keyword),
          newNode: Syntax(keyword.with(\.tokenKind, .keyword(.struct))))
      ]
      for modifier in declaration.modifiers where modifier.name.tokenKind == .keyword(.final) {
        changes.append(
          .replaceText(
            range: modifier.positionAfterSkippingLeadingTrivia..<modifier.endPosition, with: "",
            in: Syntax(modifier)))
      }
      fixIts.append(
        FixIt(message: ClientFixIt("Replace '\(keyword.text)' with 'struct'"), changes: changes))
    }
    return Diagnostic(
      node: keyword, message: ClientDiagnostic.notAStruct(kind: kind), fixIts: fixIts)
  }

  /// Closures declared with `let`: they could never be overridden, so they cannot be endpoints.
  static func letEndpoints(in client: StructDeclSyntax) -> [Diagnostic] {
    client.memberBlock.members.compactMap { member -> Diagnostic? in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.let),
        !variable.isTypeMember, !variable.hasAttribute(.dependency),
        !variable.hasAttribute(.dependencyEndpointIgnored),
        let binding = variable.bindings.first(where: {
          $0.typeAnnotation.flatMap { ClosureSignature($0.type) } != nil
        }),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
      else { return nil }
      let specifier = variable.bindingSpecifier
      return Diagnostic(
        node: specifier,
        message: ClientDiagnostic.letEndpoint(endpoint: IdentifierSpelling.unescaped(name.text)),
        fixIt: FixIt(
          message: ClientFixIt("Replace 'let' with 'var'"),
          changes: [
            .replace(
              oldNode: Syntax(specifier),
              newNode: Syntax(specifier.with(\.tokenKind, .keyword(.var))))
          ]))
    }
  }

  /// A stored property whose type is neither written nor readable off a literal.
  static func missingType(_ property: ClientProperty) -> Diagnostic {
    let binding = property.binding
    var fixed = binding
    fixed.pattern = binding.pattern.with(\.trailingTrivia, [])
    fixed.typeAnnotation = TypeAnnotationSyntax(
      colon: .colonToken(trailingTrivia: .space),
      type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("<#Type#>"), trailingTrivia: .space)))
    return Diagnostic(
      node: binding,
      message: ClientDiagnostic.missingTypeAnnotation(property: property.displayName),
      fixIt: FixIt(
        message: ClientFixIt("Insert ': <#Type#>'"),
        changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(fixed))]))
  }

  /// An endpoint that must return a value it cannot make up, declared without a default.
  ///
  /// The fix-it inserts a closure with a placeholder of the return type: `= { <#String#> }`.
  static func missingDefault(
    _ property: ClientProperty, closure: UnimplementedClosure
  ) -> Diagnostic {
    let message: ClientDiagnostic
    if case .typed(let error) = closure.signature.failure {
      message = .missingDefaultForTypedThrows(
        endpoint: property.displayName, error: error.trimmedDescription)
    } else {
      message = .missingDefault(endpoint: property.displayName)
    }
    let binding = property.binding
    var fixed = binding.with(\.trailingTrivia, [])
    fixed.initializer = InitializerClauseSyntax(
      leadingTrivia: .space,
      equal: .equalToken(trailingTrivia: .space),
      value: expression(closure.placeholder),
      trailingTrivia: binding.trailingTrivia)
    return Diagnostic(
      node: binding, message: message,
      fixIt: FixIt(
        message: ClientFixIt("Insert '= \(closure.placeholder)'"),
        changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(fixed))]))
  }

  /// Warnings about a declared default that calls `fatalError` or `unimplemented`.
  ///
  /// When the endpoint can default by itself (it throws, returns `Void` or an optional), the
  /// fix-it removes the declared default. Otherwise a sole `fatalError()` is replaced with a
  /// placeholder value, and `unimplemented(_:placeholder:)` with a closure returning its
  /// placeholder.
  static func declaredDefault(
    of property: ClientProperty, closure: UnimplementedClosure
  ) -> [Diagnostic] {
    guard let value = property.initialValue else { return [] }
    let calls = CallCollector.calls(in: value)
    var standalone = closure
    standalone.declaredDefault = nil
    let removal = standalone.source == nil ? nil : removingDefault(of: property)
    var diagnostics: [Diagnostic] = []
    for call in calls {
      let callee = call.calledExpression.trimmedDescription
      if NeverReturningCall.matches(ExprSyntax(call)) {
        diagnostics.append(
          Diagnostic(
            node: call,
            message: ClientDiagnostic.defaultCallsFatalError(
              endpoint: property.displayName, function: IdentifierSpelling.lastComponent(callee)),
            fixIts: removal.map { [$0] }
              ?? replacingSoleStatement(call, of: value, closure: closure).map { [$0] } ?? []))
      } else if callee == "unimplemented" || callee == "Dependencies.unimplemented" {
        diagnostics.append(
          Diagnostic(
            node: call,
            message: ClientDiagnostic.defaultCallsUnimplemented(endpoint: property.displayName),
            fixIts: removal.map { [$0] }
              ?? replacingUnimplemented(call, of: value, closure: closure).map { [$0] } ?? []))
      }
    }
    return diagnostics
  }

  /// A fix-it that deletes the declared default of `property`, keeping any trailing comment.
  private static func removingDefault(of property: ClientProperty) -> FixIt {
    let binding = property.binding
    var fixed = binding
    fixed.initializer = nil
    fixed = fixed.with(\.trailingTrivia, binding.trailingTrivia)
    return FixIt(
      message: ClientFixIt("Remove the default; '@DependencyClient' provides one"),
      changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(fixed))])
  }

  /// A fix-it replacing `fatalError()`, when it is the whole body of the default, with a value.
  private static func replacingSoleStatement(
    _ call: FunctionCallExprSyntax, of value: ExprSyntax, closure: UnimplementedClosure
  ) -> FixIt? {
    guard let literal = value.as(ClosureExprSyntax.self), literal.statements.count == 1,
      literal.statements.first?.item.as(FunctionCallExprSyntax.self)?.id == call.id,
      let replacement = closure.placeholderValue
    else { return nil }
    return FixIt(
      message: ClientFixIt("Replace '\(call.trimmedDescription)' with '\(replacement)'"),
      changes: [
        .replace(
          oldNode: Syntax(call),
          newNode: Syntax(expression(replacement).with(\.trailingTrivia, call.trailingTrivia)))
      ])
  }

  /// A fix-it replacing `unimplemented(..., placeholder: value)` with `{ value }`, or a call
  /// without a placeholder with `{ <#Type#> }`.
  private static func replacingUnimplemented(
    _ call: FunctionCallExprSyntax, of value: ExprSyntax, closure: UnimplementedClosure
  ) -> FixIt? {
    guard call.id == value.as(FunctionCallExprSyntax.self)?.id else { return nil }
    let placeholder = call.arguments.first(where: { $0.label?.text == "placeholder" })
    let replacement =
      placeholder.map { closure.closure(returning: $0.expression.trimmedDescription) }
      ?? closure.placeholder
    return FixIt(
      message: ClientFixIt("Replace with '\(replacement)'"),
      changes: [
        .replace(
          oldNode: Syntax(call),
          newNode: Syntax(expression(replacement).with(\.trailingTrivia, call.trailingTrivia)))
      ])
  }

  /// Parses an expression written by the fix-its.
  private static func expression(_ source: String) -> ExprSyntax {
    var parser = Parser(source)
    return ExprSyntax.parse(from: &parser)
  }
}
