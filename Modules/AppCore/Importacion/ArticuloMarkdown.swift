import ArticulosInterface
import Foundation

/// Reads one article from a Markdown file: a `# Title` line, an optional tags line, a body.
enum ArticuloMarkdown {
  /// The words that may start the tags line, before a colon, in any case.
  static let prefijosDeEtiquetas = ["tags", "etiquetas"]

  /// The entry `texto` describes, named `nombre` (the file name), with an id from the name.
  ///
  /// The first line starting with `# ` is the title. If the first non-blank line after it is
  /// `tags: a, b` (or `etiquetas:`), those are the tags. Every other line is the body, trimmed
  /// of blank lines around it. Without a title line the title is empty, which validation reports.
  static func entrada(de texto: String, nombre: String) -> EntradaDeImportacion {
    // NB: "\r\n" is one Character in Swift, so lines are split on any newline character.
    var lineas = texto.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
    var titulo = ""
    var etiquetas: [String] = []
    if let indiceTitulo = lineas.firstIndex(where: { $0.hasPrefix("# ") }) {
      titulo = lineas[indiceTitulo].dropFirst(2).trimmingCharacters(in: .whitespaces)
      lineas.remove(at: indiceTitulo)
      let resto = lineas[indiceTitulo...]
      if let indice = resto.firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
        let leidas = Self.etiquetas(en: lineas[indice])
      {
        etiquetas = leidas
        lineas.remove(at: indice)
      }
    }
    let cuerpo = lineas.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    return EntradaDeImportacion(
      ubicacion: nombre, id: id(paraArchivo: nombre), titulo: titulo, cuerpo: cuerpo,
      etiquetas: etiquetas)
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

  /// The id of the article in the file named `nombre`: always the same for the same name.
  static func id(paraArchivo nombre: String) -> Articulo.ID {
    Articulo.ID(UUIDPorNombre.uuid(espacio: espacioDeNombres, nombre: nombre))
  }

  /// The namespace of Markdown file names (a version 4 UUID chosen for this workspace).
  static let espacioDeNombres = UUID(uuidString: "6f1b5f1e-8a3c-4d52-9a7e-2c1d0b4e8f31")!
}
