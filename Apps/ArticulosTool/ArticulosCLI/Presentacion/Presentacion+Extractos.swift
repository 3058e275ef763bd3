import ArticulosInterface

extension Presentacion {
  /// Bold yellow, for a matched word on a colour terminal.
  static let colorDeCoincidencia = "\u{1B}[1;33m"
  /// Bold, for a table's header on a colour terminal.
  static let negrita = "\u{1B}[1m"
  /// Back to plain text.
  static let sinEstilo = "\u{1B}[0m"
  /// What starts the line of an excerpt, under its article's row.
  static let sangriaDeExtracto = "  "

  /// Search results: the table of ``tablaDeArticulos(_:)``, and under each row that has one, the
  /// article's excerpt (``extracto(_:ancho:color:)``).
  ///
  /// The text is safe to write as it is: every cell and every part of an excerpt has its
  /// control characters made visible (``AnchoVisible/enUnaLinea(_:)``) before any colour is
  /// added, so the only escape sequences are the tool's own. With `color`, the header is bold
  /// the ids dim and the matched words bold yellow; without, there are no escape sequences at all.
  ///
  /// ```swift
  /// Presentacion.resultados(pagina, ancho: 80, color: false)
  /// // TITLE                         TAGS  UPDATED     ID
  /// // Café de especialidad en casa  café  2024-01-08  g1
  /// //   …una taza de [café] con leche…
  /// ```
  static func resultados(
    _ pagina: Pagina, ancho: Int, color: Bool, idsCompletos: Bool = false
  ) -> String {
    let tabla = tablaDeArticulos(
      pagina.articulos,
      longitudDeId: idsCompletos ? nil : longitudDeIds(pagina.articulos.map(\.id.rawValue)))
    let disposicion = tabla.disposicion(dentroDe: ancho)
    var lineas = [coloreado([disposicion.cabecera], cabecera: true, ids: [], color: color)]
    for (articulo, fila) in zip(pagina.articulos, tabla.filas) {
      lineas.append(
        coloreado([disposicion.linea(fila)], cabecera: false, ids: [fila[3]], color: color))
      if let extracto = pagina.extractos[articulo.id] {
        let linea = self.extracto(extracto, ancho: ancho, color: color)
        if !linea.isEmpty { lineas.append(linea) }
      }
    }
    return lineas.joined(separator: "\n")
  }

  /// One excerpt on one line of at most `ancho` columns, indented under its row.
  ///
  /// Newlines and tabs become spaces and runs of spaces one; other control characters are
  /// shown (`^[`, `<U+202E>`), never obeyed. Matched words are bold yellow with `color`, and
  /// `[between brackets]` without (`NO_COLOR`, `TERM=dumb`, or output that is not a terminal).
  /// When the passage is wider than the line it is cut with `…`; a matched word is never cut
  /// in half: one that does not fit whole is left for the `…`, and plain text is cut after a
  /// whole word when it can be. An excerpt without text gives an empty string.
  ///
  /// ```swift
  /// let extracto = Extracto(partes: [.texto("una taza de "), .coincidencia("café"), .texto(".")])
  /// Presentacion.extracto(extracto, ancho: 80, color: false)  // "  una taza de [café]."
  /// Presentacion.extracto(extracto, ancho: 16, color: false)  // "  una taza de…"
  /// ```
  static func extracto(_ extracto: Extracto, ancho: Int, color: Bool) -> String {
    let trozos = trozosVisibles(de: extracto, corchetes: !color)
    guard !trozos.isEmpty else { return "" }
    let disponible = max(1, ancho - AnchoVisible.de(sangriaDeExtracto))
    let cabe = trozos.reduce(0) { $0 + AnchoVisible.de($1.texto) } <= disponible
    // NB: When it does not fit, one column is kept for the closing '…'.
    let limite = cabe ? disponible : disponible - 1
    var linea = ""
    var usado = 0
    for trozo in trozos {
      let columnas = AnchoVisible.de(trozo.texto)
      if usado + columnas <= limite {
        linea +=
          trozo.coincide && color ? colorDeCoincidencia + trozo.texto + sinEstilo : trozo.texto
        usado += columnas
        continue
      }
      if !trozo.coincide { linea += prefijo(de: trozo.texto, columnas: limite - usado) }
      break
    }
    if !cabe {
      while linea.last == " " { linea.removeLast() }
      if linea.last != "…" { linea += "…" }
    }
    return sangriaDeExtracto + linea
  }

