import AppCore
import ArticulosInterface
import Foundation

/// The stable `--json` output of every subcommand, documented in `--help` and `Docs/CLI.md`.
///
/// Each run prints one JSON document on one line, keys sorted. Keys are never renamed or
/// removed; new ones may be added. Articles use the `Codable` form of
/// ``ArticulosInterface/Articulo`` (dates as ISO-8601 text in UTC), the same form `export`
/// writes and `import` reads.
///
/// ```swift
/// consola.imprimir(try FormatoJSON.texto(FormatoJSON.Borrado(borrado: "a1")))
/// // {"borrado":"a1"}
/// ```
enum FormatoJSON {
  /// `list` and `search`: a page (or several) of articles.
  struct Listado: Encodable {
    /// The articles shown.
    var articulos: [Articulo]
    /// How many articles exist (or match), when the server counted them.
    var total: Int?
    /// Whether ``total`` is only a lower bound.
    var totalEsMinimo: Bool
    /// Whether there are more after these.
    var hayMas: Bool
    /// The page number, for `search` only.
    var pagina: Int?
    /// Entries of these pages that could not be read as articles.
    var ilegibles: [Ilegible] = []
    /// For `search` only: why each article matched, by id (``FormatoJSON/extractos(_:)``).
    var extractos: [String: [ParteDeExtracto]]?

    /// Writes `total` as `null` when unknown, and `pagina` and `extractos` only for `search`.
    func encode(to encoder: any Encoder) throws {
      var contenedor = encoder.container(keyedBy: Claves.self)
      try contenedor.encode(articulos, forKey: .articulos)
      try contenedor.encode(ilegibles, forKey: .ilegibles)
      try contenedor.encode(total, forKey: .total)
      try contenedor.encode(totalEsMinimo, forKey: .totalEsMinimo)
      try contenedor.encode(hayMas, forKey: .hayMas)
      try contenedor.encodeIfPresent(pagina, forKey: .pagina)
      try contenedor.encodeIfPresent(extractos, forKey: .extractos)
    }

    private enum Claves: String, CodingKey {
      case articulos, ilegibles, total, totalEsMinimo, hayMas, pagina, extractos
    }
  }

  /// One part of an excerpt: `{"texto": "…"}` for plain text, `{"coincidencia": "…"}` for a
  /// matched word, exactly as the server gave it (JSON escapes what it must).
  enum ParteDeExtracto: Encodable {
    /// Plain text.
    case texto(String)
    /// A word that matched.
    case coincidencia(String)

    init(_ parte: Extracto.Parte) {
      switch parte {
      case .texto(let texto): self = .texto(texto)
      case .coincidencia(let palabra): self = .coincidencia(palabra)
      }
    }

    /// Writes an object with one key, named after the kind of part.
    func encode(to encoder: any Encoder) throws {
      var contenedor = encoder.container(keyedBy: Claves.self)
      switch self {
      case .texto(let texto): try contenedor.encode(texto, forKey: .texto)
      case .coincidencia(let palabra): try contenedor.encode(palabra, forKey: .coincidencia)
      }
    }

    private enum Claves: String, CodingKey { case texto, coincidencia }
  }

  /// A page's excerpts as `search --json` writes them: an object keyed by article id, each an
  /// array of its parts in order.
  ///
  /// ```swift
  /// FormatoJSON.extractos(["g1": Extracto(partes: [.texto("una "), .coincidencia("café")])])
  /// // ["g1": [.texto("una "), .coincidencia("café")]]
  /// // {"g1":[{"texto":"una "},{"coincidencia":"café"}]}
  /// ```
  static func extractos(_ extractos: [Articulo.ID: Extracto]) -> [String: [ParteDeExtracto]] {
    Dictionary(
      uniqueKeysWithValues: extractos.map { id, extracto in
        (id.rawValue, extracto.partes.map(ParteDeExtracto.init))
      })
  }

  /// An entry on the server that could not be read as an article: `list`, `search`, `export`.
  struct Ilegible: Encodable {
    /// Its id, when even that could not be read `null`.
    var id: Articulo.ID?
    /// Why it could not be read.
    var motivo: String

    init(_ ilegible: ArticuloIlegible) {
      id = ilegible.id
      motivo = ilegible.motivo
    }

