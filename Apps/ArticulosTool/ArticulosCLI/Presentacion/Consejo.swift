/// The hints the tool gives people, each written once: what to do, in the tool's terms (its
/// options, variables and config keys, the server's commands).
///
/// Every message that ends with advice takes it from here (``ArticulosInterface/ErrorArticulos``'s
/// ``ArticulosInterface/ErrorArticulos/mensajeDeLaHerramienta``, ``FalloDeEjecucion``), so the
/// same situation is never explained two ways.
///
/// ```swift
/// Consejo.darToken
/// // "Pass --token, set ARTICULOS_TOKEN, or put 'token = ...' in the config file."
/// ```
enum Consejo {
  /// How to give a token.
  static let darToken =
    "Pass --token, set \(Invocacion.variableToken), or put 'token = ...' in the config file."

  /// How to trust a server whose certificate a private authority signed (or that signed its
  /// own), and that there is no way around verification.
  static let confiarEnLaAutoridad =
    "If the server's certificate comes from a private authority (or is self-signed), trust it "
    + "with --ca-file <pem>, \(Invocacion.variableAutoridades) or 'ca-file' in the config file; "
    + "verification cannot be turned off."

  /// For a certificate issued for another host name: no authority makes it valid.
  static let usarElNombreDelCertificado =
    "The certificate is for another host name than the one in the address: use the name it was "
    + "issued for in --api."

  /// How to allow a slow server longer.
  static let esperarMas =
    "allow longer with --timeout <seconds> (or \(Invocacion.variableTiempoMaximo), or "
    + "'timeout = N' in the config file)"
}
