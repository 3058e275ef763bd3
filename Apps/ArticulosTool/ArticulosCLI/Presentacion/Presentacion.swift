import AppCore
import ArticulosInterface
import Foundation

/// The text for people that each subcommand prints: tables, one article, summaries.
///
/// Pure functions of the data and the width, so every layout is tested without a terminal.
///
/// ```swift
/// consola.imprimir(Presentacion.tabla(pagina.articulos, ancho: consola.terminal.ancho))
/// ```
enum Presentacion {
  /// The articles as a table of title, tags, date of last update and id that fits `ancho`.
  ///
  /// The title comes first and gets the width left; ids are cut to the shortest prefix, from
  /// ``longitudMinimaDeId`` characters, that tells the rows apart (every command that takes an
  /// id accepts it), or kept whole with `idsCompletos`. Ids are never cut further, so one can
  /// always be copied from the table: the tags give up width first, then the title; when even
  /// that is too wide the tags are left out, then the date, then the title.
  static func tabla(_ articulos: [Articulo], ancho: Int, idsCompletos: Bool = false) -> String {
    let longitud = idsCompletos ? nil : longitudDeIds(articulos.map(\.id.rawValue))
    return tablaDeArticulos(articulos, longitudDeId: longitud).texto(ancho: ancho)
  }

  /// The ``Tabla`` of `articulos`, not yet laid out: to print now with ``Tabla/texto(ancho:)``,
  /// or to take a ``DisposicionDeTabla`` from when the rows come page by page. Ids are cut to
  /// `longitudDeId` characters, or kept whole when it is `nil`.
  static func tablaDeArticulos(_ articulos: [Articulo], longitudDeId: Int? = nil) -> Tabla {
    Tabla(
      columnas: [
        ColumnaDeTabla("TITLE", minimo: 12, ordenDeEncogimiento: 1, ordenDeDescarte: 2),
        ColumnaDeTabla("TAGS", minimo: 8, ordenDeEncogimiento: 0, ordenDeDescarte: 0),
        ColumnaDeTabla("UPDATED", ordenDeDescarte: 1),
        ColumnaDeTabla("ID"),
      ],
      filas: articulos.map { articulo in
        [
          articulo.titulo, etiquetas(articulo.etiquetas), dia(articulo.actualizado),
          longitudDeId.map { String(articulo.id.rawValue.unicodeScalars.prefix($0)) }
            ?? articulo.id.rawValue,
        ]
      })
  }

  /// The fewest characters an id is cut to in a table, as git shortens hashes.
  static let longitudMinimaDeId = 8

  /// The shortest length, from `minimo`, at which the prefixes of `ids` (and of `anterior`, the
  /// id printed just before them, if any) are all different: a prefix shown then names one row.
  ///
  /// ```swift
  /// Presentacion.longitudDeIds(["0123456789ab", "0123456799ab"])  // 10
  /// Presentacion.longitudDeIds(["a1", "b2"])                      // 8
  /// ```
  static func longitudDeIds(
    _ ids: [String], anterior: String? = nil, minimo: Int = longitudMinimaDeId
  ) -> Int {
    let ordenados = Set(ids + (anterior.map { [$0] } ?? []))
      .map { Array($0.unicodeScalars) }
      .sorted { $0.lexicographicallyPrecedes($1) }
    var longitud = minimo
    for (uno, otro) in zip(ordenados, ordenados.dropFirst()) {
      let comun = zip(uno, otro).prefix { $0 == $1 }.count
      longitud = max(longitud, comun + 1)
    }
    return longitud
  }

  /// One article: its fields, one line each (``TextoSeguro/enUnaLinea(_:)``), a blank line,
  /// and its whole body, word-wrapped to `ancho` columns (``ajustado(_:ancho:)``); the fields
  /// being one line each, the body cannot forge one.
  static func detalle(_ articulo: Articulo, ancho: Int = Terminal.anchoPorDefecto) -> String {
    let etiquetas = articulo.etiquetas.isEmpty ? "-" : etiquetas(articulo.etiquetas)
    var lineas = [
      "ID:       \(TextoSeguro.enUnaLinea(articulo.id.rawValue))",
      "Title:    \(TextoSeguro.enUnaLinea(articulo.titulo))",
      "Tags:     \(TextoSeguro.enUnaLinea(etiquetas))",
      "Created:  \(FechaISO8601.texto(de: articulo.creado))",
      "Updated:  \(FechaISO8601.texto(de: articulo.actualizado))",
    ]
    if !articulo.cuerpo.isEmpty { lineas += ["", ajustado(articulo.cuerpo, ancho: ancho)] }
    return lineas.joined(separator: "\n")
  }

