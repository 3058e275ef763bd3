import SwiftParser
import SwiftSyntax

/// How a name can be written in generated code.
///
/// Endpoint names may be keywords in backticks (`` `default` ``), and argument labels may be
/// keywords (`_ for: Date`), which are fine as labels but not as parameter names.
///
/// ```swift
/// IdentifierSpelling.isPlainIdentifier("texto")  // true
/// IdentifierSpelling.isPlainIdentifier("for")    // false
/// IdentifierSpelling.unescaped("`default`")      // "default"
/// ```
enum IdentifierSpelling {
  /// Whether `text` can be used as a name without backticks.
  static func isPlainIdentifier(_ text: String) -> Bool {
    guard !text.isEmpty, !text.hasPrefix("`") else { return false }
    var parser = Parser(text)
    let expression = ExprSyntax.parse(from: &parser)
    guard !expression.hasError, expression.trimmedDescription == text,
      let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil
    else { return false }
    if case .identifier = reference.baseName.tokenKind { return true }
    return false
  }

  /// `text` without surrounding backticks, as it reads in a message.
  static func unescaped(_ text: String) -> String {
    guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
    return String(text.dropFirst().dropLast())
  }

  /// The last component of a qualified name: `fatalError` for `Swift.fatalError`.
  static func lastComponent(_ text: String) -> String {
    text.split(separator: ".").last.map(String.init) ?? text
  }
}
