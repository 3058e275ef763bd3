import ArticulosInterface

/// The answer of Datasette's SQL query API with `_shape=objects`: the rows, and whether the
/// server cut them at its `max_returned_rows`.
struct DatasetteConsultaJSON<Fila: Decodable & Sendable>: Decodable, Sendable {
  var rows: [Fila]
  var truncated: Bool

  private enum CodingKeys: String, CodingKey { case rows, truncated }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rows = try container.decode([Fila].self, forKey: .rows)
    truncated = try container.decodeIfPresent(Bool.self, forKey: .truncated) ?? false
  }
}

extension DatasetteConsultaJSON {
  /// Checks that this is the whole of a page of at most `filas` rows, which `pagina` names:
  /// rows the server cut at its `max_returned_rows` (`truncated`), or more rows than asked
  /// for, would make a walk skip rows.
  ///
  /// - Throws: ``ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)`` saying which.
  func comprobar(filas: Int, de pagina: String) throws(ErrorArticulos) {
    guard !truncated, rows.count <= filas else {
      throw .respuestaInvalida(
        "the server cut \(pagina) short or sent \(rows.count) rows where \(filas) were asked "
          + "for")
    }
  }
}

/// One row of a ranked search: the article's columns, how many rows match in all, and the
/// excerpt `snippet()` wrote, when there were words.
struct DatasetteFilaEncontrada: Decodable, Sendable {
  var fila: DatasetteFilaLeida
  /// How many rows match in all, `nil` when the server's number is no count
  /// (``ConteoDelServidor``).
  var total: Int?
  /// The table's largest rowid, which the first page of a tag walk asks for to judge how
  /// densely its matches lie (``ConsultaDeBusqueda/recorrerPorId(coincidencias:ultimaFila:tamano:)``);
  /// `nil` when absent or not a count.
  var ultimaFila: Int?
  var extracto: Extracto?
  /// Whether `snippet()` took the excerpt from the index of the tags, whose text is the tags'
  /// JSON array (`["café","recetas"]`): the client then writes it from the tags instead.
  var extractoDeEtiquetas: Bool

  private enum CodingKeys: String, CodingKey {
    case total, ultima_fila, extracto, extracto_etiquetas
  }

  init(from decoder: any Decoder) throws {
    fila = DatasetteFilaLeida(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    total = ConteoDelServidor.decodificar(container, .total)
    ultimaFila = ConteoDelServidor.decodificar(container, .ultima_fila)
    let extracto = try container.decodeIfPresent(String.self, forKey: .extracto)
    self.extracto = extracto.map(Self.extracto)
    extractoDeEtiquetas =
      try extracto != nil
      && extracto == container.decodeIfPresent(String.self, forKey: .extracto_etiquetas)
  }

  /// The excerpt in `texto`, whose matched words `snippet()` put between
  /// ``ConsultaDeBusqueda/inicioDeCoincidencia`` and ``ConsultaDeBusqueda/finDeCoincidencia``.
  ///
  /// ```swift
  /// DatasetteFilaEncontrada.extracto("…una taza de \u{2}café\u{3}…").partes
  /// // [.texto("…una taza de "), .coincidencia("café"), .texto("…")]
  /// ```
  static func extracto(_ texto: String) -> Extracto {
    var partes: [Extracto.Parte] = []
    var actual = ""
    var dentro = false
    func cerrar() {
      guard !actual.isEmpty else { return }
      partes.append(dentro ? .coincidencia(actual) : .texto(actual))
      actual = ""
    }
    for caracter in texto {
      switch caracter {
      case ConsultaDeBusqueda.inicioDeCoincidencia where !dentro:
        cerrar()
        dentro = true
      case ConsultaDeBusqueda.finDeCoincidencia where dentro:
        cerrar()
        dentro = false
      case ConsultaDeBusqueda.inicioDeCoincidencia, ConsultaDeBusqueda.finDeCoincidencia:
        continue  // a mark out of place: the text around it still shows
      default:
        actual.append(caracter)
      }
    }
    cerrar()
    return Extracto(partes: partes)
  }
}

/// One spelling of a tag, as the query of ``ConsultaDeBusqueda/grafiasDeEtiqueta(tabla:palabras:)``
/// returns it.
struct DatasetteGrafia: Decodable, Sendable {
  var etiqueta: String
}
