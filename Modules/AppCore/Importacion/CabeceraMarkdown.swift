import ArticulosInterface
import Foundation

/// The YAML front matter of a Markdown file: a block between `---` lines at the very top.
///
/// Only what an article has is read, in a small, strict subset of YAML: `title` (or `titulo`),
/// `tags` (or `etiquetas`) as `[a, b]`, `a, b` or a list of `- a` lines, `id`, `created` (or
/// `creado`, `date`) and `updated` (or `actualizado`) as ISO-8601 dates or days. Values may be
/// quoted with `"` or `'`. Blank lines and `#` comments are skipped; other keys (`layout`,
/// `draft`, ...) are ignored. Anything else, such as a block that never closes or a line that
/// is not `key: value`, is an error naming the line, so nothing is imported half-read.
///
/// ```swift
/// let cabecera = try CabeceraMarkdown.leer(["---", "title: Café", "tags: [a, b]", "---"])
/// cabecera?.cabecera.titulo  // "Café"
/// cabecera?.lineas           // 4: the body starts after them
/// ```
struct CabeceraMarkdown: Sendable, Equatable {
  var titulo: String?
  var etiquetas: [String]?
  var id: Articulo.ID?
  var creado: Date?
  var actualizado: Date?

  /// Why the front matter cannot be read, naming the file's line.
  struct Error: Swift.Error, Equatable {
    var motivo: String
  }

  /// The front matter at the top of `lineas` and how many lines it takes (both `---`
  /// included), or `nil` when the file does not start with `---`.
  static func leer(_ lineas: [String]) throws(Error) -> (cabecera: CabeceraMarkdown, lineas: Int)? {
    guard lineas.first.map(esSeparador) == true else { return nil }
    guard let cierre = lineas.indices.dropFirst().first(where: { esSeparador(lineas[$0]) }) else {
      throw Error(motivo: "the front matter that starts on line 1 has no closing '---' line")
    }
    var cabecera = CabeceraMarkdown()
    var listaAbierta: String?
    for numero in 1..<cierre {
      let linea = lineas[numero]
      let recortada = linea.trimmingCharacters(in: .whitespaces)
      if recortada.isEmpty || recortada.hasPrefix("#") { continue }
      if recortada.hasPrefix("- "), let abierta = listaAbierta {
        if esClave(abierta, de: clavesDeEtiquetas) {
          cabecera.etiquetas = (cabecera.etiquetas ?? []) + [valor(recortada.dropFirst(2))]
        }
        continue
      }
      guard let dosPuntos = linea.firstIndex(of: ":"), !linea.hasPrefix(" ") else {
        throw Error(motivo: "line \(numero + 1), in the front matter, is not 'key: value'")
      }
      let clave = linea[..<dosPuntos].trimmingCharacters(in: .whitespaces).lowercased()
      let texto = linea[linea.index(after: dosPuntos)...].trimmingCharacters(in: .whitespaces)
      listaAbierta = texto.isEmpty ? clave : nil
      try cabecera.asignar(clave, texto, linea: numero + 1)
    }
    return (cabecera, cierre + 1)
  }

  private static let clavesDeTitulo = ["title", "titulo"]
  private static let clavesDeEtiquetas = ["tags", "etiquetas"]
  private static let clavesDeCreacion = ["created", "creado", "date"]
  private static let clavesDeActualizacion = ["updated", "actualizado"]

  private mutating func asignar(_ clave: String, _ texto: String, linea: Int) throws(Error) {
    if Self.esClave(clave, de: Self.clavesDeTitulo) {
      titulo = Self.valor(Substring(texto))
    } else if Self.esClave(clave, de: Self.clavesDeEtiquetas) {
      etiquetas = Self.lista(texto)
    } else if clave == "id" {
      let id = Self.valor(Substring(texto))
      if !id.isEmpty { self.id = Articulo.ID(rawValue: id) }
    } else if Self.esClave(clave, de: Self.clavesDeCreacion) {
      creado = try Self.fecha(texto, clave: clave, linea: linea)
    } else if Self.esClave(clave, de: Self.clavesDeActualizacion) {
      actualizado = try Self.fecha(texto, clave: clave, linea: linea)
    }
  }

  private static func esSeparador(_ linea: String) -> Bool {
    linea.trimmingCharacters(in: .whitespaces) == "---"
  }

  private static func esClave(_ clave: String, de claves: [String]) -> Bool {
    claves.contains(clave)
  }

  /// `texto` without the quotes around it, if it has them.
  private static func valor(_ texto: Substring) -> String {
    let recortado = texto.trimmingCharacters(in: .whitespaces)
    for comilla in ["\"", "'"] where recortado.count >= 2 {
      if recortado.hasPrefix(comilla), recortado.hasSuffix(comilla) {
        return String(recortado.dropFirst().dropLast())
      }
    }
    return recortado
  }

  /// `[a, b]` or `a, b` as its items; empty for an empty text (a `- a` list follows).
  private static func lista(_ texto: String) -> [String] {
    var interior = Substring(texto)
    if interior.hasPrefix("["), interior.hasSuffix("]") {
      interior = interior.dropFirst().dropLast()
    }
    return interior.split(separator: ",").map { valor($0) }.filter { !$0.isEmpty }
  }

  private static func fecha(_ texto: String, clave: String, linea: Int) throws(Error) -> Date {
    let valor = valor(Substring(texto))
    if let fecha = FechaISO8601.fecha(de: valor) ?? FechaISO8601.fecha(de: valor + "T00:00:00Z") {
      return fecha
    }
    throw Error(
      motivo: "line \(linea), '\(clave)' in the front matter, is '\(valor)', not a date like "
        + "2024-01-08 or 2024-01-08T14:30:01Z")
  }
}
