import AppCore
import ArticulosInterface

/// Why a run ended without doing what was asked: the exit status and the message for people.
///
/// Every error a command can meet becomes one of these at the edge, in one place, so the exit
/// codes of `--help` are kept by construction.
///
/// ```swift
/// let fallo = FalloDeEjecucion(ErrorArticulos.noEncontrado("a1"), en: .mostrar)
/// fallo.codigo   // .noEncontrado (3)
/// fallo.mensaje  // "No article has the id 'a1'. ..."
/// ```
struct FalloDeEjecucion: Error, Hashable, Sendable {
  /// The exit status.
  var codigo: CodigoDeSalida
  /// What happened and what to do, without `Error: `.
  var mensaje: String
  /// The subcommand whose usage follows the message (for usage-like failures).
  var usoDe: Subcomando?

  /// A failure with a message.
  init(_ codigo: CodigoDeSalida, _ mensaje: String, usoDe: Subcomando? = nil) {
    self.codigo = codigo
    self.mensaje = mensaje
    self.usoDe = usoDe
  }

  /// Whether it is printed as an error (`Error: ...`); an outcome that is no failure, such as
  /// a search without matches or a declined deletion, only sets the status, and its message
  /// (if any) is a plain note on standard error.
  var esError = true

  /// An end that is not an error: status `codigo`, and `mensaje` (empty for none) as a plain
  /// note on standard error.
  ///
  /// ```swift
  /// throw FalloDeEjecucion.sinError(.sinConfirmar, "Not deleted: 'a1' is kept.")
  /// ```
  static func sinError(_ codigo: CodigoDeSalida, _ mensaje: String = "") -> FalloDeEjecucion {
    var fallo = FalloDeEjecucion(codigo, mensaje)
    fallo.esError = false
    return fallo
  }

  /// A client error: not found is 3, authentication 4, TLS 6 (with how to trust a private
  /// authority), an article the command line made invalid 64 (with `subcomando`'s usage), one
  /// the server refused 1 (the command line was fine), cancelled 130, anything else 1.
  init(_ error: ErrorArticulos, en subcomando: Subcomando) {
    switch error {
    case .noEncontrado:
      self.init(.noEncontrado, error.mensajeDeLaHerramienta)
    case .sinToken where subcomando.soloLee:
      self.init(
        .autenticacion,
        "The server does not let anyone read the table without a token. \(Consejo.darToken)")
    case .sinPermiso(let motivo) where subcomando.soloLee:
      self.init(
        .autenticacion,
        "The token may not read the table (\(motivo)). Grant view-table (and view-database) on "
          + "it to the token's actor in datasette.yaml, or use a token that may.")
    case .sinToken:
      self.init(
        .autenticacion,
        "The server needs a token to write. \(Consejo.darToken)")
    case .tokenRechazado, .sinPermiso:
      self.init(.autenticacion, error.mensajeDeLaHerramienta)
    case .red(.conexionInsegura(let detalle)) where Self.esHTTPPlano(detalle):
      self.init(
        .tls,
        "The server does not speak TLS on that port (\(detalle)): it is likely plain HTTP. "
          + "If so, use an http:// address in --api. Nothing was sent.")
    case .red(.conexionInsegura):
      self = .tls(error)
    case .articuloInvalido(let problemas)
    where problemas.contains(where: {
      if case .rechazadoPorElServidor = $0 { true } else { false }
    }):
      // NB: 64 is for bad command lines; the server refusing a save is not one.
      self.init(.fallo, error.mensajeDeLaHerramienta)
    case .articuloInvalido:
      self.init(.uso, error.mensajeDeLaHerramienta, usoDe: subcomando)
    case .cancelado:
      self.init(.cancelado, "Cancelled.")
    default:
      self.init(.fallo, error.mensajeDeLaHerramienta)
    }
  }

