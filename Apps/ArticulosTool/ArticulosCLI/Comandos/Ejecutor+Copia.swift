import AppCore
import ArticulosInterface
import Foundation

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
