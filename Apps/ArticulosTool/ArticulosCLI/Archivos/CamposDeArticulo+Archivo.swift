import AppCore
import ArticulosInterface
import Foundation

extension CamposDeArticulo {
  /// The fields of a `--file`: a JSON object (`id`, `titulo`, `cuerpo`, `etiquetas`, all
  /// optional) or a Markdown note, read as `import` reads one (``NotaMarkdown``).
  ///
  /// A name ending in `.md` or `.markdown` is Markdown and one ending in `.json` is JSON; any
  /// other input is judged by its first character: `{` is JSON, `#` or `---` Markdown. `ruta`
  /// may be `-` (standard input), a pipe such as `<(cmd)`, or a device such as `/dev/stdin`,
  /// read to its end (see ``LecturaDeArchivo/leerEntrada(_:maximo:)``).
  ///
  /// ```swift
  /// try CamposDeArticulo.deArchivo("cafe.md").idDeLaNota  // the id `import cafe.md` gives it
  /// ```
  ///
  /// - Throws: A usage-like ``FalloDeEjecucion`` when the input cannot be read, is empty, or is
  ///   neither such an object nor Markdown.
  static func deArchivo(_ ruta: String) throws(FalloDeEjecucion) -> CamposDeArticulo {
    let datos = try leer(ruta, opcion: "--file")
    let descrito = ruta == "-" ? "The standard input" : "The file '\(ruta)'"
    let sinBOM = datos.starts(with: [0xEF, 0xBB, 0xBF]) ? datos.dropFirst(3) : datos[...]
    guard let primero = sinBOM.firstIndex(where: { !" \t\r\n".utf8.contains($0) }) else {
      throw FalloDeEjecucion(.uso, "\(descrito) given to --file is empty.", usoDe: .guardar)
    }
    let inicio = sinBOM[primero...]
    let sufijo = URL(fileURLWithPath: ruta).pathExtension.lowercased()
    let esMarkdown =
      ["md", "markdown"].contains(sufijo)
      || (sufijo != "json" && (inicio.starts(with: "#".utf8) || inicio.starts(with: "---".utf8)))
    if esMarkdown { return try deMarkdown(datos, ruta: ruta) }
    guard sufijo == "json" || inicio.starts(with: "{".utf8) else {
      throw FalloDeEjecucion(
        .uso,
        "\(descrito) is neither a JSON object (it starts with '{') nor a Markdown note (a .md "
          + "name, or a '#' title or '---' front matter at its start). For a body alone, give "
          + (ruta == "-" ? "--body -." : "--body-file."),
        usoDe: .guardar)
    }
    do {
      let archivo = try JSONDecoder().decode(CamposEnArchivo.self, from: datos)
      return Self(
        id: archivo.id.map(Articulo.ID.init(rawValue:)), titulo: archivo.titulo,
        cuerpo: archivo.cuerpo, etiquetas: archivo.etiquetas)
    } catch {
      throw FalloDeEjecucion(
        .uso,
        "\(descrito) is not a JSON object with \"titulo\", \"cuerpo\", \"etiquetas\" "
          + "(a list of texts) and optionally \"id\".",
        usoDe: .guardar)
    }
  }

  /// The body that `--body-file` (or `--body -`) names: its text, without the newlines that
  /// end it (as `$(cat file)` drops them in a shell).
  ///
  /// ```swift
  /// try CamposDeArticulo.cuerpo(de: "-")  // standard input, to its end
  /// ```
  ///
  /// - Throws: A usage-like ``FalloDeEjecucion`` when the input cannot be read or is not UTF-8.
  static func cuerpo(de ruta: String) throws(FalloDeEjecucion) -> String {
    let opcion = ruta == "-" ? "--body" : "--body-file"
    let datos = try leer(ruta, opcion: opcion)
    guard var texto = String(data: datos, encoding: .utf8) else {
      throw FalloDeEjecucion(
        .uso,
        "\(ruta == "-" ? "The standard input" : "The file '\(ruta)'") given to \(opcion) is not "
          + "UTF-8 text.",
        usoDe: .guardar)
    }
    while texto.last?.isNewline == true { texto.removeLast() }
    return texto
  }

  /// The fields of a Markdown note, with its id as ``idDeLaNota``.
  private static func deMarkdown(
    _ datos: Data, ruta: String
  ) throws(FalloDeEjecucion)
    -> CamposDeArticulo
  {
    let descrito = ruta == "-" ? "The standard input" : "The file '\(ruta)'"
    guard var texto = String(data: datos, encoding: .utf8) else {
      throw FalloDeEjecucion(
        .uso, "\(descrito) given to --file is not UTF-8 text.", usoDe: .guardar)
    }
    if texto.first == "\u{FEFF}" { texto.removeFirst() }
    let nota: NotaMarkdown
    do {
      nota = try NotaMarkdown(texto, archivo: ruta == "-" ? nil : ruta)
    } catch {
      throw FalloDeEjecucion(
        .uso, "\(descrito) is not a Markdown note the tool can read: \(error.motivo).",
        usoDe: .guardar)
    }
    return Self(
      titulo: nota.titulo, cuerpo: nota.cuerpo, etiquetas: nota.etiquetas,
      idDeLaNota: nota.id)
  }

  /// The bytes of the input `ruta`, given to `opcion`, up to
  /// ``LecturaDeArchivo/maximoDeEntrada``.
  private static func leer(_ ruta: String, opcion: String) throws(FalloDeEjecucion) -> Data {
    do {
      return Data(try LecturaDeArchivo.leerEntrada(ruta, maximo: LecturaDeArchivo.maximoDeEntrada))
    } catch {
      throw FalloDeEjecucion(
        .uso, LecturaDeArchivo.mensaje(error, ruta: ruta, opcion: opcion), usoDe: .guardar)
    }
  }
}

/// The JSON object `save --file` reads.
private struct CamposEnArchivo: Decodable {
  var id: String?
  var titulo: String?
  var cuerpo: String?
  var etiquetas: [String]?
}
