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
  /// The articles as a table of id, title, tags and date of last update that fits `ancho`.
  ///
  /// Ids are never cut, so one can always be copied from the table: the tags give up width
  /// first, then the title; when even that is too wide the tags are left out, then the date,
  /// then the title, and on a terminal narrower than an id the line is as long as the id.
  static func tabla(_ articulos: [Articulo], ancho: Int) -> String {
    tablaDeArticulos(articulos).texto(ancho: ancho)
  }

  /// The ``Tabla`` of `articulos`, not yet laid out: to print now with ``Tabla/texto(ancho:)``,
  /// or to take a ``DisposicionDeTabla`` from when the rows come page by page.
  static func tablaDeArticulos(_ articulos: [Articulo]) -> Tabla {
    Tabla(
      columnas: [
        ColumnaDeTabla("ID"),
        ColumnaDeTabla("TITLE", minimo: 12, ordenDeEncogimiento: 1, ordenDeDescarte: 2),
        ColumnaDeTabla("TAGS", minimo: 8, ordenDeEncogimiento: 0, ordenDeDescarte: 0),
        ColumnaDeTabla("UPDATED", ordenDeDescarte: 1),
      ],
      filas: articulos.map { articulo in
        [
          articulo.id.rawValue, articulo.titulo, etiquetas(articulo.etiquetas),
          dia(articulo.actualizado),
        ]
      })
  }

  /// One article: its fields, one line each (``TextoSeguro/enUnaLinea(_:)``), a blank line,
  /// and its whole body, which therefore cannot forge a field.
  static func detalle(_ articulo: Articulo) -> String {
    let etiquetas = articulo.etiquetas.isEmpty ? "-" : etiquetas(articulo.etiquetas)
    var lineas = [
      "ID:       \(TextoSeguro.enUnaLinea(articulo.id.rawValue))",
      "Title:    \(TextoSeguro.enUnaLinea(articulo.titulo))",
      "Tags:     \(TextoSeguro.enUnaLinea(etiquetas))",
      "Created:  \(FechaISO8601.texto(de: articulo.creado))",
      "Updated:  \(FechaISO8601.texto(de: articulo.actualizado))",
    ]
    if !articulo.cuerpo.isEmpty { lineas += ["", articulo.cuerpo] }
    return lineas.joined(separator: "\n")
  }

  /// The line under a listing: how many were shown, of how many, and how to see more.
  ///
  /// ```swift
  /// Presentacion.pieDeListado(mostrados: 20, total: 356, totalEsMinimo: false, hayMas: true,
  ///   limite: 20)
  /// // Showing 20 of 356 articles. More: 'articulos list --limit 40' or 'articulos list --all'.
  /// ```
  ///
  /// With `etiquetas` (`--tag`), it names them, and the commands it suggests keep them.
  static func pieDeListado(
    mostrados: Int, total: Int?, totalEsMinimo: Bool, hayMas: Bool, limite: Int?,
    etiquetas: [String] = []
  ) -> String {
    let conEtiquetas = etiquetas.isEmpty ? "" : " with \(nombrar(etiquetas))"
    guard mostrados > 0 else { return "No articles\(conEtiquetas)." }
    var texto = "Showing \(mostrados)"
    if let total { texto += " of \(cantidad(de: total, minimo: totalEsMinimo))" }
    texto += mostrados == 1 && total == nil ? " article" : " articles"
    texto += conEtiquetas + "."
    if hayMas, let limite {
      let listar = (["articulos list"] + opciones(de: etiquetas)).joined(separator: " ")
      texto += " More: '\(listar) --limit \(limite * 2)' or '\(listar) --all'."
    }
    return texto
  }

  /// The line under search results: the page, the matches, and the next page's command.
  ///
  /// A search with tags names them, and its next page's command keeps them.
  static func pieDeBusqueda(_ resultado: ResultadoDeBusqueda) -> String {
    let conEtiquetas =
      resultado.etiquetas.isEmpty ? "" : " with \(nombrar(resultado.etiquetas))"
    guard !resultado.pagina.articulos.isEmpty else {
      return resultado.numero == 1
        ? "No articles\(conEtiquetas) match '\(resultado.texto)'."
        : "Page \(resultado.numero) is past the last page of results for '\(resultado.texto)'"
          + "\(conEtiquetas)."
    }
    var texto = "Page \(resultado.numero)"
    if let paginas = resultado.paginas { texto += " of \(paginas)" }
    if let total = resultado.pagina.total {
      let coincidencias = cantidad(de: total, minimo: resultado.pagina.totalEsMinimo)
      texto += " (\(coincidencias) \(total == 1 ? "match" : "matches"))"
    }
    texto += "."
    if resultado.pagina.siguiente != nil {
      // NB: Text that starts with '-' goes after `--`, or it would be read as an option.
      let pagina = (["--page \(resultado.numero + 1)"] + opciones(de: resultado.etiquetas))
        .joined(separator: " ")
      let siguiente =
        resultado.texto.hasPrefix("-")
        ? "\(pagina) -- \(citado(resultado.texto))"
        : "\(citado(resultado.texto)) \(pagina)"
      texto += " Next: 'articulos search \(siguiente)'."
    }
    return texto
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
      "\(verbo) \(hechos)\(total) articles"
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
          "  \(contar(ids.count, "article", "articles")) (\(muestra)) after "
            + "\(contar(lote.intentos, "try", "tries"))"
            + (lote.incierto ? ", may have been saved (reading them back failed too)" : "")
            + ": " + TextoSeguro.enUnaLinea(lote.error.description))
      }
    }
    if let error = resultado.interrumpidoPor {
      lineas.append("Stopped early: " + TextoSeguro.enUnaLinea(error.description))
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
      "\(contar(ilegibles.count, "article", "articles")) on the server could not be read and "
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
    var lineas = ["Deleted \(resultado.borrados) of \(resultado.total) articles."]
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

  /// `numero` with the singular or the plural that goes with it.
  ///
  /// ```swift
  /// Presentacion.contar(1, "was not saved", "were not saved")  // "1 was not saved"
  /// Presentacion.contar(3, "try", "tries")                     // "3 tries"
  /// ```
  static func contar(_ numero: Int, _ singular: String, _ plural: String) -> String {
    "\(numero) \(numero == 1 ? singular : plural)"
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

  /// `texto` quoted for a shell when it needs it.
  static func citado(_ texto: String) -> String {
    let seguro = texto.allSatisfy { $0.isLetter || $0.isNumber || "-_.,/".contains($0) }
    return seguro ? texto : "'" + texto.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
