/// Datasette's tilde-encoding, the way an id, a table or a database name goes into a URL path.
///
/// Datasette does not read percent-encoded path segments back reliably (`a%2Fb` is a 404), so
/// it has an encoding of its own: the bytes `A-Z a-z 0-9 _ -` stay, a space becomes `+`, and
/// every other UTF-8 byte becomes `~` and two upper-case hex digits. A UUID needs no change.
/// The result holds only characters that are safe in a URL path, so it goes in as it is.
///
/// ```swift
/// TildeEncoding.encode("a/b")             // "a~2Fb"
/// TildeEncoding.encode("café con leche")  // "caf~C3~A9+con+leche"
/// ```
enum TildeEncoding {
  /// `text` tilde-encoded, ready to be one segment of a Datasette URL path.
  ///
  /// ```swift
  /// TildeEncoding.encode("x.json")  // "x~2Ejson"
  /// ```
  static func encode(_ text: String) -> String {
    var encoded = ""
    encoded.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: " "):
        encoded += "+"
      default:
        encoded += "~" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
      }
    }
    return encoded
  }

  private static let hexDigits = "0123456789ABCDEF".map(String.init)
}
