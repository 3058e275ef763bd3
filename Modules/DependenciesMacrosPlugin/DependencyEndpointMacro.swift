import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@DependencyEndpoint`: makes a closure property an endpoint with an unimplemented default and a
/// method that carries the closure's argument labels.
///
/// `@DependencyClient` attaches it to every endpoint. Written by hand it can rename the method,
/// `@DependencyEndpoint(method: "nombre")`, which also earns a method to a closure whose
/// parameters have no names.
///
/// ```swift
/// @DependencyEndpoint
/// var buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina
/// // adds: func buscar(texto: String, pagina: Int) async throws -> Pagina
/// // and:  private var $buscar: ... = { _, _ in reportIssue(...); throw Unimplemented(...) }
/// ```
///
/// The accessor role routes the property to its storage (see ``EndpointStorage``); the peer role
/// writes the storage and the method (see ``EndpointMethod``).
public enum DependencyEndpointMacro: AccessorMacro, PeerMacro {
  /// Leaves the generated code as this plugin lays it out.
  ///
  /// The default formatting would also reflow the statements copied from the author's default
  /// closure, so that `{ $0 >= minimo }` became three lines in the expansion.
  ///
  /// ```swift
  /// DependencyClientMacro.formatMode  // .disabled
  /// ```
  public static var formatMode: FormatMode { .disabled }

  /// Routes the property to its storage with `init`, `get` and `set` accessors.
  ///
  /// A property that is not a single stored `var` of closure type gets none; the peer role
  /// reports why.
  ///
  /// ```swift
  /// var cargar: () async throws -> [Articulo] {
  ///   @storageRestrictions(initializes: $cargar) init(initialValue) { $cargar = initialValue }
  ///   get { $cargar }
  ///   set { $cargar = newValue }
  /// }
  /// ```
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let endpoint = Endpoint(declaration, in: context) else { return [] }
    return endpoint.storage.accessors
  }

  /// Writes the labeled method (when the closure names its parameters or `method:` is given)
  /// and the private storage holding the unimplemented default.
  ///
  /// ```swift
  /// func buscar(texto: String) async throws -> [Articulo] { try await self.buscar(texto) }
  /// private var $buscar: (_ texto: String) async throws -> [Articulo] = { _ in ... }
  /// ```
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // NB: a bad `method:` costs the method only; the storage is still written, so that the
    // accessors find it and the author sees one error rather than several.
    var methodName: String?
    var methodIsValid = true
    do {
      methodName = try MethodArgument.name(in: node)
    } catch {
      error.diagnostics.forEach(context.diagnose)
      methodIsValid = false
    }
    guard let endpoint = Endpoint(declaration, in: context) else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: node, message: ClientDiagnostic.endpointNotAClosure)
      ])
    }
    var peers: [DeclSyntax] = []
    // NB: a variadic argument cannot be passed on to the closure, so no method is written.
    if methodIsValid, methodName != nil || endpoint.signature.hasLabels,
      !endpoint.signature.parameters.contains(where: \.isVariadic)
    {
      let method = EndpointMethod(
        propertyName: endpoint.name.text, methodName: methodName ?? endpoint.name.text,
        signature: endpoint.signature,
        accessPrefix: AccessLevel(modifiers: endpoint.variable.modifiers)?.sourcePrefix ?? "",
        documentation: endpoint.documentation)
      peers.append(SourceText.declaration(method.source))
    }
    peers.append(endpoint.storage.declaration)
    return peers
  }
}

/// A property `@DependencyEndpoint` can work on: one stored `var` of closure type.
private struct Endpoint {
  var variable: VariableDeclSyntax
  var name: TokenSyntax
  var type: TypeSyntax
  var signature: ClosureSignature
  var storage: EndpointStorage

  init?(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      let type = binding.typeAnnotation?.type.trimmed,
      let signature = ClosureSignature(type)
    else { return nil }
    self.variable = variable
    self.name = name.trimmed
    self.type = type
    self.signature = signature
    let endpointName = IdentifierSpelling.unescaped(name.text)
    let closure = UnimplementedClosure(
      clientName: Self.enclosingTypeName(in: context) ?? "Self", endpointName: endpointName,
      signature: signature, declaredDefault: binding.initializer?.value)
    self.storage = EndpointStorage(
      endpointName: endpointName, type: type, initialValue: closure.source)
  }

  /// The `///` or `/** */` comment written above the property, one line each, or `""`.
  ///
  /// The comment may sit before the attributes or, once `@DependencyClient` has added
  /// `@DependencyEndpoint` in front, after them; every token up to `var` is looked at.
  var documentation: String {
    var trivia: [TriviaPiece] = []
    for token in variable.tokens(viewMode: .sourceAccurate) {
      trivia += token.leadingTrivia
      if token.id == variable.bindingSpecifier.id { break }
    }
    return trivia.compactMap { piece -> String? in
      switch piece {
      case .docLineComment(let text), .docBlockComment(let text): text + "\n"
      default: nil
      }
    }
    .joined()
  }

  /// The name of the type the property belongs to, for the unimplemented message.
  private static func enclosingTypeName(in context: some MacroExpansionContext) -> String? {
    for syntax in context.lexicalContext {
      if let group = syntax.asProtocol((any DeclGroupSyntax).self),
        let named = group.asProtocol((any NamedDeclSyntax).self)
      {
        return IdentifierSpelling.unescaped(named.name.text)
      }
    }
    return nil
  }
}
