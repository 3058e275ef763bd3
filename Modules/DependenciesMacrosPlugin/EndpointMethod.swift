import SwiftSyntax

/// The method generated next to an endpoint, which calls the closure with argument labels.
///
/// For `var buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina`:
///
/// ```swift
/// @Sendable func buscar(texto: String, pagina: Int) async throws -> Pagina {
///   try await self.buscar(texto, pagina)
/// }
/// ```
///
/// Parameters without a name keep no label (`_ p0: Int`); a name that is a keyword stays the label
/// (`for p0: Date`). `inout` arguments are passed with `&` and `@autoclosure` arguments are
/// evaluated where the closure expects them.
struct EndpointMethod {
  /// The property the method calls, as written (backticks included).
  var propertyName: String
  /// The method's name: the property's, or the one given with `@DependencyEndpoint(method:)`.
  var methodName: String
  /// The endpoint's closure type.
  var signature: ClosureSignature
  /// The access modifier of the property, with its trailing space (`"public "`), or `""`.
  var accessPrefix: String
  /// The documentation comment of the property, copied onto the method, or `""`.
  var documentation: String

  /// The method's source.
  var source: String {
    let names = parameterNames
    let parameters = zip(names, signature.parameters).map { name, parameter in
      let label = parameter.label ?? "_"
      let head = label == name ? name : "\(label) \(name)"
      return "\(head): \(parameter.typeText)"
    }
    let arguments = zip(names, signature.parameters).map { name, parameter in
      parameter.isInout ? "&\(name)" : parameter.isAutoclosure ? "\(name)()" : name
    }
    var call = "self.\(propertyName)(\(arguments.joined(separator: ", ")))"
    if signature.isAsync { call = "await " + call }
    if case .none = signature.failure {} else { call = "try " + call }
    let effects = signature.effects.isEmpty ? "" : " \(signature.effects)"
    return documentation + attributePrefix + accessPrefix
      + "func \(methodName)(\(parameters.joined(separator: ", ")))\(effects)"
      + " -> \(signature.returnType.trimmedDescription) {\n  \(call)\n}"
  }

  /// The attributes of the closure type that mean something on a method.
  ///
  /// A global actor such as `@MainActor` carries over. `@Sendable` carries over only alone: Swift
  /// rejects a `@Sendable` method isolated to a global actor. Attributes that only describe a
  /// function value (`@escaping`, `@convention`, `@isolated`) stay behind.
  private var attributePrefix: String {
    let valueOnly: Set<String> = ["escaping", "convention", "isolated", "autoclosure", "Sendable"]
    let kept = signature.attributes.filter {
      !valueOnly.contains($0.attributeName.trimmedDescription)
    }
    let isSendable = signature.attributes.contains {
      $0.attributeName.trimmedDescription == "Sendable"
    }
    let written = kept.map(\.trimmedDescription) + (kept.isEmpty && isSendable ? ["@Sendable"] : [])
    return written.map { $0 + " " }.joined()
  }

  /// The name each parameter has inside the method: its label when that is a plain identifier,
  /// else `pN` (a keyword such as `for` is a fine label but needs a separate name).
  private var parameterNames: [String] {
    let labels = Set(signature.parameters.compactMap(\.label))
    return signature.parameters.enumerated().map { index, parameter in
      if let label = parameter.label, IdentifierSpelling.isPlainIdentifier(label) { return label }
      var name = "p\(index)"
      while labels.contains(name) { name += "_" }
      return name
    }
  }
}
