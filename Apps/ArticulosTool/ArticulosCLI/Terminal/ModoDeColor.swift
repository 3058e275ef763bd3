/// When the tool colours what it writes (`--color`): bold headers and titles, dim ids, red
/// `Error:`, matched words in bold yellow.
///
/// ```swift
/// ModoDeColor(rawValue: "never")  // .nunca
/// ```
enum ModoDeColor: String, CaseIterable, Hashable, Sendable {
  /// Only on a terminal, when `NO_COLOR` is unset or empty and `TERM` is not `dumb` (the
  /// default).
  case auto
  /// Always, even into a pipe or a file.
  case siempre = "always"
  /// Never.
  case nunca = "never"
}

extension Terminal {
  /// This terminal with colour as `modo` says: `auto` (or `nil`) keeps what it found.
  ///
  /// ```swift
  /// Terminal.actual(entorno: entorno).conColor(.nunca).colorEnSalida  // false
  /// ```
  func conColor(_ modo: ModoDeColor?) -> Terminal {
    var terminal = self
    switch modo {
    case .siempre:
      terminal.colorEnSalida = true
      terminal.colorEnError = true
    case .nunca:
      terminal.colorEnSalida = false
      terminal.colorEnError = false
    case .auto, nil: break
    }
    return terminal
  }
}
