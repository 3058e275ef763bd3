import Foundation

extension TokenDeAcceso {
  /// What stands where a token was: `<redacted>`.
  ///
  /// ```swift
  /// linea.replacing(token.valorSecreto, with: TokenDeAcceso.tachadura)
  /// ```
  public static let tachadura = "<redacted>"

  /// The shortest secret crossed out: a shorter one is no real credential, and crossing out
  /// every `t` of a text would garble it.
  ///
  /// ```swift
  /// TokenDeAcceso("t").tachar(en: "text")  // "text"
  /// ```
  public static let longitudMinimaTachada = 4

  /// `texto` with every copy of the secret replaced by ``tachadura``.
  ///
  /// The last line of defence of whatever prints text that came from elsewhere (a server's
  /// answer, an article it sent): the tool passes everything it writes through it. A secret
  /// followed by a combining mark ends inside another `Character`, so the search is done on
  /// `Character`s and then again on the UTF-8 bytes. Secrets shorter than
  /// ``longitudMinimaTachada`` are left alone.
  ///
  /// ```swift
  /// TokenDeAcceso("dstok_abc").tachar(en: "eco: Bearer dstok_abc")  // "eco: Bearer <redacted>"
  /// ```
  public func tachar(en texto: String) -> String {
    guard valorSecreto.count >= Self.longitudMinimaTachada else { return texto }
    var bytes = Array(texto.replacing(valorSecreto, with: Self.tachadura).utf8)
    bytes.replace(Array(valorSecreto.utf8), with: Array(Self.tachadura.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension Sequence<TokenDeAcceso> {
  /// `texto` with every copy of each of these secrets replaced by
  /// ``TokenDeAcceso/tachadura``.
  ///
  /// ```swift
  /// [origen, destino].tachar(en: linea)
  /// ```
  public func tachar(en texto: String) -> String {
    reduce(texto) { resultado, token in token.tachar(en: resultado) }
  }
}
