import AppCore
import ArticulosInterface

extension Ejecutor {
  /// `copy --to URL`: reads every article of the source server and saves it to the other one.
  func copiar(token: Ajuste<Token>?) async throws(FalloDeEjecucion) {
    if !globales.demo, token == nil {
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
