import AppCore
import ArticulosInterface
import Foundation

extension Subcomando {
  /// `copy --to URL`: every article to another server.
  static let copiar = Subcomando(
    nombre: "copy", resumen: "Copy every article to another server.",
    opciones: [
      EspecificacionDeOpcion(
        nombre: "--to", valor: "url", ayuda: "The server to copy to (required).",
        requerida: true),
      EspecificacionDeOpcion(
        nombre: "--to-token", valor: "token",
        ayuda: "The token for the server copied to (or ARTICULOS_TO_TOKEN)."),
    ],
    soloLee: false,
    discusion:
      "Reads every article from the server of --api and saves it to the server of --to, in "
      + "batches. The destination needs a token: --to-token or ARTICULOS_TO_TOKEN.",
    ejemplos: ["articulos copy --to http://127.0.0.1:8002 --to-token \"$TOKEN_DESTINO\""],
    comando: Copiar.self)
}

/// `copy --to URL`, with the destination's token if one was given.
struct Copiar: ComandoDeArticulos {
  static var subcomando: Subcomando { .copiar }

  /// `--to`: the server, or the PostgreSQL database, to copy to.
  var destino: URL
  /// `--to-token`, or else `ARTICULOS_TO_TOKEN`.
  var token: Ajuste<Token>?

  /// Reads `--to`, and the token from `--to-token` or the environment.
  static func leer(
    _ lectura: LecturaDeSubcomando, entorno: [String: String]
  ) throws(ErrorDeUso) -> Copiar {
    try lectura.posicionales(exactamente: 0)
    guard let texto = lectura.valores["--to"] else {
      throw lectura.error("Missing expected option '--to <url>': the server to copy to.")
    }
    let destino = try LecturaDeSubcomando.url(texto, de: "'--to <url>'", subcomando: .copiar)
    var token: Ajuste<Token>?
    if let texto = lectura.valores["--to-token"] {
      let valor = try LecturaDeSubcomando.token(
        texto, de: "'--to-token <token>'", subcomando: .copiar)
      token = Ajuste(valor: valor, origen: .bandera("--to-token"))
    } else if let texto = entorno[Invocacion.variableTokenDestino],
      !Token(texto).valorSecreto.isEmpty
    {
      token = Ajuste(
        valor: Token(texto), origen: .entorno(Invocacion.variableTokenDestino))
    }
    return Copiar(destino: destino, token: token)
  }

  /// Runs ``Ejecutor/copiar(a:token:)``.
  func ejecutar(en ejecutor: Ejecutor) async throws(FalloDeEjecucion) {
    try await ejecutor.copiar(a: destino, token: token)
  }
}

extension Comando {
  /// `copy`: see ``Copiar``.
  static func copiar(destino: URL, token: Ajuste<Token>?) -> Comando {
    Comando(Copiar(destino: destino, token: token))
  }
}

extension Ejecutor {
  /// `copy --to URL`: reads every article of the source server and saves it to the other one
  /// (`destino`, a Datasette server that needs `token`, or a PostgreSQL URI that does not).
  func copiar(a destino: URL, token: Ajuste<Token>?) async throws(FalloDeEjecucion) {
    // NB: a PostgreSQL destination takes its credentials from its URI, not a token.
    if !globales.demo, token == nil, !destino.esDePostgres {
      throw FalloDeEjecucion(
        .autenticacion,
        "The server copied to needs a token to write. Pass --to-token or set "
          + "\(Invocacion.variableTokenDestino).")
    }
    let informe = InformeDeProgreso(accion: "Copying", consola: consola)
    let resultado = await CopiaModel(opciones: OpcionesDeEnvio(reintentos: reintentos)).copiar {
      evento in
      atender(evento, informe: informe)
    }
    informe.terminar()
    let quedanPorEnviar = !resultado.idsFallidos.isEmpty || !resultado.pendientes.isEmpty
    let otraVez =
      quedanPorEnviar || resultado.interrumpidoPor != nil
      ? "Copying again converges: saved articles are replaced." : nil
    try informar(resultado, verbo: "Copied", comoSeguir: otraVez)
  }
}
