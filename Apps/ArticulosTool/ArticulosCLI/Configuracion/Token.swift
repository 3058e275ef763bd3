import ArticulosLive

/// The token for writes as the tool carries it from the command line, the environment or the
/// config file to the live client: the live module's `TokenDeAcceso`, a secret whose
/// description, debug description and reflection never show its value.
///
/// The name is the configuration's, so the parser, the commands and the presentation carry a
/// token without importing `ArticulosLive`; only this folder and `Composicion/` name the live
/// side (`Scripts/check-boundaries.py` checks it).
///
/// ```swift
/// let token = Ajuste(valor: Token("dstok_abc"), origen: .bandera("--token"))
/// print(token.valor)  // TokenDeAcceso(redacted)
/// ```
typealias Token = TokenDeAcceso

extension Ajustes {
  /// `texto` with every copy of this run's token replaced by `<redacted>`: for what the tool
  /// writes to a file, which the console's scrubbing (``Consola/tachando(_:)``) never sees.
  ///
  /// ```swift
  /// ajustes.sinToken("eco: Bearer dstok_abc")  // "eco: Bearer <redacted>"
  /// ```
  func sinToken(_ texto: String) -> String {
    guard let token else { return texto }
    return [token.valor].tachar(en: texto)
  }
}
