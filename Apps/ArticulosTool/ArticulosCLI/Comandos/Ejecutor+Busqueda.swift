import AppCore
import ArticulosInterface

extension Ejecutor {
  /// `search TEXT --page N [--tag T]...`: the results, each with its excerpt on the line under
  /// its row (``Presentacion/resultados(_:ancho:color:idsCompletos:)``).
  ///
  /// A page without results ends with status 1 and no error, as `grep` and `rg` do, after
  /// saying so (or printing the `--json` document); a failure always prints `Error:` too.
  @MainActor
  func buscar(
    _ texto: String, pagina: Int, etiquetas: [String] = [], idsCompletos: Bool = false
  ) async throws(FalloDeEjecucion) {
    let busqueda = BusquedaModel()
    let resultado = try await conCliente(.buscar) {
      try await busqueda.buscar(texto, etiquetas: etiquetas, pagina: pagina)
    }
    if globales.json {
      imprimirJSON(
        FormatoJSON.Listado(
          articulos: resultado.pagina.articulos, total: resultado.pagina.total,
          totalEsMinimo: resultado.pagina.totalEsMinimo, hayMas: resultado.pagina.siguiente != nil,
          pagina: resultado.numero,
          ilegibles: resultado.pagina.ilegibles.map(FormatoJSON.Ilegible.init),
          extractos: FormatoJSON.extractos(resultado.pagina.extractos)))
    } else {
      if !resultado.pagina.articulos.isEmpty {
        // NB: Already safe: every piece from the server was neutralised before the colours.
        consola.escribirSalida(
          Presentacion.resultados(
            resultado.pagina, ancho: consola.terminal.ancho, color: resaltar,
            idsCompletos: idsCompletos) + "\n")
      }
      let siguiente = Presentacion.ordenDeBusqueda(
        globales.palabrasDeConsejo, texto: texto, pagina: resultado.numero + 1,
        etiquetas: etiquetas, extra: idsCompletos ? ["--full-ids"] : [])
      consola.imprimir(
        Presentacion.pieDeBusqueda(
          resultado, siguiente: siguiente, ancho: consola.terminal.ancho))
    }
    try Self.comprobarLectura(resultado.pagina.ilegibles, faltanDe: "the results")
    if resultado.pagina.articulos.isEmpty { throw FalloDeEjecucion.sinError(.fallo) }
  }
}
