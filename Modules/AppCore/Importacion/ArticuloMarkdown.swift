import ArticulosInterface
import Foundation

/// Reads one article from a Markdown file: optional front matter, a `# Title` line, an optional
/// tags line, a body.
enum ArticuloMarkdown {
  /// The words that may start the tags line, before a colon, in any case.
  static let prefijosDeEtiquetas = ["tags", "etiquetas"]

  /// The entry `texto` describes, at `nombre` (its path inside the imported folder), with an
  /// id from that path unless its front matter gives one.
  ///
  /// A file may start with front matter (see ``CabeceraMarkdown``); its title, tags, id and
  /// dates are used, and a file whose front matter has a title keeps every other line as its
  /// body. Otherwise the first line starting with `# ` is the title, and if the first non-blank
  /// line after it is `tags: a, b` (or `etiquetas:`), those are the tags. Every other line is
  /// the body, trimmed of blank lines around it. Without a title the file's name is the title,
  /// without its `.md` (`viajes/roma-en-tres-dias.md` gives `roma-en-tres-dias`). With
  /// `idDelNombre` false, an entry without an id in its front matter has none.
  static func entrada(
    de texto: String, nombre: String, idDelNombre: Bool = true
  ) -> EntradaDeImportacion {
    // NB: "\r\n" is one Character in Swift, so lines are split on any newline character.
    var lineas = texto.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
    var cabecera = CabeceraMarkdown()
    do {
      if let leida = try CabeceraMarkdown.leer(lineas) {
        cabecera = leida.cabecera
        lineas.removeFirst(leida.lineas)
      }
    } catch {
      return EntradaDeImportacion(
        ubicacion: nombre, id: IdDerivado.paraArchivo(nombre), titulo: nil, cuerpo: nil,
        etiquetas: nil, ilegible: error.motivo)
    }
    var titulo = cabecera.titulo ?? ""
    if cabecera.titulo == nil, !lineas.contains(where: { $0.hasPrefix("# ") }) {
      titulo = Self.titulo(deNombre: nombre)
    }
    var etiquetas = cabecera.etiquetas ?? []
    if cabecera.titulo == nil, let indiceTitulo = lineas.firstIndex(where: { $0.hasPrefix("# ") }) {
      titulo = lineas[indiceTitulo].dropFirst(2).trimmingCharacters(in: .whitespaces)
      lineas.remove(at: indiceTitulo)
      let resto = lineas[indiceTitulo...]
      if cabecera.etiquetas == nil,
        let indice = resto.firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
        let leidas = Self.etiquetas(en: lineas[indice])
      {
        etiquetas = leidas
        lineas.remove(at: indice)
      }
    }
    let cuerpo = lineas.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    var entrada = EntradaDeImportacion(
      ubicacion: nombre,
      id: cabecera.id ?? (idDelNombre ? IdDerivado.paraArchivo(nombre) : nil), titulo: titulo,
      cuerpo: cuerpo, etiquetas: etiquetas)
    entrada.creado = cabecera.creado
    entrada.actualizado = cabecera.actualizado
    return entrada
  }

  /// The title a file without one takes: its name, without folders and without `.md`.
  ///
  /// ```swift
  /// ArticuloMarkdown.titulo(deNombre: "viajes/Roma.md")  // "Roma"
  /// ```
  static func titulo(deNombre nombre: String) -> String {
    let archivo = nombre.split(separator: "/").last.map(String.init) ?? nombre
    guard let punto = archivo.lastIndex(of: "."), punto != archivo.startIndex else {
      return archivo
    }
    return String(archivo[..<punto])
  }

  /// The tags of `linea` if it is a tags line, else `nil`.
  static func etiquetas(en linea: String) -> [String]? {
    guard let dosPuntos = linea.firstIndex(of: ":") else { return nil }
    let prefijo = linea[..<dosPuntos].trimmingCharacters(in: .whitespaces).lowercased()
    guard prefijosDeEtiquetas.contains(prefijo) else { return nil }
    return linea[linea.index(after: dosPuntos)...]
      .split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }
}
