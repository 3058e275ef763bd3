import SwiftSyntax

/// Collects the function calls inside an expression, in source order.
///
/// ```swift
/// CallCollector.calls(in: initializer).map(\.calledExpression.trimmedDescription)
/// ```
final class CallCollector: SyntaxVisitor {
  private var calls: [FunctionCallExprSyntax] = []

  /// Every call written in `expression`, nested ones included.
  static func calls(in expression: ExprSyntax) -> [FunctionCallExprSyntax] {
    let collector = CallCollector(viewMode: .sourceAccurate)
    collector.walk(expression)
    return collector.calls
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
}
