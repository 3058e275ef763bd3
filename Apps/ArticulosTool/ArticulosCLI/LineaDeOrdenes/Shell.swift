/// A shell `articulos completion` writes a completion script for.
///
/// ```swift
/// Shell(rawValue: "zsh")           // .zsh
/// Shell.allCases.map(\.rawValue)   // ["bash", "zsh", "fish"]
/// ```
enum Shell: String, CaseIterable, Hashable, Sendable {
  /// GNU Bash, with its `complete` builtin (bash-completion is not needed).
  case bash
  /// The Z shell, through its completion system (`compinit`).
  case zsh
  /// The friendly interactive shell.
  case fish
}