    /// Writes `id` as `null` when it is missing, so every entry has both keys.
    func encode(to encoder: any Encoder) throws {
      var contenedor = encoder.container(keyedBy: Claves.self)
      try contenedor.encode(id, forKey: .id)
      try contenedor.encode(motivo, forKey: .motivo)
    }

    private enum Claves: String, CodingKey { case id, motivo }
  }

  /// `save`: what was stored, and whether it was created or updated.
  struct Guardado: Encodable {
    /// `creado` or `actualizado`.
    var accion: String
    /// The article as stored.
    var articulo: Articulo
  }

  /// `delete`: the id deleted.
  struct Borrado: Encodable {
    /// The id of the deleted article.
    var borrado: Articulo.ID
  }

  /// `list` written a page at a time: the same document as ``Listado`` (without `pagina`),
  /// made of an opening, the articles as they come, and a closing, so no page is kept.
  ///
  /// ```swift
  /// consola.escribirSalida(FormatoJSON.ListadoPorPartes.apertura)
  /// for (indice, articulo) in articulos.enumerated() {
  ///   consola.escribirSalida(FormatoJSON.ListadoPorPartes.articulo(articulo, primero: indice == 0))
  /// }
  /// consola.escribirSalida(
  ///   FormatoJSON.ListadoPorPartes.cierre(total: 3, totalEsMinimo: false, hayMas: false))
  /// // {"articulos":[{...},{...},{...}],"hayMas":false,"ilegibles":[],"total":3,"totalEsMinimo":false}
  /// ```
  enum ListadoPorPartes {
    /// The start of the document, up to the array of articles.
    static let apertura = #"{"articulos":["#

    /// One article of the array, preceded by a comma unless it is the first.
    static func articulo(_ articulo: Articulo, primero: Bool) -> String {
      (primero ? "" : ",") + FormatoJSON.texto(articulo)
    }

    /// The end of the array and the other keys, in sorted order, and the line feed.
    static func cierre(
      total: Int?, totalEsMinimo: Bool, hayMas: Bool, ilegibles: [ArticuloIlegible] = []
    ) -> String {
      let cuenta = total.map(String.init) ?? "null"
      let nombrados = FormatoJSON.texto(ilegibles.map(Ilegible.init))
      return #"],"hayMas":\#(hayMas),"ilegibles":\#(nombrados),"total":\#(cuenta),"#
        + #""totalEsMinimo":\#(totalEsMinimo)}"# + "\n"
    }
  }

  /// `delete` with several ids or `--from`: what was deleted, not found, failed and left.
  struct BorradoMasivo: Encodable {
    /// The distinct ids given.
    var total: Int
    /// Deleted by this run.
    var borrados: Int
    /// Ids no article had.
    var noEncontrados: [Articulo.ID]
    /// Deletions that failed for good.
    var fallidos: [Fallido]
    /// Ids not attempted because the run was cancelled or stopped.
    var pendientes: [Articulo.ID]
    /// Tries repeated after a passing failure.
    var reintentos: Int
    /// Whether Ctrl-C stopped it.
    var cancelado: Bool
    /// Whether every id was deleted by this run.
    var completo: Bool
    /// The error that stopped the run before the end, if any.
    var interrumpidoPor: String?

    /// A deletion that failed.
    struct Fallido: Encodable {
      /// The article's id.
      var id: Articulo.ID
      /// The last error, in words.
      var error: String
      /// How many times it was tried.
      var intentos: Int
    }

    /// The JSON form of a deletion's result.
    init(_ resultado: ResultadoDeBorradoMasivo) {
      total = resultado.total
      borrados = resultado.borrados
      noEncontrados = resultado.noEncontrados
      fallidos = resultado.fallidos.map {
        Fallido(id: $0.id, error: $0.error.description, intentos: $0.intentos)
      }
      pendientes = resultado.pendientes
      reintentos = resultado.reintentos
      cancelado = resultado.cancelado
      completo = resultado.completo
      interrumpidoPor = resultado.interrumpidoPor?.description
    }

    /// Writes every key, `null` for what is unknown, so readers never miss one.
    func encode(to encoder: any Encoder) throws {
      var contenedor = encoder.container(keyedBy: Claves.self)
      try contenedor.encode(total, forKey: .total)
      try contenedor.encode(borrados, forKey: .borrados)
      try contenedor.encode(noEncontrados, forKey: .noEncontrados)
      try contenedor.encode(fallidos, forKey: .fallidos)
      try contenedor.encode(pendientes, forKey: .pendientes)
      try contenedor.encode(reintentos, forKey: .reintentos)
      try contenedor.encode(cancelado, forKey: .cancelado)
      try contenedor.encode(completo, forKey: .completo)
      try contenedor.encode(interrumpidoPor, forKey: .interrumpidoPor)
    }

