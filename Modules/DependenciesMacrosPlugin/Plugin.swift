@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// Tells the compiler which macro type implements each macro declared in `DependenciesMacros`.
///
/// The toolchain ships no `SwiftCompilerPlugin` module, so the plugin answers the compiler's
/// requests itself through `SwiftCompilerPluginMessageHandling`.
///
/// ```swift
/// try DependenciesMacrosPlugin().resolveMacro(
///   moduleName: "DependenciesMacrosPlugin", typeName: "DependencyClientMacro")
/// ```
struct DependenciesMacrosPlugin: PluginProvider {
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    switch typeName {
    case "DependencyClientMacro": DependencyClientMacro.self
    case "DependencyEndpointMacro": DependencyEndpointMacro.self
    case "DependencyEndpointIgnoredMacro": DependencyEndpointIgnoredMacro.self
    default: throw UnknownMacro(moduleName: moduleName, typeName: typeName)
    }
  }
}

/// The compiler asked for a macro this plugin does not implement.
///
/// ```swift
/// throw UnknownMacro(moduleName: "DependenciesMacrosPlugin", typeName: "Missing")
/// ```
struct UnknownMacro: Error, CustomStringConvertible {
  /// The module the compiler named.
  var moduleName: String
  /// The type the compiler named.
  var typeName: String

  var description: String {
    "'\(moduleName).\(typeName)' is not a macro of DependenciesMacrosPlugin"
  }
}

/// The plugin's entry point: serves the compiler's expansion requests on standard I/O.
@main
enum PluginMain {
  static func main() throws {
    let connection = try StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(
      connection: connection, provider: DependenciesMacrosPlugin())
    try listener.main()
  }
}
