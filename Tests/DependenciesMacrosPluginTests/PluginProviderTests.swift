import SwiftSyntaxMacros
import Testing

@testable import DependenciesMacrosPlugin

@Suite("The plugin's macro lookup")
struct PluginProviderTests {
  @Test(
    "resolves each macro type named by #externalMacro",
    arguments: [
      ("DependencyClientMacro", "DependencyClientMacro"),
      ("DependencyEndpointMacro", "DependencyEndpointMacro"),
      ("DependencyEndpointIgnoredMacro", "DependencyEndpointIgnoredMacro"),
    ])
  func resolvesKnownMacros(typeName: String, expected: String) throws {
    let macro = try DependenciesMacrosPlugin().resolveMacro(
      moduleName: "DependenciesMacrosPlugin", typeName: typeName)
    #expect(String(describing: macro) == expected)
  }

  @Test("rejects a type name it does not implement, naming it")
  func rejectsUnknownMacro() {
    #expect {
      try DependenciesMacrosPlugin().resolveMacro(
        moduleName: "DependenciesMacrosPlugin", typeName: "DependencyEntryMacro")
    } throws: { error in
      String(describing: error)
        == "'DependenciesMacrosPlugin.DependencyEntryMacro' is not a macro of DependenciesMacrosPlugin"
    }
  }
}
