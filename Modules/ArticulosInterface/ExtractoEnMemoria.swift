// THE IN-MEMORY TWIN'S EXCERPTS: what `enMemoria` does to say why an article matched, in the
// manner of SQLite's FTS5 `snippet()`. Not part of the contract (see `Extracto`).

extension Extracto {
  /// How many words an excerpt shows at most, as the live client asks of the server.
  static let palabrasPorExtracto = 12

  /// The passage of `articulo` that shows the most of `palabras` (folded words), or `nil` when
  /// no field contains any of them.
  ///
  /// The field is the one with the most different matched words (the title first on a tie,
  /// then the body, then the tags); the passage is the run of at most
  /// ``palabrasPorExtracto`` words in it with the most different matched words, starting a
  /// little before the first of them; a cut is marked with "…".
  static func enMemoria(de articulo: Articulo, palabras: Set<String>) -> Extracto? {
    let campos = [articulo.titulo, articulo.cuerpo, textoDeEtiquetas(articulo.etiquetas)]
    let candidatos = campos.map { Pasaje(texto: $0, palabras: palabras) }
    guard let mejor = candidatos.max(by: { $0.distintas < $1.distintas }), mejor.distintas > 0
    else { return nil }
    // NB: `max(by:)` keeps the last of equals; the first field wins a tie instead.
    let elegido = candidatos.first { $0.distintas == mejor.distintas } ?? mejor
    return elegido.extracto(de: palabrasPorExtracto)
  }

  /// The passage of `etiquetas` that shows the most of `palabras`, written as an excerpt of
  /// the tags always is: the tags one after another, ", " between them. The live client uses it
  /// when the server's excerpt comes from its index of the tags, which holds their JSON text.
  package static func enEtiquetas(_ etiquetas: [String], palabras: Set<String>) -> Extracto {
    Pasaje(texto: textoDeEtiquetas(etiquetas), palabras: palabras)
      .extracto(de: palabrasPorExtracto)
  }

  private static func textoDeEtiquetas(_ etiquetas: [String]) -> String {
    etiquetas.joined(separator: ", ")
  }
}

/// One field of an article cut into words, each with where it is and whether it matched.
private struct Pasaje {
  struct Palabra {
    let rango: Range<String.Index>
    /// The words of the search it is (folded); empty when it is none of them.
    let coincidencias: [String]

    var coincide: Bool { !coincidencias.isEmpty }
  }

  let texto: String
  let palabras: [Palabra]
  /// How many different words of the search the field contains.
  let distintas: Int

  init(texto: String, palabras buscadas: Set<String>) {
    self.texto = texto
    var palabras: [Palabra] = []
    var inicio: String.Index?
    for indice in texto.indices {
      let esDePalabra = texto[indice].isLetter || texto[indice].isNumber
      if esDePalabra, inicio == nil { inicio = indice }
      if !esDePalabra, let desde = inicio {
        palabras.append(Self.palabra(texto, desde..<indice, buscadas))
        inicio = nil
      }
    }
    if let desde = inicio { palabras.append(Self.palabra(texto, desde..<texto.endIndex, buscadas)) }
    self.palabras = palabras
    self.distintas = Set(palabras.flatMap(\.coincidencias)).count
  }

  private static func palabra(
    _ texto: String, _ rango: Range<String.Index>, _ buscadas: Set<String>
  ) -> Palabra {
    let claves = TextoNormalizado.palabras(String(texto[rango]))
    return Palabra(rango: rango, coincidencias: claves.filter(buscadas.contains))
  }

  /// At most `largo` words around the matches, as an excerpt.
  func extracto(de largo: Int) -> Extracto {
    let ventana = mejorVentana(de: largo)
    var partes: [Extracto.Parte] = []
    func anadir(_ texto: Substring, coincide: Bool = false) {
      guard !texto.isEmpty else { return }
      if !coincide, case .texto(let previo)? = partes.last {
        partes[partes.count - 1] = .texto(previo + texto)
      } else {
        partes.append(coincide ? .coincidencia(String(texto)) : .texto(String(texto)))
      }
    }
    var desde =
      ventana.lowerBound == 0 ? texto.startIndex : palabras[ventana.lowerBound].rango.lowerBound
    if ventana.lowerBound > 0 { anadir("…") }
    for palabra in palabras[ventana] {
      anadir(texto[desde..<palabra.rango.lowerBound])
      anadir(texto[palabra.rango], coincide: palabra.coincide)
      desde = palabra.rango.upperBound
    }
    if ventana.upperBound == palabras.count {
      anadir(texto[desde...])
    } else {
      anadir("…")
    }
    return Extracto(partes: partes)
  }

  /// The first run of at most `largo` words with the most different matched words, moved on to
  /// start two words before its first match where that loses none of them.
  private func mejorVentana(de largo: Int) -> Range<Int> {
    guard palabras.count > largo else { return 0..<palabras.count }
    var mejor = (inicio: 0, distintas: -1)
    for inicio in 0...(palabras.count - largo) {
      let distintas = Set(palabras[inicio..<inicio + largo].flatMap(\.coincidencias)).count
      if distintas > mejor.distintas { mejor = (inicio, distintas) }
    }
    let primera =
      palabras[mejor.inicio..<mejor.inicio + largo].firstIndex(where: \.coincide) ?? mejor.inicio
    // NB: moving right keeps every match, as none is before `primera`; moving left could lose
    // the last ones.
    let inicio = min(max(mejor.inicio, primera - 2), palabras.count - largo)
    return inicio..<inicio + largo
  }
}
