import SwiftSyntax

/// The source of the closure an endpoint defaults to: it reports the call as an issue, then
/// throws, returns, or runs the default the author declared.
///
/// For `var buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina` in
/// `ClienteArticulos`:
///
/// ```swift
/// { _, _ in
///   Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.buscar'")
///   throw DependenciesMacros.Unimplemented("buscar")
/// }
/// ```
struct UnimplementedClosure {
  /// The name of the client type, for the message.
  var clientName: String
  /// The endpoint's name without backticks.
  var endpointName: String
  /// The endpoint's closure type.
  var signature: ClosureSignature
  /// The default the author declared, if any.
  var declaredDefault: ExprSyntax?

  /// The closure's source, or `nil` when no default can be made up: a closure that cannot throw
  /// `Unimplemented` and must return a value needs a default from the author.
  var source: String? {
    let report = "Dependencies.reportIssue(\"Unimplemented: '\(clientName).\(endpointName)'\")"
    if let closure = declaredDefault?.as(ClosureExprSyntax.self) {
      return wrapping(closure, after: report)
    }
    if let declaredDefault {
      return forwarding(to: declaredDefault, after: report)
    }
    let ending: String
    switch (signature.failure, signature.result) {
    case (.untyped, _):
      ending = "\nthrow DependenciesMacros.Unimplemented(\"\(endpointName)\")"
    case (_, .void):
      ending = ""
    case (_, .optional):
      ending = "\nreturn nil"
    case (_, .value):
      return nil
    }
    return closure(header: ignoredParameters, body: report + ending)
  }

  /// The closure to suggest when the author must write a default: `{ <#String#> }`.
  var placeholder: String {
    closure(returning: placeholderValue ?? "")
  }

  /// A value of the return type to suggest: an editor placeholder such as `<#String#>`, `nil` for
  /// an optional, or no value at all for `Void`.
  var placeholderValue: String? {
    switch signature.result {
    case .value(let type): "<#\(type.trimmedDescription)#>"
    case .optional: "nil"
    case .void: nil
    }
  }

  /// A one-line closure of the endpoint's type whose body is `value`: `{ _, _ in value }`.
  func closure(returning value: String) -> String {
    let header = ignoredParameters.map { "\($0) " } ?? ""
    return value.isEmpty ? "{ \(header)}" : "{ \(header)\(value) }"
  }

  /// `_, _ in` for as many parameters as the closure takes, or `nil` when it takes none.
  private var ignoredParameters: String? {
    signature.parameters.isEmpty
      ? nil : signature.parameters.map { _ in "_" }.joined(separator: ", ") + " in"
  }

  /// The declared closure literal with the report as its first statement.
  private func wrapping(_ closure: ClosureExprSyntax, after report: String) -> String {
    let header = closure.signature.map { SourceText.dedented($0) }
    // NB: a single-expression closure returns its expression implicitly; once the report comes
    // first it is no longer single-expression, so the `return` must be written out.
    let needsReturn =
      closure.statements.count == 1 && closure.statements.first.map(needsExplicitReturn) == true
    let statements = closure.statements.map {
      SourceText.statement($0, prefix: needsReturn ? "return " : "")
    }
    return self.closure(header: header, body: ([report] + statements).joined(separator: "\n"))
  }

  /// A closure that reports, then calls a declared default that is not a closure literal.
  private func forwarding(to function: ExprSyntax, after report: String) -> String {
    let names = signature.parameters.indices.map { "p\($0)" }
    let arguments = zip(names, signature.parameters).map { name, parameter in
      parameter.isInout ? "&\(name)" : parameter.isAutoclosure ? "\(name)()" : name
    }
    var callee = function.trimmedDescription
    if let call = function.as(FunctionCallExprSyntax.self),
      ["unimplemented", "Dependencies.unimplemented"].contains(
        call.calledExpression.trimmedDescription)
    {
      // NB: the closure forms of `unimplemented` learn their parameters from the type they are
      // converted to; calling the result right away gives them none, so the type is named.
      callee += " as \(signature.typeText)"
    }
    var call = "(\(callee))(\(arguments.joined(separator: ", ")))"
    if signature.isAsync { call = "await " + call }
    if case .none = signature.failure {} else { call = "try " + call }
    let header = names.isEmpty ? nil : names.joined(separator: ", ") + " in"
    return closure(header: header, body: report + "\nreturn " + call)
  }

  /// Whether the single statement of a closure must be prefixed with `return`: it is an
  /// expression (an `if` or `switch` expression included) whose value the closure returns.
  private func needsExplicitReturn(_ item: CodeBlockItemSyntax) -> Bool {
    if case .void = signature.result { return false }
    guard
      let expression = item.item.as(ExprSyntax.self)
        ?? item.item.as(ExpressionStmtSyntax.self)?.expression
    else { return false }
    // A call that never returns ends the closure by itself and has no value to return.
    return !NeverReturningCall.matches(expression)
  }

  /// `{ header` + newline + indented body + newline + `}`.
  private func closure(header: String?, body: String) -> String {
    let opening = header.map { "{ \($0)" } ?? "{"
    return opening + "\n" + SourceText.indented(body, by: "  ") + "\n}"
  }
}