  /// The failure for any error a feature threw: the client's ``ErrorArticulos`` as above,
  /// a cancellation as such, and anything else (a bug, never a server's answer) in its own
  /// words, so it is never mistaken for a network failure. `orden` starts the commands it
  /// suggests (``OpcionesGlobales/palabrasDeConsejo``).
  init(
    cualquiera error: any Error, en subcomando: Subcomando, orden: [String] = ["articulos"]
  ) {
    switch error {
    case let error as ErrorArticulos: self.init(error, en: subcomando)
    case let incierto as GuardadoIncierto: self.init(incierto, orden: orden)
    case is CancellationError: self.init(.cancelado, "Cancelled.")
    default: self.init(ErrorArticulos(cualquiera: error), en: subcomando)
    }
  }

  /// A secure connection that failed: 6, with the legitimate way to trust a private
  /// authority (there is no way to turn verification off).
  ///
  /// ```swift
  /// FalloDeEjecucion.tls(.red(.conexionInsegura("SSL certificate problem: self-signed certificate")))
  /// ```
  static func tls(_ error: ErrorArticulos) -> FalloDeEjecucion {
    if case .red(.conexionInsegura(let detalle)) = error, esOtroNombre(detalle) {
      // NB: No authority can make a certificate for another name valid: --ca-file is no advice.
      return FalloDeEjecucion(
        .tls,
        error.description + " Nothing was sent. " + Consejo.usarElNombreDelCertificado)
    }
    return FalloDeEjecucion(
      .tls,
      error.description + " Nothing was sent. " + Consejo.confiarEnLaAutoridad)
  }

  /// Whether a TLS failure is a certificate issued for another host name than the address's.
  static func esOtroNombre(_ detalle: String) -> Bool {
    ["subject name", "does not match target host", "hostname mismatch", "host name mismatch"]
      .contains { detalle.localizedCaseInsensitiveContains($0) }
  }

  /// Whether a TLS failure is OpenSSL meeting a server that answered in plain text: its first
  /// bytes do not make a TLS record ("wrong version number", or a huge record length).
  static func esHTTPPlano(_ detalle: String) -> Bool {
    ["wrong version number", "packet length too long", "record layer failure"]
      .contains { detalle.localizedCaseInsensitiveContains($0) }
  }

  /// A source that cannot be imported: 64 when the path names nothing usable (nothing there, not
  /// JSON, no Markdown), 1 when it cannot be read, changed while it was read, or its saved
  /// progress is another source's.
  init(_ error: ErrorDeImportacion) {
    switch error {
    case .noExiste, .jsonInvalido, .niJSONNiMarkdown, .sinMarkdown, .noEsUnArchivo:
      self.init(.uso, error.description, usoDe: .importar)
    case .ilegible, .estadoDeOtroOrigen, .fuenteCambiada, .cambioDuranteLaImportacion:
      self.init(.fallo, error.description)
    }
  }

  /// A save whose outcome is unknown: 7, with the id it may be stored under and the command
  /// that tells, after `orden` (``OrdenDeShell``), on a line of its own.
  init(_ incierto: GuardadoIncierto, orden: [String] = ["articulos"]) {
    self.init(
      .incierto,
      "The article may have been saved as '\(incierto.id)': \(incierto.causa.mensajeDeLaHerramienta) "
        + "Reading it back failed too: \(incierto.lectura.mensajeDeLaHerramienta) Check it with "
        + "this (saving again with --id \(OrdenDeShell.palabra(incierto.id.rawValue)) is safe):\n"
        + OrdenDeShell.lineas(orden + ["show", incierto.id.rawValue], ancho: Int.max))
  }

  /// A local file that cannot be read or written: 1.
  init(_ error: ErrorDeArchivo) {
    self.init(.fallo, error.description)
  }

  /// The text for standard error: the message, and the usage when it is usage-like.
  var texto: String {
    guard let usoDe else { return "Error: \(mensaje)" }
    return ErrorDeUso(mensaje, subcomando: usoDe).description
  }
}
