extension Articulos {
  /// Warns about settings of the environment that weaken this run's security: today
  /// `SSLKEYLOGFILE`, which makes libcurl write the TLS session keys to that file.
  ///
  /// ```swift
  /// Articulos.avisarDelEntorno(["SSLKEYLOGFILE": "/tmp/keys"], consola: consola)
  /// // Warning: SSLKEYLOGFILE is set: ...
  /// ```
  static func avisarDelEntorno(_ entorno: [String: String], consola: Consola) {
    if let archivo = entorno["SSLKEYLOGFILE"], !archivo.isEmpty {
      consola.avisar(
        "Warning: SSLKEYLOGFILE is set: the TLS keys of this run go to \(archivo), and whoever "
          + "has that file and a capture of the traffic can read the token. Unset it unless you "
          + "are debugging TLS.")
    }
  }
}
