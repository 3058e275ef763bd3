/// Finds the top-level elements of a JSON array fed in pieces of any size, so a file can be read
/// a buffer at a time and each element decoded alone: what it keeps is one element, never the
/// file.
///
/// It checks only the array's frame (an optional UTF-8 byte order mark, `[`, the commas, `]`,
/// nothing after it but whitespace) and the nesting of strings, objects and arrays needed to
/// tell where an element ends; the element's own text is left to the decoder. An element may
/// be split across any number of pieces, at any byte, escapes and multi-byte characters
/// included.
///
/// ```swift
/// var escaner = EscanerDeArrayJSON()
/// let uno = try escaner.anadir(Array("[{\"a\": \"]\"},".utf8))  // one element, line 1, column 2
/// let dos = try escaner.anadir(Array(" 2]".utf8))              // one element: "2"
/// try escaner.terminar()                                         // the array is complete
/// ```
struct EscanerDeArrayJSON {
  /// One top-level element: its bytes (no surrounding whitespace), its position in the array
  /// (from 0) and where its first byte is, as an editor counts (line and column from 1, columns
  /// in characters).
  struct Elemento: Equatable, Sendable {
    var bytes: [UInt8]
    var indice: Int
    var linea: Int
    var columna: Int
  }

  /// What is wrong with the array's frame, and where.
  enum Fallo: Error, Equatable, Sendable, CustomStringConvertible {
    /// Only whitespace (or nothing) was read.
    case vacio
    /// The first value is not an array.
    case noEsUnArray(linea: Int, columna: Int)
    /// A character that cannot be there: a comma where an element should start, or text after
    /// the array's `]`.
    case inesperado(linea: Int, columna: Int)
    /// The text ends before the array is closed.
    case cortado(linea: Int)

    var description: String {
      switch self {
      case .vacio: "the file is empty"
      case .noEsUnArray(let linea, let columna):
        "not a JSON array: it starts at line \(linea), column \(columna) with something else"
      case .inesperado(let linea, let columna): "invalid JSON at line \(linea), column \(columna)"
      case .cortado(let linea):
        "the JSON is cut short: it ends at line \(linea) before it is complete"
      }
    }
  }

  private enum Estado {
    /// Before `[`; `bom` bytes of a byte order mark read so far.
    case inicio(bom: Int)
    /// After `[` (`primero`: no element yet) or after a comma.
    case antesDeElemento(primero: Bool)
    /// Inside an element.
    case enElemento
    /// After an element, waiting for `,` or `]`.
    case despuesDeElemento
    /// After `]`: only whitespace may follow.
    case fin
  }

  private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

  private var estado = Estado.inicio(bom: 0)
  private var linea = 1
  private var columna = 1
  private var actual: [UInt8] = []
  private var inicioActual = (linea: 1, columna: 1)
  private var indice = 0
  private var profundidad = 0
  private var enCadena = false
  private var escapado = false
  /// How many bytes of `actual` end at a non-whitespace byte (what the element is, trimmed).
  private var longitudSinEspacios = 0

  /// Reads `trozo`, the next bytes of the text, and returns the elements it completes, in order.
  mutating func anadir(_ trozo: some Sequence<UInt8>) throws(Fallo) -> [Elemento] {
    var completos: [Elemento] = []
    for byte in trozo {
      if let elemento = try leer(byte) { completos.append(elemento) }
      avanzar(byte)
    }
    return completos
  }

  /// Says the text has ended: it throws unless a whole array was read.
  func terminar() throws(Fallo) {
    switch estado {
    case .fin: return
    case .inicio: throw .vacio
    default: throw .cortado(linea: linea)
    }
  }

  private mutating func avanzar(_ byte: UInt8) {
    if byte == UInt8(ascii: "\n") {
      linea += 1
      columna = 1
    } else if byte & 0xC0 != 0x80, !esBOM {
      // NB: a continuation byte of UTF-8 belongs to the character before it.
      columna += 1
    }
  }

  /// Whether the byte just read is part of the byte order mark (which takes no column).
  private var esBOM = false

  private static func esEspacio(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private mutating func leer(_ byte: UInt8) throws(Fallo) -> Elemento? {
    switch estado {
    case .inicio(let bom):
      esBOM = bom < 3 && linea == 1 && columna == 1 && byte == Self.bom[bom]
      if esBOM {
        estado = .inicio(bom: bom + 1)
      } else if bom == 1 || bom == 2 {
        throw .noEsUnArray(linea: 1, columna: 1)
      } else if byte == UInt8(ascii: "[") {
        estado = .antesDeElemento(primero: true)
      } else if !Self.esEspacio(byte) {
        throw .noEsUnArray(linea: linea, columna: columna)
      }
      return nil
    case .antesDeElemento(let primero):
      if Self.esEspacio(byte) { return nil }
      if byte == UInt8(ascii: "]"), primero {
        estado = .fin
        return nil
      }
      if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") {
        throw .inesperado(linea: linea, columna: columna)
      }
      estado = .enElemento
      inicioActual = (linea, columna)
      return continuar(byte)
    case .enElemento:
      return continuar(byte)
    case .despuesDeElemento:
      if Self.esEspacio(byte) { return nil }
      if byte == UInt8(ascii: ",") {
        estado = .antesDeElemento(primero: false)
      } else if byte == UInt8(ascii: "]") {
        estado = .fin
      } else {
        throw .inesperado(linea: linea, columna: columna)
      }
      return nil
    case .fin:
      if !Self.esEspacio(byte) { throw .inesperado(linea: linea, columna: columna) }
      return nil
    }
  }

  /// Adds `byte` to the current element, or ends the element at a top-level `,` or `]`.
  private mutating func continuar(_ byte: UInt8) -> Elemento? {
    if enCadena {
      if escapado {
        escapado = false
      } else if byte == UInt8(ascii: "\\") {
        escapado = true
      } else if byte == UInt8(ascii: "\"") {
        enCadena = false
      }
    } else {
      let cierra = byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
      if byte == UInt8(ascii: "\"") {
        enCadena = true
      } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
        profundidad += 1
      } else if cierra, profundidad > 0 {
        profundidad -= 1
      } else if profundidad == 0, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") {
        // NB: a scalar at the top level (a number, a string, `null`) ends at `,` or `]`.
        let elemento = cerrar()
        estado = byte == UInt8(ascii: ",") ? .antesDeElemento(primero: false) : .fin
        return elemento
      }
    }
    actual.append(byte)
    if enCadena || !Self.esEspacio(byte) { longitudSinEspacios = actual.count }
    if !enCadena, profundidad == 0, byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
      // NB: a closed object or array at the top level is a whole element; what follows it must
      // be `,` or `]`, which the frame checks.
      let elemento = cerrar()
      estado = .despuesDeElemento
      return elemento
    }
    return nil
  }

  private mutating func cerrar() -> Elemento {
    let elemento = Elemento(
      bytes: Array(actual.prefix(longitudSinEspacios)), indice: indice,
      linea: inicioActual.linea, columna: inicioActual.columna)
    indice += 1
    actual.removeAll(keepingCapacity: true)
    longitudSinEspacios = 0
    enCadena = false
    escapado = false
    return elemento
  }
}
