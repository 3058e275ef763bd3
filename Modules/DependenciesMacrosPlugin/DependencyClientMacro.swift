import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@DependencyClient`: turns a struct of closures into a dependency client.
///
/// As a member macro it writes a memberwise initializer in which every endpoint defaults to an
/// unimplemented closure (see ``UnimplementedClosure``) and reports what it cannot accept. As a
/// member-attribute macro it marks each endpoint `@DependencyEndpoint`, which adds the labeled
/// method.
///
/// ```swift
/// @DependencyClient
/// struct ClienteArticulos: Sendable {
///   var buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina
/// }
/// ```
public enum DependencyClientMacro: MemberMacro, MemberAttributeMacro {
  /// Leaves the generated code as this plugin lays it out.
  ///
  /// The default formatting would also reflow the statements copied from the author's default
  /// closure, so that `{ $0 >= minimo }` became three lines in the expansion.
  ///
  /// ```swift
  /// DependencyClientMacro.formatMode  // .disabled
  /// ```
  public static var formatMode: FormatMode { .disabled }

  /// Writes the memberwise initializer and reports what the struct's declaration gets wrong.
  ///
  /// Every endpoint parameter defaults to its ``UnimplementedClosure``, every stored property to
  /// its initial value (or `nil` when optional). On anything but a struct it writes nothing.
  ///
  /// ```swift
  /// init(cargar: @escaping () async throws -> [Articulo] = { ... }, limite: Int = 20) { ... }
  /// ```
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let client = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(Diagnoses.notAStruct(declaration))
      return []
    }
    let clientName = IdentifierSpelling.unescaped(client.name.text)
    for diagnostic in Diagnoses.letEndpoints(in: client) {
      context.diagnose(diagnostic)
    }
    let properties = ClientProperty.all(in: client)
    var parameters: [MemberwiseInitializer.Parameter] = []
    for property in properties {
      guard let type = property.type else {
        context.diagnose(Diagnoses.missingType(property))
        continue
      }
      parameters.append(
        MemberwiseInitializer.Parameter(
          name: property.name.text, type: type,
          defaultValue: defaultValue(of: property, type: type, in: clientName, context: context)))
    }
    let structAccess = AccessLevel(modifiers: client.modifiers).map { max($0, .internal) }
    let access = ([structAccess ?? .internal] + properties.map(\.access)).min() ?? .internal
    let initializer = MemberwiseInitializer(access: access, parameters: parameters)
    return [SourceText.declaration(initializer.source)]
  }

  /// Marks each endpoint `@DependencyEndpoint`, unless it already is or cannot take accessors.
  ///
  /// ```swift
  /// @DependencyEndpoint
  /// var cargar: () async throws -> [Articulo]
  /// ```
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let variable = member.as(VariableDeclSyntax.self),
      !variable.hasAttribute(.dependencyEndpoint),
      // NB: an accessor macro cannot be attached to a declaration of several variables, nor add a
      // getter next to observers, so `var a, b: () -> Void` and a closure with `didSet` keep
      // their defaults in the initializer but get no methods.
      variable.bindings.count == 1, variable.bindings.first?.accessorBlock == nil,
      ClientProperty.properties(of: variable).contains(where: \.isEndpoint)
    else { return [] }
    return [
      AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("DependencyEndpoint")))
    ]
  }

  /// The default of `property` in the initializer, reporting what is wrong with a declared one.
  private static func defaultValue(
    of property: ClientProperty, type: TypeSyntax, in clientName: String,
    context: some MacroExpansionContext
  ) -> String? {
    guard let signature = property.endpoint else {
      if let initialValue = property.initialValue { return initialValue.trimmedDescription }
      return OptionalType.matches(type) ? "nil" : nil
    }
    let closure = UnimplementedClosure(
      clientName: clientName, endpointName: property.displayName, signature: signature,
      declaredDefault: property.initialValue)
    for diagnostic in Diagnoses.declaredDefault(of: property, closure: closure) {
      context.diagnose(diagnostic)
    }
    guard let source = closure.source else {
      context.diagnose(Diagnoses.missingDefault(property, closure: closure))
      return nil
    }
    return source
  }
}