  /// The lines under a listing: which articles were shown, of how many, and, when there are
  /// more, the command for the next page on a line of its own (``OrdenDeShell``), each line
  /// within `ancho` columns.
  ///
  /// ```swift
  /// Presentacion.pieDeListado(
  ///   mostrados: 20, desde: 0, total: 356, totalEsMinimo: false,
  ///   siguiente: ["articulos", "list", "--page", "2"], ancho: 80)
  /// // Showing 20 of 356 articles. More:
  /// //   articulos list --page 2
  /// ```
  ///
  /// - Parameters:
  ///   - mostrados: How many rows were printed.
  ///   - desde: How many articles came before the first one printed (`--page`).
  ///   - siguiente: The words of the command that shows the next page, or `nil` at the end.
  ///   - etiquetas: `--tag`'s tags, named in the sentence.
  static func pieDeListado(
    mostrados: Int, desde: Int = 0, total: Int?, totalEsMinimo: Bool, siguiente: [String]?,
    etiquetas: [String] = [], ancho: Int = Terminal.anchoPorDefecto
  ) -> String {
    let conEtiquetas = etiquetas.isEmpty ? "" : " with \(nombrar(etiquetas))"
    guard mostrados > 0 else {
      guard desde > 0 else { return "No articles\(conEtiquetas)." }
      let hay = total.map { ", which has \(Plural.contar($0, "article"))" } ?? ""
      return ajustado(
        "No articles\(conEtiquetas) after the first \(desde): this page is past the end of the "
          + "list\(hay).", ancho: ancho)
    }
    let rango = desde == 0 ? "\(mostrados)" : "\(desde + 1) to \(desde + mostrados)"
    var texto = "Showing \(rango)"
    if let total { texto += " of \(cantidad(de: total, minimo: totalEsMinimo))" }
    texto += " " + Plural.nombre("article", para: total ?? mostrados) + conEtiquetas + "."
    guard let siguiente else { return ajustado(texto, ancho: ancho) }
    return ajustado(texto + " More:", ancho: ancho) + "\n"
      + OrdenDeShell.lineas(siguiente, ancho: ancho)
  }

  /// The lines under search results: the page, the matches, and the next page's command on a
  /// line of its own (``OrdenDeShell``), each within `ancho` columns.
  ///
  /// A search with tags names them. `siguiente` is the command of the next page, or `nil`.
  static func pieDeBusqueda(
    _ resultado: ResultadoDeBusqueda, siguiente: [String]?,
    ancho: Int = Terminal.anchoPorDefecto
  ) -> String {
    let conEtiquetas =
      resultado.etiquetas.isEmpty ? "" : " with \(nombrar(resultado.etiquetas))"
    guard !resultado.pagina.articulos.isEmpty else {
      return ajustado(
        resultado.numero == 1
          ? "No articles\(conEtiquetas) match '\(resultado.texto)'."
          : "Page \(resultado.numero) is past the last page of results for "
            + "'\(resultado.texto)'\(conEtiquetas).",
        ancho: ancho)
    }
    var texto = "Page \(resultado.numero)"
    if let paginas = resultado.paginas { texto += " of \(paginas)" }
    if let total = resultado.pagina.total {
      let coincidencias = cantidad(de: total, minimo: resultado.pagina.totalEsMinimo)
      texto += " (\(coincidencias) \(Plural.nombre("match", "matches", para: total)))"
    }
    texto += "."
    guard let siguiente, resultado.pagina.siguiente != nil else {
      return ajustado(texto, ancho: ancho)
    }
    return ajustado(texto + " Next page:", ancho: ancho) + "\n"
      + OrdenDeShell.lineas(siguiente, ancho: ancho)
  }

  /// The words of `search`'s command for page `pagina`, after `inicio` (``OpcionesGlobales/palabrasDeConsejo``):
  /// text that starts with `-` goes after `--`, or it would be read as an option.
  static func ordenDeBusqueda(
    _ inicio: [String], texto: String, pagina: Int, etiquetas: [String], extra: [String] = []
  ) -> [String] {
    let opciones = ["--page", "\(pagina)"] + opciones(de: etiquetas) + extra
    return inicio + ["search"]
      + (texto.hasPrefix("-") ? opciones + ["--", texto] : [texto] + opciones)
  }

