import Foundation

extension HTTPRedaction {
  /// `text` with every copy of each secret replaced by ``placeholder``, also when the secret is
  /// spelled another way: in any letter case, reversed, spaced out (up to three of
  /// `space - _ . , : ; | / + * ' "` between its characters), with characters percent-encoded,
  /// backslash-escaped or written as HTML entities, and in base64, base64url or hexadecimal.
  ///
  /// For text a server wrote and the tool shows (an error message): a server that echoes the
  /// `Authorization` header need not echo it verbatim. It costs a regular expression per secret,
  /// so it is for short text, not for every row of an export (``scrubbed(_:secrets:)`` is).
  /// Secrets shorter than four characters are left alone, as there.
  ///
  /// ```swift
  /// HTTPRedaction.scrubbedSpellings("eco: ekaf_kotsd", secrets: ["dstok_fake"])
  /// // "eco: <redacted>"
  /// HTTPRedaction.scrubbedSpellings("eco: ZHN0b2tfZmFrZQ==", secrets: ["dstok_fake"])
  /// // "eco: <redacted>Q==" (the last character also holds bits of what follows)
  /// ```
  package static func scrubbedSpellings(_ text: String, secrets: [String]) -> String {
    var result = scrubbed(text, secrets: secrets)
    for secret in secrets where secret.count >= 4 {
      for form in [secret, String(secret.reversed())] {
        guard let pattern = try? Regex(spelledPattern(form)).ignoresCase() else { continue }
        result = result.replacing(pattern, with: placeholder)
      }
      for core in encodedCores(of: Array(secret.utf8)) {
        result = result.replacing(core, with: placeholder)
        if core.allSatisfy(\.isHexDigit) {
          result = result.replacing(core.uppercased(), with: placeholder)
        }
      }
    }
    return result
  }

  /// A pattern that matches `secret` spelled character by character in the ways
  /// ``scrubbedSpellings(_:secrets:)`` names.
  private static func spelledPattern(_ secret: String) -> String {
    let separator = #"(?:[\s\-_.,:;|/+*'"]|%20){0,3}"#
    return secret.unicodeScalars.map { scalar -> String in
      guard scalar.isASCII else { return String(scalar) }
      let value = scalar.value
      let hex = String(value, radix: 16)
      let twoDigits = hex.count == 1 ? "0" + hex : hex
      let literal =
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        ? String(scalar) : "\\" + String(scalar)
      return "(?:\(literal)|\\\\\(literal)|%\(twoDigits)|\\\\x\(twoDigits)|\\\\u00\(twoDigits)"
        + "|&#0*\(value);|&#x0*\(hex);)"
    }.joined(separator: separator)
  }

  /// The parts of `bytes`' base64, base64url and hexadecimal encodings that do not depend on
  /// what comes before or after them, at each of the three byte alignments base64 has; only
  /// those of six characters or more.
  private static func encodedCores(of bytes: [UInt8]) -> [String] {
    var cores: [String] = []
    for offset in 0..<3 {
      let padded = Data(repeating: 0, count: offset) + Data(bytes) + Data(repeating: 0, count: 2)
      let encoded = Array(padded.base64EncodedString())
      // Character i covers bits 6i..<6i+6; only those wholly inside the secret's bits count.
      let first = (8 * offset + 5) / 6
      let last = (8 * (offset + bytes.count)) / 6
      guard last - first >= 6 else { continue }
      let core = String(encoded[first..<last])
      cores.append(core)
      let url = core.replacing("+", with: "-").replacing("/", with: "_")
      if url != core { cores.append(url) }
    }
    cores.append(bytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined())
    return cores
  }
}

extension String {
  /// The text preceded by zeros up to `length` characters.
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: Swift.max(0, length - count)) + self
  }
}
