import ArticulosInterface

extension ErrorArticulos {
  /// The message for the person at the terminal: the interface's, except where the tool knows
  /// the fix in its own terms (a timeout names `--timeout` and where else it is set).
  ///
  /// ```swift
  /// ErrorArticulos.red(.tiempoAgotado(segundos: 30)).mensajeDeLaHerramienta
  /// // "The server did not answer: the tool waited 30 s for one request, its retries ..."
  /// ```
  var mensajeDeLaHerramienta: String {
    guard case .red(.tiempoAgotado(let segundos)) = self else { return description }
    let esperado = Duration.milliseconds(Int((segundos * 1000).rounded())).segundosLegibles
    return "The server did not answer: the tool waited \(esperado) s for one request, its "
      + "retries included. Try again later, or allow longer with --timeout <seconds> (or "
      + "\(Invocacion.variableTiempoMaximo), or 'timeout = N' in the config file)."
  }
}