  /// What an import or a copy did, for people: a summary line, then what failed and why.
  ///
  /// - Parameters:
  ///   - resultado: The result.
  ///   - verbo: `Imported` or `Copied`.
  static func envio(_ resultado: ResultadoDeEnvio, verbo: String) -> String {
    var lineas: [String] = []
    let hechos = resultado.guardados + resultado.omitidos
    // NB: A source that gained articles while they were copied would read "Copied 1005 of
    // 1000": past the count, the count is no measure and is left out.
    let total = resultado.total.flatMap { $0 >= hechos ? " of \($0)" : nil } ?? ""
    var resumen =
      "\(verbo) \(hechos)\(total) "
      + Plural.nombre(
        "article", para: resultado.total.flatMap { $0 >= hechos ? $0 : nil } ?? hechos)
    if resultado.omitidos > 0 {
      resumen += " (\(resultado.omitidos) saved by an earlier run)"
    }
    lineas.append(resumen + ".")
    if !resultado.invalidos.isEmpty {
      lineas.append("\(resultado.invalidos.count) not sent because they cannot be saved:")
      lineas += resultado.invalidos.map { "  " + TextoSeguro.enUnaLinea("\($0)") }
    }
    if !resultado.fallidos.isEmpty {
      lineas.append(
        "\(resultado.idsFallidos.count) "
          + (resultado.idsInciertos.isEmpty ? "not saved" : "not confirmed saved")
          + " by the server:")
      for lote in resultado.fallidos {
        let ids = lote.ids.map { TextoSeguro.enUnaLinea($0.rawValue) }
        let muestra = ids.prefix(3).joined(separator: ", ") + (ids.count > 3 ? ", …" : "")
        lineas.append(
          "  \(contar(ids.count, "article")) (\(muestra)) after "
            + "\(contar(lote.intentos, "try", "tries"))"
            + (lote.incierto ? ", may have been saved (reading them back failed too)" : "")
            + ": " + TextoSeguro.enUnaLinea(lote.error.description))
      }
    }
    if let error = resultado.interrumpidoPor {
      lineas.append("Stopped early: " + TextoSeguro.enUnaLinea(error.description))
    }
    if let motivo = resultado.fuenteInterrumpida {
      lineas.append("Stopped early: " + TextoSeguro.enUnaLinea(motivo))
    }
    if !resultado.pendientes.isEmpty {
      lineas.append("\(resultado.pendientes.count) not attempted.")
    }
    return lineas.joined(separator: "\n")
  }

  /// Why a run that read every page still fails: the entries the server holds that could not
  /// be read, each with its id and the reason, and what to do about them.
  ///
  /// ```swift
  /// Presentacion.ilegibles([ArticuloIlegible(id: "a1", motivo: "...")], faltanDe: "the export")
  /// // 1 article on the server could not be read and is not in the export:
  /// //   a1: ...
  /// // Correct that row on the server, or delete it with 'articulos delete ID', and run this again.
  /// ```
  static func ilegibles(_ ilegibles: [ArticuloIlegible], faltanDe donde: String) -> String {
    let uno = ilegibles.count == 1
    var lineas = [
      "\(contar(ilegibles.count, "article")) on the server could not be read and "
        + "\(uno ? "is" : "are") not in \(donde):"
    ]
    for ilegible in ilegibles.prefix(idsMostrados) {
      lineas.append(
        "  " + TextoSeguro.enUnaLinea("\(ilegible.id?.rawValue ?? "(no id)"): \(ilegible.motivo)"))
    }
    if ilegibles.count > idsMostrados {
      lineas.append("  … and \(ilegibles.count - idsMostrados) more (--json lists them all).")
    }
    lineas.append(
      "Correct \(uno ? "that row" : "those rows") on the server, or delete "
        + "\(uno ? "it" : "them") with 'articulos delete ID', and run this again.")
    return lineas.joined(separator: "\n")
  }

  /// The most ids a summary for people names in one list; `--json` lists them all.
  static let idsMostrados = 20