  /// The parts of `extracto` as they show on one line: safe, spaces collapsed, trimmed, and the
  /// matched words in brackets when `corchetes`.
  private static func trozosVisibles(
    de extracto: Extracto, corchetes: Bool
  ) -> [(texto: String, coincide: Bool)] {
    var trozos: [(texto: String, coincide: Bool)] = []
    var trasEspacio = true
    for parte in extracto.partes {
      let (crudo, coincide) =
        switch parte {
        case .texto(let texto): (texto, false)
        case .coincidencia(let palabra): (palabra, true)
        }
      var texto = ""
      for caracter in AnchoVisible.enUnaLinea(crudo) {
        let espacio = caracter == " "
        if espacio && trasEspacio { continue }
        trasEspacio = espacio
        texto.append(caracter)
      }
      guard !texto.isEmpty else { continue }
      trozos.append((coincide && corchetes ? "[" + texto + "]" : texto, coincide))
    }
    while let ultimo = trozos.last, ultimo.texto.last == " " {
      let recortado = String(ultimo.texto.dropLast())
      trozos.removeLast()
      if !recortado.isEmpty { trozos.append((recortado, ultimo.coincide)) }
    }
    return trozos
  }

  /// The start of `texto` that takes at most `columnas` columns, ending after a whole word
  /// when it holds a space (a word longer than the room is cut where the room ends).
  private static func prefijo(de texto: String, columnas: Int) -> String {
    var resultado = ""
    var usado = 0
    var resto = Substring(texto)
    while let caracter = resto.first {
      let ancho = AnchoVisible.de(String(caracter))
      guard usado + ancho <= columnas else { break }
      resultado.append(caracter)
      usado += ancho
      resto = resto.dropFirst()
    }
    guard let siguiente = resto.first, siguiente != " ",
      let espacio = resultado.lastIndex(of: " ")
    else { return resultado }
    return String(resultado[..<espacio])
  }
}

extension Presentacion {
  /// The dim style, for ids.
  static let tenue = "\u{1B}[2m"

  /// Lines of a table of articles, safe to write as they are (``TextoSeguro/neutralizado(_:conservandoSaltos:)``):
  /// with `color`, the header (when `cabecera`) bold and each row's id, which ends the row,
  /// dim. `ids` are the id cells of the rows, in order.
  ///
  /// ```swift
  /// consola.escribirSalida(Presentacion.coloreado(lineas, cabecera: true, ids: ids, color: true) + "\n")
  /// ```
  static func coloreado(
    _ lineas: [String], cabecera: Bool, ids: [String], color: Bool
  ) -> String {
    let seguras = lineas.map { TextoSeguro.neutralizado($0) }
    guard color else { return seguras.joined(separator: "\n") }
    let filas = cabecera ? Array(seguras.dropFirst()) : seguras
    var resultado = cabecera ? [negrita + seguras[0] + sinEstilo] : []
    for (indice, fila) in filas.enumerated() {
      let id =
        indice < ids.count ? TextoSeguro.neutralizado(AnchoVisible.enUnaLinea(ids[indice])) : ""
      guard !id.isEmpty, fila.hasSuffix(id) else {
        resultado.append(fila)
        continue
      }
      resultado.append(String(fila.dropLast(id.count)) + tenue + id + sinEstilo)
    }
    return resultado.joined(separator: "\n")
  }
}
