import SwiftDiagnostics
import SwiftSyntax

/// Every message the macros can show, written to read like the compiler's own.
///
/// Each case is a `DiagnosticMessage` with a stable ``SwiftDiagnostics/MessageID`` in the
/// `DependenciesMacros` domain, so tests and tools can match on it.
///
/// ```swift
/// context.diagnose(
///   Diagnostic(node: binding, message: ClientDiagnostic.missingDefault(endpoint: "idioma")))
/// ```
enum ClientDiagnostic: DiagnosticMessage {
  /// `@DependencyClient` on something other than a struct.
  case notAStruct(kind: String)
  /// A closure declared with `let`, which could never be overridden.
  case letEndpoint(endpoint: String)
  /// A closure that neither throws nor returns `Void` or an optional, without a default.
  case missingDefault(endpoint: String)
  /// Like ``missingDefault(endpoint:)`` for a closure with typed throws.
  case missingDefaultForTypedThrows(endpoint: String, error: String)
  /// A default that calls `fatalError` or `preconditionFailure`.
  case defaultCallsFatalError(endpoint: String, function: String)
  /// A default that calls `unimplemented`, which would report a second issue.
  case defaultCallsUnimplemented(endpoint: String)
  /// A stored property whose type cannot be read, so it cannot be a parameter of the initializer.
  case missingTypeAnnotation(property: String)
  /// `@DependencyEndpoint` on something other than a closure property.
  case endpointNotAClosure
  /// `@DependencyEndpoint(method:)` with something other than a string literal.
  case methodNotALiteral
  /// `@DependencyEndpoint(method:)` with a string that is not a valid name.
  case methodNotAnIdentifier(String)

  var message: String {
    switch self {
    case .notAStruct(let kind):
      "'@DependencyClient' can only be applied to a struct, not to \(kind)"
    case .letEndpoint(let endpoint):
      "Endpoint '\(endpoint)' must be declared with 'var' so that it can be overridden"
    case .missingDefault(let endpoint):
      "Default value required for non-throwing closure '\(endpoint)'"
    case .missingDefaultForTypedThrows(let endpoint, let error):
      "Default value required for closure '\(endpoint)', which can only throw '\(error)'"
    case .defaultCallsFatalError(let endpoint, let function):
      """
      Default of '\(endpoint)' calls '\(function)', which crashes any test or preview that \
      reaches it; return a placeholder value instead
      """
    case .defaultCallsUnimplemented(let endpoint):
      """
      Default of '\(endpoint)' calls 'unimplemented', which reports a second issue; \
      '@DependencyClient' already reports calls to an endpoint that was not overridden
      """
    case .missingTypeAnnotation(let property):
      """
      '@DependencyClient' requires a type annotation on '\(property)' to generate its \
      initializer
      """
    case .endpointNotAClosure:
      "'@DependencyEndpoint' can only be applied to a property of closure type"
    case .methodNotALiteral:
      "'method' must be a string literal"
    case .methodNotAnIdentifier(let name):
      "'method' must be a valid method name; '\(name)' is not"
    }
  }

  var severity: DiagnosticSeverity {
    switch self {
    case .defaultCallsFatalError, .defaultCallsUnimplemented: .warning
    default: .error
    }
  }

  var diagnosticID: MessageID {
    let name: String
    switch self {
    case .notAStruct: name = "notAStruct"
    case .letEndpoint: name = "letEndpoint"
    case .missingDefault: name = "missingDefault"
    case .missingDefaultForTypedThrows: name = "missingDefaultForTypedThrows"
    case .defaultCallsFatalError: name = "defaultCallsFatalError"
    case .defaultCallsUnimplemented: name = "defaultCallsUnimplemented"
    case .missingTypeAnnotation: name = "missingTypeAnnotation"
    case .endpointNotAClosure: name = "endpointNotAClosure"
    case .methodNotALiteral: name = "methodNotALiteral"
    case .methodNotAnIdentifier: name = "methodNotAnIdentifier"
    }
    return MessageID(domain: "DependenciesMacros", id: name)
  }
}

/// The text of a fix-it the macros offer.
///
/// ```swift
/// FixIt(message: ClientFixIt("Insert '= { <#String#> }'"), changes: [...])
/// ```
struct ClientFixIt: FixItMessage {
  /// What applying the fix-it does, as the editor shows it.
  let message: String

  init(_ message: String) {
    self.message = message
  }

  var fixItID: MessageID {
    MessageID(domain: "DependenciesMacros", id: message)
  }
}
