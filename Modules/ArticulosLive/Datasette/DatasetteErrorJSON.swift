import Foundation

/// Datasette's error answer, `{"ok": false, "error": "...", "errors": [...], "status": N}`,
/// and the message to show for any failed response, JSON or not.
///
/// Not every failure is JSON: an unexpected server error is an HTML page and a wrong method is
/// the plain text `Method not allowed`. ``mensaje(de:)`` copes with all three.
///
/// ```swift
/// DatasetteErrorJSON.mensaje(de: Data(#"{"ok": false, "error": "Row not found"}"#.utf8))
/// // "Row not found"
/// ```
struct DatasetteErrorJSON: Decodable, Sendable {
  /// The first message.
  var error: String?
  /// Every message.
  var errors: [String]?

  /// What the server said about the failure: its `error`, its `errors` joined, or a short
  /// plain-text body; empty for an HTML page or an empty body.
  ///
  /// ```swift
  /// DatasetteErrorJSON.mensaje(de: Data("Method not allowed".utf8))  // "Method not allowed"
  /// DatasetteErrorJSON.mensaje(de: Data("<!DOCTYPE html>...".utf8))   // ""
  /// ```
  static func mensaje(de cuerpo: Data) -> String {
    if let json = try? JSONDecoder().decode(DatasetteErrorJSON.self, from: cuerpo) {
      if let error = json.error, !error.isEmpty { return error }
      if let errors = json.errors, !errors.isEmpty { return errors.joined(separator: "; ") }
    }
    let texto = String(decoding: cuerpo.prefix(4 * longitudMaxima), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !texto.hasPrefix("<"), !texto.hasPrefix("{") else { return "" }
    // NB: Not cut to one line's length here: the error is scrubbed of the token first, then
    // cut (`ErrorArticulos.sinSecreto`).
    return texto.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  private static let longitudMaxima = 200
}
