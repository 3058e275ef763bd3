import ArticulosInterface

/// An article as one JSON object, written straight into bytes: exactly what `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]` writes for it, keys in the same order, every
/// character escaped the same way.
///
/// ```swift
/// var bytes: [UInt8] = []
/// ArticuloEnJSON.escribir(articulo, en: &bytes)
/// // {"actualizado":"2024-01-08T14:30:01.000Z","creado":…,"titulo":"Café"}
/// ```
///
/// NB: Speed, not meaning. `JSONEncoder` builds a tree of values and a coding path for every
/// call; on an export of 100,000 articles from PostgreSQL that was 40% of the tool's time, more
/// than the server took. The output is the encoder's, byte for byte: `ArticuloEnJSONTests`
/// compares the two over every ASCII character and a range of others, so an export written
/// before this existed and one written after are the same file.
enum ArticuloEnJSON {
  /// Appends the JSON object of `articulo` to `bytes`.
  static func escribir(_ articulo: Articulo, en bytes: inout [UInt8]) {
    campo("actualizado", primero: true, en: &bytes)
    texto(FechaISO8601.texto(de: articulo.actualizado), en: &bytes)
    campo("creado", en: &bytes)
    texto(FechaISO8601.texto(de: articulo.creado), en: &bytes)
    campo("cuerpo", en: &bytes)
    texto(articulo.cuerpo, en: &bytes)
    campo("etiquetas", en: &bytes)
    bytes.append(UInt8(ascii: "["))
    for (indice, etiqueta) in articulo.etiquetas.enumerated() {
      if indice > 0 { bytes.append(UInt8(ascii: ",")) }
      texto(etiqueta, en: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
    campo("id", en: &bytes)
    texto(articulo.id.rawValue, en: &bytes)
    campo("titulo", en: &bytes)
    texto(articulo.titulo, en: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  /// `{"nombre":` for the first key, `,"nombre":` for the others.
  private static func campo(_ nombre: String, primero: Bool = false, en bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: primero ? "{" : ","))
    texto(nombre, en: &bytes)
    bytes.append(UInt8(ascii: ":"))
  }

  /// `cadena` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`... or
  /// `\u00XX`, everything else (`/` and non-ASCII included) as it is, in UTF-8.
  private static func texto(_ cadena: String, en bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var cadena = cadena
    cadena.withUTF8 { utf8 in
      // The runs between characters to escape are copied whole.
      var inicio = 0
      for (indice, byte) in utf8.enumerated()
      where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[inicio..<indice]))
        escapar(byte, en: &bytes)
        inicio = indice + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[inicio...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// The escape of one byte that a JSON string may not hold as it is.
  private static func escapar(_ byte: UInt8, en bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x00..<0x20:
      bytes.append(contentsOf: "u00".utf8)
      bytes.append(hexadecimal[Int(byte >> 4)])
      bytes.append(hexadecimal[Int(byte & 0x0F)])
    default: bytes.append(byte)  // `"` and `\`
    }
  }

  private static let hexadecimal = Array("0123456789abcdef".utf8)
}
