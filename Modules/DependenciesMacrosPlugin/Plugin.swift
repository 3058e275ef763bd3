import SwiftSyntaxMacros

#if canImport(SwiftCompilerPlugin)
  import SwiftCompilerPlugin
#else
  @_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
#endif

/// Tells the compiler which macro type implements each macro declared in `DependenciesMacros`.
///
/// `macros` is the one list; both entry points below serve it.
///
/// ```swift
/// try DependenciesMacrosPlugin().resolveMacro(
///   moduleName: "DependenciesMacrosPlugin", typeName: "DependencyClientMacro")
/// ```
struct DependenciesMacrosPlugin {
  /// Every macro this plugin implements.
  static var macros: [any Macro.Type] {
    [DependencyClientMacro.self, DependencyEndpointMacro.self, DependencyEndpointIgnoredMacro.self]
  }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard let macro = Self.macros.first(where: { String(describing: $0) == typeName }) else {
      throw UnknownMacro(moduleName: moduleName, typeName: typeName)
    }
    return macro
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

#if canImport(SwiftCompilerPlugin)
  /// The plugin's entry point with swift-syntax's package: the usual `CompilerPlugin`.
  @main
  struct PluginMain: CompilerPlugin {
    var providingMacros: [any Macro.Type] { DependenciesMacrosPlugin.macros }
  }
#else
  extension DependenciesMacrosPlugin: PluginProvider {}

  /// The plugin's entry point with the toolchain's modules, which have no `SwiftCompilerPlugin`:
  /// it serves the compiler's expansion requests on standard I/O itself.
  @main
  enum PluginMain {
    static func main() throws {
      let connection = try StandardIOMessageConnection()
      let listener = CompilerPluginMessageListener(
        connection: connection, provider: DependenciesMacrosPlugin())
      try listener.main()
    }
  }
#endif
