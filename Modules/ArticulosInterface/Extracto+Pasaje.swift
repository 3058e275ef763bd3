// HOW AN EXCERPT IS CUT: shared by the implementations of the contract, in the manner of
// SQLite's FTS5 `snippet()`. The in-memory client cuts every field with it; the live client cuts
// the tags with it when the server's excerpt comes from its index of the tags (JSON text). The
// length is the contract's (`ParametrosDelContrato.palabrasPorExtracto`).

extension Extracto {
  /// The passage of `etiquetas` that shows the most of `palabras`, written as an excerpt of
  /// the tags always is: the tags one after another, ", " between them.
  ///
  /// ```swift
  /// Extracto.enEtiquetas(["café", "recetas"], palabras: ["cafe"])
  /// // [.coincidencia("café"), .texto(", recetas")]
  /// ```
  package static func enEtiquetas(_ etiquetas: [String], palabras: Set<String>) -> Extracto {
    Pasaje(texto: textoDeEtiquetas(etiquetas), palabras: palabras)
      .extracto(de: ParametrosDelContrato.actuales.palabrasPorExtracto)
  }

  /// The tags as one text, as an excerpt of them shows them.
  package static func textoDeEtiquetas(_ etiquetas: [String]) -> String {
    etiquetas.joined(separator: ", ")
  }
}

/// One field of an article cut into words, each with where it is and whether it matched.
package struct Pasaje {
  package struct Palabra {
    let rango: Range<String.Index>
    /// The words of the search it is (folded); empty when it is none of them.
    let coincidencias: [String]

    var coincide: Bool { !coincidencias.isEmpty }
  }

  package let texto: String
  package let palabras: [Palabra]
  /// How many different words of the search the field contains.
  package let distintas: Int

  package init(texto: String, palabras buscadas: Set<String>) {
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
  package func extracto(de largo: Int) -> Extracto {
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
