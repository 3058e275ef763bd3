import SwiftSyntax

/// Calls to the standard library's functions that never return.
///
/// A default whose only statement is such a call gets no `return` in front of it, and a default
/// that makes one gets a warning.
///
/// ```swift
/// NeverReturningCall.matches(call)  // true for `fatalError("sin tema")`
/// ```
enum NeverReturningCall {
  /// The names, plain or qualified with `Swift.`.
  static let names: Set<String> = ["fatalError", "preconditionFailure"]

  /// Whether `expression` is a call to one of ``names``.
  static func matches(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    let callee = call.calledExpression.trimmedDescription
    return names.contains(callee) || names.contains { "Swift.\($0)" == callee }
  }
}
