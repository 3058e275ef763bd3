import Foundation

/// Where JSON text stops being valid, as a person finds it in an editor: line and column.
///
/// `JSONDecoder` only says "not valid JSON"; `JSONSerialization` names the byte where it gave
/// up ("around character 23"), which is turned here into a line and a column (both from 1,
/// columns counted in characters).
///
/// ```swift
/// UbicacionEnJSON.error(en: Data("[{\"a\": 1},\n {\"a\": tru}]".utf8))
/// // "invalid JSON at line 2, column 8"
/// ```
enum UbicacionEnJSON {
  /// What is wrong with `datos` and where, in a few words; `desde` is where `datos` starts in
  /// its file (one element of an array read a piece at a time), so the position is the file's.
  static func error(en datos: Data, desde: (linea: Int, columna: Int) = (1, 1)) -> String {
    guard datos.contains(where: { !Self.espacios.contains($0) }) else {
      return "the file is empty"
    }
    do {
      _ = try JSONSerialization.jsonObject(with: datos, options: [.fragmentsAllowed])
    } catch {
      let descripcion = (error as NSError).userInfo["NSDebugDescription"] as? String ?? ""
      if let posicion = Self.numero(tras: "character ", en: descripcion) {
        let (linea, columna) = Self.lineaYColumna(de: min(posicion, datos.count), en: datos)
        let enArchivo = linea == 1 ? desde.columna + columna - 1 : columna
        return "invalid JSON at line \(desde.linea + linea - 1), column \(enArchivo)"
      }
      if descripcion.localizedCaseInsensitiveContains("end of file") {
        let (linea, _) = Self.lineaYColumna(de: datos.count, en: datos)
        return
          "the JSON is cut short: it ends at line \(desde.linea + linea - 1) before it is complete"
      }
      return "not valid JSON (\(descripcion.isEmpty ? "\(error)" : descripcion))"
    }
    return "not valid JSON"
  }

  /// The line and column (from 1) of the byte at `posicion`.
  static func lineaYColumna(de posicion: Int, en datos: Data) -> (linea: Int, columna: Int) {
    let antes = datos.prefix(posicion)
    let linea = antes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    let inicio = antes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? antes.startIndex
    let columna = String(decoding: antes[inicio...], as: UTF8.self).count + 1
    return (linea, columna)
  }

  private static let espacios: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

  private static func numero(tras prefijo: String, en texto: String) -> Int? {
    guard let rango = texto.range(of: prefijo) else { return nil }
    return Int(texto[rango.upperBound...].prefix(while: \.isNumber))
  }
}
