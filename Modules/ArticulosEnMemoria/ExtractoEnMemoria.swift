import ArticulosInterface

// THE IN-MEMORY CLIENT'S EXCERPTS: what `enMemoria` does to say why an article matched, cut as
// every implementation cuts them (`Pasaje`, in the interface), at the contract's length.

extension Extracto {
  /// The passage of `articulo` that shows the most of `palabras` (folded words), or `nil` when
  /// no field contains any of them.
  ///
  /// The field is the one with the most different matched words (the title first on a tie,
  /// then the body, then the tags); the passage is the run of at most
  /// ``ArticulosInterface/ParametrosDelContrato/palabrasPorExtracto`` words in it with the most
  /// different matched words, starting a little before the first of them; a cut is marked
  /// with "…".
  static func enMemoria(de articulo: Articulo, palabras: Set<String>) -> Extracto? {
    let campos = [articulo.titulo, articulo.cuerpo, textoDeEtiquetas(articulo.etiquetas)]
    let candidatos = campos.map { Pasaje(texto: $0, palabras: palabras) }
    guard let mejor = candidatos.max(by: { $0.distintas < $1.distintas }), mejor.distintas > 0
    else { return nil }
    // NB: `max(by:)` keeps the last of equals; the first field wins a tie instead.
    let elegido = candidatos.first { $0.distintas == mejor.distintas } ?? mejor
    return elegido.extracto(de: ParametrosDelContrato.actuales.palabrasPorExtracto)
  }
}
