import ArticulosInterface
import ArticulosLive

extension Consola {
  /// The same console, with every copy of `tokens` replaced by `<redacted>` in whatever it
  /// writes, to standard output and to standard error.
  ///
  /// The errors of the live client already hide the token, and the client scrubs every answer
  /// of it; this is the last line of defence at the edge, for text nobody foresaw: an article
  /// whose title a hostile server filled with the token, spelled with JSON escapes that no
  /// byte search of the answer could find.
  ///
  /// ```swift
  /// let consola = Consola.delProceso(terminal: terminal).tachando([token])
  /// consola.imprimir("Bearer \(token.valorSecreto)")  // Bearer <redacted>
  /// ```
  func tachando(_ tokens: [TokenDeAcceso]) -> Consola {
    guard !tokens.isEmpty else { return self }
    var consola = self
    let (salida, error) = (escribirSalida, escribirError)
    consola.escribirSalida = { salida(tokens.tachar(en: $0)) }
    // NB: Standard error carries the servers' own words (their error messages), which may
    // echo the token spelled another way; standard output carries data, scrubbed literally.
    consola.escribirError = { error(tokens.tacharEnCualquierGrafia(en: $0)) }
    return consola
  }
}
