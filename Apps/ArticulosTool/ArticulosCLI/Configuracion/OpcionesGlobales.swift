import ArticulosInterface
import Foundation

/// The options every subcommand accepts, before or after its name.
///
/// The server, the token, the CA file and the timeout hold what the flags gave, if anything;
/// the environment, the config file and the defaults fill the rest, in
/// ``Ajustes/resolver(_:entorno:archivo:)``.
///
/// ```swift
/// let invocacion = try Invocacion.parse(["--json", "list"], entorno: [:])
/// // .ejecutar(Orden(globales: OpcionesGlobales(json: true), comando: .listar(...)))
/// ```
struct OpcionesGlobales: Hashable, Sendable {
  /// The server's root URL, and where it was given.
  var api: Ajuste<URL>?
  /// The token for writes, and where it was given.
  var token: Ajuste<Token>?
  /// The PEM file of certificate authorities to trust besides the system's, and where it was
  /// given.
  var autoridadesDeCertificacion: Ajuste<String>?
  /// The longest wait for any one request to the server, and where it was given.
  var tiempoMaximo: Ajuste<Duration>?
  /// Whether to print JSON instead of text for people.
  var json = false
  /// Whether to trace every request on standard error.
  var verbose = false
  /// Whether to run against the in-memory sample articles instead of a server.
  var demo = false
  /// `--color`, when given: when to colour the output; `nil` is `auto`.
  var color: ModoDeColor?

  /// The table of global options, for the parser and the help.
  static let especificaciones: [EspecificacionDeOpcion] = [
    EspecificacionDeOpcion(
      nombre: "--api", valor: "url",
      ayuda: "The Datasette server (or ARTICULOS_API, or 'api' in the config file; "
        + "default \(Ajustes.apiPorDefecto.absoluteString))."),
    EspecificacionDeOpcion(
      nombre: "--token", valor: "token",
      ayuda: "The token for writes (or ARTICULOS_TOKEN, or 'token' in the config file). The "
        + "tool hides it from the process list as it starts, but until then, and in your "
        + "shell's history, others may see it: prefer the variable or the file."),
    EspecificacionDeOpcion(
      nombre: "--ca-file", valor: "pem",
      ayuda: "Also trust the certificate authorities in this PEM file, for a server whose "
        + "certificate a private authority signed or that signed its own (or "
        + "ARTICULOS_CA_FILE, or 'ca-file' in the config file). TLS verification is always on.",
      clase: .archivo),
    EspecificacionDeOpcion(
      nombre: "--timeout", valor: "seconds",
      ayuda: "The longest any one request to the server may take; a failed batch, page or "
        + "deletion is tried again only while its first try is less than that long ago (or "
        + "ARTICULOS_TIMEOUT, or 'timeout' in the config file; "
        + "default \(Ajustes.tiempoMaximoPorDefecto.segundosLegibles) s, at most "
        + "\(Ajustes.tiempoMaximoPermitido.segundosLegibles)). A command that keeps getting "
        + "answers is never cut short: the limit is per request, not per command."),
    EspecificacionDeOpcion(nombre: "--json", ayuda: "Print JSON for programs (see JSON OUTPUT)."),
    EspecificacionDeOpcion(
      nombre: "--verbose", ayuda: "Trace every request on standard error (never the token)."),
    EspecificacionDeOpcion(
      nombre: "--color", valor: "when",
      ayuda: "When to colour the output (bold headers and titles, dim ids, red 'Error:'): "
        + "auto (the default: only on a terminal, with NO_COLOR unset and TERM not dumb), "
        + "always or never.",
      clase: .eleccion(ModoDeColor.allCases.map(\.rawValue))),
    EspecificacionDeOpcion(
      nombre: "--demo", ayuda: "Run against built-in sample articles in memory, no server."),
    EspecificacionDeOpcion(nombre: "--version", ayuda: "Show the version.", alias: "-V"),
    EspecificacionDeOpcion(nombre: "--help", ayuda: "Show help information.", alias: "-h"),
  ]
}
