import Foundation
import Testing

// NB: the scanner is the import's own detail (how a JSON array is read a buffer at a time).
@testable import Importacion

@Suite("Reading a JSON array a buffer at a time: the elements, where they are, what is wrong")
struct EscanerDeArrayJSONTests {
  /// A sample with what can mislead a scanner: escaped quotes and backslashes, brackets and
  /// commas inside strings, nesting, multi-byte characters, a scalar element and line breaks.
  static let muestra = #"""
    [ {"titulo": "dice \"hola\", ¿no?", "cuerpo": "a\\"},
      {"titulo": "[no] {es} , nada", "etiquetas": ["x", ["y", {"z": []}]]},
      "ñandú \\\"]",
      42 ,
      {}
    ]
    """#

  static let esperados: [EscanerDeArrayJSON.Elemento] = [
    .init(
      bytes: Array(#"{"titulo": "dice \"hola\", ¿no?", "cuerpo": "a\\"}"#.utf8), indice: 0,
      linea: 1, columna: 3),
    .init(
      bytes: Array(#"{"titulo": "[no] {es} , nada", "etiquetas": ["x", ["y", {"z": []}]]}"#.utf8),
      indice: 1, linea: 2, columna: 3),
    .init(bytes: Array(#""ñandú \\\"]""#.utf8), indice: 2, linea: 3, columna: 3),
    .init(bytes: Array("42".utf8), indice: 3, linea: 4, columna: 3),
    .init(bytes: Array("{}".utf8), indice: 4, linea: 5, columna: 3),
  ]

  /// Every element of `texto`, fed in pieces of `tamano` bytes; throws what the scanner throws.
  static func elementos(
    de texto: [UInt8], tamano: Int
  ) throws(EscanerDeArrayJSON.Fallo) -> [EscanerDeArrayJSON.Elemento] {
    var escaner = EscanerDeArrayJSON()
    var elementos: [EscanerDeArrayJSON.Elemento] = []
    var inicio = 0
    while inicio < texto.count {
      let fin = min(inicio + tamano, texto.count)
      elementos += try escaner.anadir(texto[inicio..<fin])
      inicio = fin
    }
    try escaner.terminar()
    return elementos
  }

  @Test("the elements are found whole, with their lines and columns, in pieces of any size")
  func piezasDeTodoTamano() throws {
    let texto = Array(Self.muestra.utf8)
    for tamano in 1...texto.count {
      #expect(
        try Self.elementos(de: texto, tamano: tamano) == Self.esperados, "pieces of \(tamano)")
    }
  }

  @Test("an element split in two at every byte is found whole")
  func cortadoEnCadaByte() throws {
    let texto = Array(Self.muestra.utf8)
    for corte in 0...texto.count {
      var escaner = EscanerDeArrayJSON()
      let elementos = try escaner.anadir(texto[..<corte]) + escaner.anadir(texto[corte...])
      try escaner.terminar()
      #expect(elementos == Self.esperados, "cut at byte \(corte)")
    }
  }

  @Test("each element decodes alone")
  func cadaElementoSeDecodifica() throws {
    for elemento in Self.esperados {
      _ = try JSONSerialization.jsonObject(with: Data(elemento.bytes), options: .fragmentsAllowed)
    }
  }

  @Test("a UTF-8 byte order mark is skipped and takes no column, even split across pieces")
  func marcaDeOrden() throws {
    let texto = [0xEF, 0xBB, 0xBF] + Array("[ 1]".utf8)
    for tamano in 1...texto.count {
      let elementos = try Self.elementos(de: texto, tamano: tamano)
      #expect(elementos == [.init(bytes: Array("1".utf8), indice: 0, linea: 1, columna: 3)])
    }
  }

  @Test(
    "an empty array, with or without whitespace, has no elements",
    arguments: ["[]", " [ ] ", "\n[\n\t]\n"])
  func arrayVacio(texto: String) throws {
    #expect(try Self.elementos(de: Array(texto.utf8), tamano: 1).isEmpty)
  }

  @Test(
    "what is not an array, or nothing at all, is refused and says where",
    arguments: [
      ("", EscanerDeArrayJSON.Fallo.vacio),
      (" \n ", .vacio),
      ("{\"a\": 1}", .noEsUnArray(linea: 1, columna: 1)),
      ("\n  42", .noEsUnArray(linea: 2, columna: 3)),
      ("\u{FEFF}\"x\"", .noEsUnArray(linea: 1, columna: 1)),
    ])
  func noEsUnArray(texto: String, fallo: EscanerDeArrayJSON.Fallo) {
    #expect(throws: fallo) { try Self.elementos(de: Array(texto.utf8), tamano: 2) }
  }

  @Test(
    "a file cut short names the line where it ends",
    arguments: [
      ("[", 1), ("[{\"a\": 1},\n", 2), ("[{\"a\": \"]\n", 2), ("[{\"a\": [1, 2]}\n\n", 3),
    ])
  func cortado(texto: String, linea: Int) {
    #expect(throws: EscanerDeArrayJSON.Fallo.cortado(linea: linea)) {
      try Self.elementos(de: Array(texto.utf8), tamano: 3)
    }
  }

  @Test(
    "a misplaced comma, or text after the array, names its line and column",
    arguments: [
      ("[,1]", 1, 2), ("[1,,2]", 1, 4), ("[1,]", 1, 4), ("[{} {}]", 1, 5), ("[1]\n x", 2, 2),
    ])
  func inesperado(texto: String, linea: Int, columna: Int) {
    #expect(throws: EscanerDeArrayJSON.Fallo.inesperado(linea: linea, columna: columna)) {
      try Self.elementos(de: Array(texto.utf8), tamano: 1)
    }
  }

  @Test("what it keeps is one element: a long array is read through the same small buffer")
  func memoriaDeUnElemento() throws {
    var escaner = EscanerDeArrayJSON()
    var cuantos = try escaner.anadir(Array("[".utf8)).count
    let elemento = Array(#"{"titulo": "t", "cuerpo": "c"},"#.utf8)
    for _ in 0..<10_000 { cuantos += try escaner.anadir(elemento).count }
    cuantos += try escaner.anadir(Array("{}]".utf8)).count
    try escaner.terminar()
    #expect(cuantos == 10_001)
  }
}