  /// What a deletion of several articles did, for people: a summary line, then the ids not
  /// found, those that failed and why, and how many were not attempted.
  ///
  /// ```swift
  /// Presentacion.borradoMasivo(resultado)
  /// // Deleted 2 of 5 articles.
  /// // 3 not found: zeta, nadie, alfa
  /// ```
  static func borradoMasivo(_ resultado: ResultadoDeBorradoMasivo) -> String {
    guard resultado.total > 0 else { return "No ids to delete." }
    var lineas = [
      "Deleted \(resultado.borrados) of \(Plural.contar(resultado.total, "article"))."
    ]
    if !resultado.noEncontrados.isEmpty {
      lineas.append(
        "\(resultado.noEncontrados.count) not found: "
          + muestra(resultado.noEncontrados.map(\.rawValue)))
    }
    if !resultado.fallidos.isEmpty {
      lineas.append("\(resultado.fallidos.count) not deleted:")
      for fallido in resultado.fallidos.prefix(idsMostrados) {
        let intentos = contar(fallido.intentos, "try", "tries")
        lineas.append(
          "  " + TextoSeguro.enUnaLinea("\(fallido.id) after \(intentos): \(fallido.error)"))
      }
      if resultado.fallidos.count > idsMostrados {
        lineas.append(
          "  … and \(resultado.fallidos.count - idsMostrados) more (--json lists them all).")
      }
    }
    if !resultado.pendientes.isEmpty {
      lineas.append("\(resultado.pendientes.count) not attempted.")
    }
    return lineas.joined(separator: "\n")
  }

  /// The first ``idsMostrados`` of `ids`, comma-separated, and how many more.
  private static func muestra(_ ids: [String]) -> String {
    let nombrados = ids.prefix(idsMostrados).map(TextoSeguro.enUnaLinea).joined(separator: ", ")
    guard ids.count > idsMostrados else { return nombrados }
    return nombrados + ", … and \(ids.count - idsMostrados) more (--json lists them all)"
  }

  /// `n`, or `more than n - 1` when the count is only a lower bound: Datasette stops counting
  /// at 10,001, which means "more than 10,000".
  ///
  /// ```swift
  /// Presentacion.cantidad(de: 10_001, minimo: true)  // "more than 10,000"
  /// ```
  static func cantidad(de numero: Int, minimo: Bool) -> String {
    guard minimo, numero > 0 else { return "\(numero)" }
    return "more than " + conMiles(numero - 1)
  }

  /// `numero` with a comma between each group of three digits: `10,000`.
  static func conMiles(_ numero: Int) -> String {
    let cifras = Array(String(numero.magnitude))
    var texto = ""
    for (indice, cifra) in cifras.enumerated() {
      if indice > 0, (cifras.count - indice) % 3 == 0 { texto += "," }
      texto.append(cifra)
    }
    return (numero < 0 ? "-" : "") + texto
  }

  /// `numero` with the singular or the plural that goes with it (``Plural/contar(_:_:_:)``).
  ///
  /// ```swift
  /// Presentacion.contar(1, "was not saved", "were not saved")  // "1 was not saved"
  /// Presentacion.contar(3, "try", "tries")                     // "3 tries"
  /// ```
  static func contar(_ numero: Int, _ singular: String, _ plural: String? = nil) -> String {
    Plural.contar(numero, singular, plural)
  }

  /// Tags for people, comma-separated; a tag that holds a comma or a quote, or starts or ends
  /// with a space, is quoted, so `uno,dos` (one tag) never reads like `uno, dos` (two).
  ///
  /// ```swift
  /// Presentacion.etiquetas(["uno", "dos"])  // uno, dos
  /// Presentacion.etiquetas(["uno,dos"])     // "uno,dos"
  /// ```
  static func etiquetas(_ etiquetas: [String]) -> String {
    etiquetas.map { etiqueta in
      let ambigua =
        etiqueta.contains(",") || etiqueta.contains("\"") || etiqueta.first == " "
        || etiqueta.last == " "
      guard ambigua else { return etiqueta }
      return "\"" + etiqueta.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }.joined(separator: ", ")
  }

  /// The calendar day of `fecha` in UTC, such as `2024-01-08`.
  static func dia(_ fecha: Date) -> String {
    String(FechaISO8601.texto(de: fecha).prefix(10))
  }

  /// `texto` word-wrapped to `ancho` columns: each line of it broken at spaces, its leading
  /// spaces kept on every piece; a word wider than the line is left whole for the terminal.
  ///
  /// ```swift
  /// Presentacion.ajustado("uno dos tres", ancho: 8)  // "uno dos\ntres"
  /// ```
  static func ajustado(_ texto: String, ancho: Int) -> String {
    texto.split(separator: "\n", omittingEmptySubsequences: false).map { linea in
      let sangria = String(linea.prefix { $0 == " " })
      var piezas: [String] = []
      var actual = ""
      for palabra in linea.dropFirst(sangria.count).split(separator: " ") {
        let candidata = actual.isEmpty ? sangria + palabra : actual + " " + palabra
        if !actual.isEmpty, AnchoVisible.de(candidata) > ancho {
          piezas.append(actual)
          actual = sangria + palabra
        } else {
          actual = candidata
        }
      }
      piezas.append(actual.isEmpty ? String(linea) : actual)
      return piezas.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
