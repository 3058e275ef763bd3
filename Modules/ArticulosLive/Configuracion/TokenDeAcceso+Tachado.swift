extension Sequence<TokenDeAcceso> {
  /// `texto` with every copy of each of these secrets replaced by `<redacted>`.
  ///
  /// The last line of defence of whatever prints text that came from elsewhere (a server's
  /// answer, an article it sent): the tool passes everything it writes through it. It is the
  /// HTTP layer's own redaction (`HTTPRedaction.scrubbed`), so secrets shorter than four
  /// characters are left alone there as here.
  ///
  /// ```swift
  /// [TokenDeAcceso("dstok_abc")].tachar(en: "eco: Bearer dstok_abc")  // "eco: Bearer <redacted>"
  /// ```
  public func tachar(en texto: String) -> String {
    HTTPRedaction.scrubbed(texto, secrets: map(\.valorSecreto))
  }

  /// `texto` with every copy of each of these secrets replaced by `<redacted>`, also spelled
  /// another way: any letter case, reversed, spaced out, percent-encoded, as HTML entities, in
  /// base64 or in hexadecimal (`HTTPRedaction.scrubbedSpellings`).
  ///
  /// For short text that a server may have written (an error message, a line on standard
  /// error), where a server echoing the token could have encoded it first.
  ///
  /// ```swift
  /// [TokenDeAcceso("dstok_fake")].tacharEnCualquierGrafia(en: "eco: ZHN0b2tfZmFrZQ==")
  /// // "eco: <redacted>Q=="
  /// ```
  public func tacharEnCualquierGrafia(en texto: String) -> String {
    HTTPRedaction.scrubbedSpellings(texto, secrets: map(\.valorSecreto))
  }
}
