import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@testable import DependenciesMacrosPlugin

/// A diagnostic a test expects, compared field by field with what the macros emitted.
struct ExpectedDiagnostic: Equatable, CustomStringConvertible {
  var message: String
  var severity: DiagnosticSeverity
  var line: Int
  var column: Int
  var fixIts: [String] = []

  var description: String {
    "\(line):\(column) \(severity): \(message) fix-its: \(fixIts)"
  }

  static func error(
    _ message: String, line: Int, column: Int, fixIts: [String] = []
  ) -> ExpectedDiagnostic {
    ExpectedDiagnostic(
      message: message, severity: .error, line: line, column: column, fixIts: fixIts)
  }

  static func warning(
    _ message: String, line: Int, column: Int, fixIts: [String] = []
  ) -> ExpectedDiagnostic {
    ExpectedDiagnostic(
      message: message, severity: .warning, line: line, column: column, fixIts: fixIts)
  }
}

/// What expanding a source file with the plugin's macros gave.
struct Expansion {
  /// The expanded file, with trailing spaces removed from each line.
  var source: String
  /// The diagnostics, located in the original file.
  var diagnostics: [ExpectedDiagnostic]
  /// The original file with every fix-it of every diagnostic applied.
  var fixedSource: String
}

/// Expands `source` as the compiler would, with the macros of `DependenciesMacrosPlugin`.
///
/// NB: this is the expansion SwiftSyntaxMacroExpansion performs, not the compiler's; the two agree
/// on text, and the runtime tests in `DependenciesMacrosTests` check what the compiler builds.
func expand(_ source: String) -> Expansion {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [file: .init(moduleName: "ArticulosInterface", fullFilePath: "Client.swift")])
  let macros: [String: any Macro.Type] = [
    "DependencyClient": DependencyClientMacro.self,
    "DependencyEndpoint": DependencyEndpointMacro.self,
    "DependencyEndpointIgnored": DependencyEndpointIgnoredMacro.self,
  ]
  let expanded = file.expand(
    macros: macros,
    contextGenerator: {
      BasicMacroExpansionContext(sharingWith: context, lexicalContext: $0.allMacroLexicalContexts())
    },
    indentationWidth: .spaces(2))
  var diagnostics: [ExpectedDiagnostic] = []
  var edits: [(range: Range<Int>, replacement: String)] = []
  for diagnostic in context.diagnostics {
    let location = context.location(
      for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "Client.swift")
    diagnostics.append(
      ExpectedDiagnostic(
        message: diagnostic.message, severity: diagnostic.diagMessage.severity,
        line: location.line, column: location.column,
        fixIts: diagnostic.fixIts.map(\.message.message)))
    for fixIt in diagnostic.fixIts {
      for change in fixIt.changes {
        edits += originalEdits(of: change, in: context)
      }
    }
  }
  return Expansion(
    source: withoutTrailingSpaces(expanded.description).trimmingLeadingNewlines,
    diagnostics: diagnostics,
    fixedSource: applying(edits, to: source))
}

/// Checks the full expanded text, the diagnostics and the source after applying the fix-its.
func assertExpansion(
  of source: String,
  is expected: String,
  diagnostics: [ExpectedDiagnostic] = [],
  fixedSource: String? = nil,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let expansion = expand(source)
  #expect(expansion.source == expected, sourceLocation: sourceLocation)
  #expect(expansion.diagnostics == diagnostics, sourceLocation: sourceLocation)
  #expect(expansion.fixedSource == (fixedSource ?? source), sourceLocation: sourceLocation)
}

/// The edits of one fix-it change, moved from the detached tree the macro saw to the file.
private func originalEdits(
  of change: FixIt.Change, in context: BasicMacroExpansionContext
) -> [(range: Range<Int>, replacement: String)] {
  let anchor: Syntax
  switch change {
  case .replace(let oldNode, _): anchor = oldNode
  case .replaceLeadingTrivia(let token, _), .replaceTrailingTrivia(let token, _):
    anchor = Syntax(token)
  case .replaceText(_, _, let node): anchor = node
  case .replaceChild(let data): anchor = Syntax(data.parent)
  @unknown default:
    Issue.record("A fix-it change of an unknown kind")
    return []
  }
  let original = context.location(
    for: anchor.position, anchoredAt: anchor, fileName: "Client.swift")
  let shift = original.offset - anchor.position.utf8Offset
  return FixIt(message: ClientFixIt(""), changes: [change]).edits.map { edit in
    (
      (edit.range.lowerBound.utf8Offset + shift)..<(edit.range.upperBound.utf8Offset + shift),
      edit.replacement
    )
  }
}

/// `source` with `edits` applied, last edit first so that earlier offsets stay valid.
private func applying(
  _ edits: [(range: Range<Int>, replacement: String)], to source: String
) -> String {
  var bytes = Array(source.utf8)
  for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
    bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
  }
  return String(decoding: bytes, as: UTF8.self)
}

extension String {
  /// The string without the newlines it starts with (a removed attribute leaves one behind).
  fileprivate var trimmingLeadingNewlines: String {
    String(drop(while: { $0 == "\n" }))
  }
}

private func withoutTrailingSpaces(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
    .joined(separator: "\n")
}
