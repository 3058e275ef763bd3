import Foundation

/// A secret that authorises writes: it never shows up in text.
///
/// Its description, its debug description and its reflection all hide the value, so a token
/// cannot leak into an error message, a log line or a `dump`. Only the live client reads it,
/// through ``valorSecreto``, to write the `Authorization` header.
///
/// ```swift
/// let token = TokenDeAcceso("dstok_abc")
/// print(token)              // TokenDeAcceso(redacted)
/// token.valorSecreto        // "dstok_abc": for the Authorization header only
/// ```
public struct TokenDeAcceso: Hashable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The secret itself. Read it only to send it to the server.
  ///
  /// ```swift
  /// headers["Authorization"] = "Bearer \(token.valorSecreto)"
  /// ```
  public let valorSecreto: String

  /// Wraps a secret; surrounding whitespace (a trailing newline from a file) is dropped.
  ///
  /// ```swift
  /// let token = TokenDeAcceso(try String(contentsOfFile: ruta, encoding: .utf8))
  /// ```
  public init(_ valorSecreto: String) {
    self.valorSecreto = valorSecreto.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Always `TokenDeAcceso(redacted)`.
  ///
  /// ```swift
  /// "\(TokenDeAcceso("dstok_abc"))"  // "TokenDeAcceso(redacted)"
  /// ```
  public var description: String { "TokenDeAcceso(redacted)" }
  /// Always `TokenDeAcceso(redacted)`.
  ///
  /// ```swift
  /// debugPrint(TokenDeAcceso("dstok_abc"))  // TokenDeAcceso(redacted)
  /// ```
  public var debugDescription: String { description }
  /// A mirror without children, so `dump` shows nothing secret.
  ///
  /// ```swift
  /// dump(TokenDeAcceso("dstok_abc"))  // - TokenDeAcceso(redacted)
  /// ```
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