    private enum Claves: String, CodingKey {
      case total, borrados, noEncontrados, fallidos, pendientes, reintentos, cancelado, completo
      case interrumpidoPor
    }
  }

  /// `export FILE`: how many articles were written, and where.
  struct Exportacion: Encodable {
    /// Articles written.
    var exportados: Int
    /// The file.
    var archivo: String
    /// Entries on the server left out because they could not be read.
    var ilegibles: [Ilegible]
  }

  /// `import` and `copy`: what was saved, skipped, refused, failed and left.
  struct Envio: Encodable {
    /// Articles in the source, when known.
    var total: Int?
    /// Saved in this run.
    var guardados: Int
    /// Saved by an earlier, interrupted run.
    var omitidos: Int
    /// Entries not sent because they cannot be saved.
    var invalidos: [Invalido]
    /// Batches the server did not save.
    var fallidos: [Fallido]
    /// Ids not attempted because the run was cancelled or stopped.
    var pendientes: [Articulo.ID]
    /// Whether Ctrl-C stopped it.
    var cancelado: Bool
    /// Whether every article is on the server now.
    var completo: Bool
    /// What stopped the run before the end, if anything: the server's or the network's error,
    /// or why the source could no longer be read.
    var interrumpidoPor: String?

    /// An entry that was not sent.
    struct Invalido: Encodable {
      /// Where it is in the source (`#3`, a file name).
      var ubicacion: String
      /// Its id, if it had one.
      var id: Articulo.ID?
      /// Why it was not sent.
      var motivo: String
    }

    /// A batch that failed.
    struct Fallido: Encodable {
      /// The ids in the batch.
      var ids: [Articulo.ID]
      /// The last error, in words.
      var error: String
      /// How many times it was tried.
      var intentos: Int
      /// Whether the server may have saved them after all (the answer and the read-back
      /// both failed).
      var incierto: Bool
    }

    /// The JSON form of an import's or a copy's result.
    init(_ resultado: ResultadoDeEnvio) {
      total = resultado.total
      guardados = resultado.guardados
      omitidos = resultado.omitidos
      invalidos = resultado.invalidos.map {
        Invalido(ubicacion: $0.ubicacion, id: $0.id, motivo: $0.motivo.description)
      }
      fallidos = resultado.fallidos.map {
        Fallido(
          ids: $0.ids, error: $0.error.description, intentos: $0.intentos, incierto: $0.incierto)
      }
      pendientes = resultado.pendientes
      cancelado = resultado.cancelado
      completo = resultado.completo
      interrumpidoPor = resultado.interrumpidoPor?.description ?? resultado.fuenteInterrumpida
    }

    /// Writes every key, `null` for what is unknown, so readers never miss one.
    func encode(to encoder: any Encoder) throws {
      var contenedor = encoder.container(keyedBy: Claves.self)
      try contenedor.encode(total, forKey: .total)
      try contenedor.encode(guardados, forKey: .guardados)
      try contenedor.encode(omitidos, forKey: .omitidos)
      try contenedor.encode(invalidos, forKey: .invalidos)
      try contenedor.encode(fallidos, forKey: .fallidos)
      try contenedor.encode(pendientes, forKey: .pendientes)
      try contenedor.encode(cancelado, forKey: .cancelado)
      try contenedor.encode(completo, forKey: .completo)
      try contenedor.encode(interrumpidoPor, forKey: .interrumpidoPor)
    }

    private enum Claves: String, CodingKey {
      case total, guardados, omitidos, invalidos, fallidos, pendientes, cancelado, completo
      case interrumpidoPor
    }
  }

  /// One line of JSON for `valor`, keys sorted, slashes unescaped.
  static func texto(_ valor: some Encodable) -> String {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // NB: every value printed here is made of strings, numbers and arrays, which always
    // encode; a failure would be a programming error, so it is reported as text, not thrown.
    guard let datos = try? codificador.encode(valor) else { return "{}" }
    return String(decoding: datos, as: UTF8.self)
  }
}
