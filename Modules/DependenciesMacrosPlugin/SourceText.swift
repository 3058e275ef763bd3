import SwiftParser
import SwiftSyntax

/// Building generated code as text, then parsing it into syntax.
///
/// The toolchain ships no SwiftSyntaxBuilder, so the macros write Swift source as strings,
/// re-indent the pieces they copy from the user's declaration, and parse the result.
///
/// ```swift
/// let method = SourceText.declaration("func buscar(texto: String) {}")
/// SourceText.indented("a\nb", by: "  ")  // "  a\n  b"
/// ```
enum SourceText {
  /// Parses one declaration.
  static func declaration(_ source: String) -> DeclSyntax {
    var parser = Parser(source)
    return DeclSyntax.parse(from: &parser)
  }

  /// Parses one accessor, such as `get { value }`.
  static func accessor(_ source: String) -> AccessorDeclSyntax {
    var parser = Parser(source)
    return AccessorDeclSyntax.parse(from: &parser)
  }

  /// Prefixes every non-empty line of `text` with `indentation`.
  static func indented(_ text: String, by indentation: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indentation + $0 }
      .joined(separator: "\n")
  }

  /// The source of `node` without its outer trivia, with the indentation of the line it starts on
  /// removed from each following line.
  ///
  /// A statement copied out of a closure keeps the shape it had in the user's file, but moves to
  /// column zero, ready to be indented wherever the generated code puts it.
  static func dedented(_ node: some SyntaxProtocol) -> String {
    let lines = node.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 1 else { return node.trimmedDescription }
    let column = startColumn(of: node)
    return
      ([String(lines[0])]
      + lines.dropFirst().map { line in
        var rest = line[...]
        var removed = 0
        while removed < column, let first = rest.first, first == " " || first == "\t" {
          rest = rest.dropFirst()
          removed += 1
        }
        return String(rest)
      })
      .joined(separator: "\n")
  }

  /// A statement copied out of a closure, ``dedented(_:)``, with the comments written above it and
  /// after it on its last line; `prefix` goes before the code, after the comments above.
  static func statement(_ item: CodeBlockItemSyntax, prefix: String = "") -> String {
    let above = item.leadingTrivia.compactMap(commentText)
    let after = item.trailingTrivia.compactMap(commentText)
    let code =
      prefix + dedented(item) + (after.isEmpty ? "" : " " + after.joined(separator: " "))
    return (above + [code]).joined(separator: "\n")
  }

  /// The text of a comment, or `nil` for whitespace.
  private static func commentText(_ piece: TriviaPiece) -> String? {
    switch piece {
    case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
      .docBlockComment(let text):
      text
    default:
      nil
    }
  }

  /// The column (in characters of indentation) at which `node`'s first token starts its line.
  private static func startColumn(of node: some SyntaxProtocol) -> Int {
    var column = 0
    var token = node.firstToken(viewMode: .sourceAccurate)
    // Walk the leading trivia of the first token, then back through earlier tokens on the same
    // line, adding up everything written before the node on its line.
    if let first = token {
      let (sawNewline, width) = widthAfterLastNewline(first.leadingTrivia)
      column += width
      if sawNewline { return column }
    }
    token = token?.previousToken(viewMode: .sourceAccurate)
    while let current = token {
      let (trailingNewline, trailingWidth) = widthAfterLastNewline(current.trailingTrivia)
      column += trailingWidth
      if trailingNewline { return column }
      column += current.text.count
      let (leadingNewline, leadingWidth) = widthAfterLastNewline(current.leadingTrivia)
      column += leadingWidth
      if leadingNewline { return column }
      token = current.previousToken(viewMode: .sourceAccurate)
    }
    return column
  }

  /// How many characters `trivia` holds after its last newline, and whether it holds one.
  private static func widthAfterLastNewline(_ trivia: Trivia) -> (Bool, Int) {
    let text = trivia.description
    guard let newline = text.lastIndex(where: { $0 == "\n" || $0 == "\r" }) else {
      return (false, text.count)
    }
    return (true, text.distance(from: text.index(after: newline), to: text.endIndex))
  }
}
