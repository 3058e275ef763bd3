/// The exit status of the `articulos` process.
///
/// Every way the tool can end maps to one code, listed in `--help` and in `Docs/CLI.md`:
///
/// - 0: done.
/// - 1: runtime failure (server error, network, a file that cannot be written, an import or a
///   copy that saved only part of the articles); for `search`, also no match, as `grep` says
///   it, without an error message.
/// - 3: the article was not found (deleting several: some of them were not found).
/// - 4: authentication: no token, token rejected, or not allowed.
/// - 5: not confirmed: `delete` without `--yes` was declined, or could not ask.
/// - 6: TLS: the server's certificate cannot be trusted, or the secure connection failed.
/// - 7: unknown outcome: a write's answer was lost and reading back failed too; the ids named
///   may or may not have been written.
/// - 64: usage: the command line is wrong, a file given to `save` or `import` is missing or
///   malformed, or the article to save is invalid.
/// - 78: configuration: an environment variable's value is wrong, the config file is malformed
///   or unsafe, or the CA file is unusable.
/// - 130: cancelled with Ctrl-C.
///
/// ```swift
/// exit(CodigoDeSalida.noEncontrado.rawValue)
/// ```
enum CodigoDeSalida: Int32, Sendable, CaseIterable {
  /// The command did what was asked.
  case ok = 0
  /// A runtime failure: the server failed, the network is down, a file could not be written;
  /// or a `search` without matches (then nothing is printed on standard error as `Error:`).
  case fallo = 1
  /// No article has the id given.
  case noEncontrado = 3
  /// The server wants a token, refused it, or does not allow it this.
  case autenticacion = 4
  /// A deletion was not confirmed: declined at the prompt, or no terminal to ask and no `--yes`.
  case sinConfirmar = 5
  /// The secure connection failed: the certificate is not trusted or names another host, or
  /// the handshake failed. Nothing was sent, the token included.
  case tls = 6
  /// A write whose outcome is unknown: its answer was lost, every retry too, and the read-back
  /// failed; the message names the ids and the command that checks them.
  case incierto = 7
  /// The command line is wrong (or the article to save is invalid).
  case uso = 64
  /// An environment variable's value, the config file, or the CA file it, a flag or the
  /// environment names cannot be used.
  case configuracion = 78
  /// Interrupted with Ctrl-C (128 + SIGINT).
  case cancelado = 130

  /// What the code means, for the help.
  var significado: String {
    switch self {
    case .ok: "Done."
    case .fallo:
      "Runtime failure: the server failed, it cannot be reached, a file cannot be read or "
        + "written, or some articles failed to import or copy (with 'Error:' on standard "
        + "error). Also a search that matched nothing, as grep exits, with no error."
    case .noEncontrado:
      "Not found: no article has that id (deleting several: some ids were not found, and every "
        + "other one was deleted)."
    case .autenticacion:
      "Authentication: no token for a write, the token was rejected, or it may not do that."
    case .sinConfirmar:
      "Not confirmed: 'delete' was declined (no error is printed), or there was no terminal to "
        + "ask and no --yes."
    case .tls:
      "TLS: the server's certificate cannot be trusted or names another host, or the secure "
        + "connection failed; nothing was sent. Verification cannot be turned off: trust a "
        + "private authority with --ca-file."
    case .incierto:
      "Unknown outcome: a write's answer was lost and reading back failed too; the articles "
        + "named may have been written. Check them with the command shown (a save is safe to "
        + "repeat: it replaces the article with the same id)."
    case .uso:
      "Usage: the command line is wrong, a file given to save or import is missing or "
        + "malformed, or the article to save is invalid."
    case .configuracion:
      "Configuration: an environment variable's value is wrong, the config file is malformed "
        + "or unsafe (others may change it, or read the token in it), or the CA file cannot be "
        + "used."
    case .cancelado: "Cancelled with Ctrl-C; what was done is reported and nothing is half-written."
    }
  }
}
