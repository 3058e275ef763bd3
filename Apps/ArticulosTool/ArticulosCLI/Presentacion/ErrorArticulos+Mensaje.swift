import ArticulosInterface

extension ErrorArticulos {
  /// The message for the person at the terminal: what happened, in the interface's words, and
  /// what to do about it, in the tool's (its options, variables and the server's commands).
  ///
  /// The interface's ``ArticulosInterface/ErrorArticulos/description`` knows nothing of flags or
  /// of Datasette; this is the one place that adds them.
  ///
  /// ```swift
  /// ErrorArticulos.sinToken.mensajeDeLaHerramienta
  /// // "The server needs a token for this, and none was given. Pass --token, set ..."
  /// ```
  var mensajeDeLaHerramienta: String {
    if case .red(.tiempoAgotado(let segundos)) = self {
      let esperado = Duration.milliseconds(Int((segundos * 1000).rounded())).segundosLegibles
      return "The server did not answer: the tool waited \(esperado) s for one request. Try "
        + "again later, or \(Consejo.esperarMas)."
    }
    // NB: One line: the server's text inside may hold newlines that would forge lines.
    let dicho = TextoSeguro.enUnaLinea(description)
    guard let consejo else { return dicho }
    return dicho + " " + consejo
  }

  /// What to do, in the tool's terms (from ``Consejo`` where another message gives the same
  /// advice), or `nil` when the interface's sentence says it all.
  private var consejo: String? {
    switch self {
    case .noEncontrado:
      "Find ids with 'articulos list' or 'articulos search'."
    case .sinToken:
      Consejo.darToken
    case .tokenRechazado:
      "Create a new one with 'datasette create-token' for the actor allowed to write, using "
        + "the server's secret."
    case .sinPermiso:
      "Grant insert-row, update-row and delete-row on the table to its actor in datasette.yaml."
    case .servidor:
      "Try again later; if it keeps failing, check the server's log."
    case .red(.conexionRechazada):
      "Is the server running, and is --api right?"
    case .red(.conexionNoAbierta):
      "Is the server up and reachable at --api? Allow longer with --timeout <seconds>."
    case .red(.nombreDesconocido), .red(.demasiadasRedirecciones):
      "Check the address in --api."
    case .red(.conexionInsegura(let detalle)) where FalloDeEjecucion.esOtroNombre(detalle):
      Consejo.usarElNombreDelCertificado
    case .red(.conexionInsegura):
      Consejo.confiarEnLaAutoridad
    case .red(.conexionInterrumpida):
      "Try again."
    case .red(.redireccionNoSeguida):
      "If you trust that address, give it in --api."
    case .respuestaInvalida:
      "Check that --api points at a Datasette 1.0 server with the articulos database."
    case .noDisponible:
      "Start the server with Scripts/datasette/start.sh, whose configuration declares it."
    case .inesperado:
      "Please report it with the command that failed; nothing here is the server's fault."
    case .red(.tiempoAgotado), .red(.respuestaDemasiadoGrande), .red(.otro),
      .peticionRechazada, .articuloInvalido, .cancelado:
      nil
    }
  }
}
